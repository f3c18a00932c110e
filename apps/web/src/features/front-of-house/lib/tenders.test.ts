import { describe, expect, it } from 'vitest';
import { leftToTake, type Tender, tenderedPence, withTender } from './tenders.ts';

describe('desk tenders', () => {
  const cash: Tender = { tenderType: 'cash', amount: 500 };
  const cheque: Tender = { tenderType: 'cheque', amount: 700, reference: '000123' };

  it('adds tenders of different kinds until the balance is covered', () => {
    const tenders = withTender(withTender([], cash), cheque);
    expect(tenders).toEqual([cash, cheque]);
    expect(tenderedPence(tenders)).toBe(1200);
    expect(leftToTake(1200, tenders)).toBe(0);
    expect(leftToTake(1500, tenders)).toBe(300);
  });

  it('replaces the tender of the same kind, and removes it for 0 or less', () => {
    const tenders = withTender([cash, cheque], { tenderType: 'cash', amount: 250 });
    expect(tenders).toEqual([cheque, { tenderType: 'cash', amount: 250 }]);
    expect(withTender(tenders, { tenderType: 'cash', amount: 0 })).toEqual([cheque]);
    expect(withTender(tenders, { tenderType: 'cheque', amount: -1 })).toEqual([
      { tenderType: 'cash', amount: 250 },
    ]);
  });
});
