import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows pence as pounds with two decimals and no space after £', () => {
    expect(formatMoney(1250)).toBe('£12.50');
    expect(formatMoney(5)).toBe('£0.05');
  });

  it('puts a space after any other symbol', () => {
    expect(formatMoney(1250, '€')).toBe('€ 12.50');
    expect(formatMoney(100000, '$')).toBe('$ 1000.00');
  });

  it('shows zero as 0.00 with the symbol', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-250)).toBe('-£2.50');
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => formatMoney(Number.NaN)).toThrow();
  });
});
