import { describe, expect, it } from 'vitest';
import { paidWithLabel } from './labels.ts';

describe('paidWithLabel', () => {
  it('names the benefit or package that paid, else each way the order was paid', () => {
    expect(paidWithLabel({ paidWith: 'benefit', paidBy: [] })).toBe('Membership benefit');
    expect(paidWithLabel({ paidWith: 'package', paidBy: [] })).toBe('Package session');
    expect(paidWithLabel({ paidWith: 'money', paidBy: ['card'] })).toBe('Card');
    expect(paidWithLabel({ paidWith: 'money', paidBy: ['card', 'credit'] })).toBe('Card and account credit');
    expect(paidWithLabel({ paidWith: 'money', paidBy: ['cash', 'cheque', 'offline-voucher'] })).toBe(
      'Cash, cheque and voucher',
    );
    expect(paidWithLabel({ paidWith: 'money', paidBy: [] })).toBe('Nothing to pay');
  });
});
