import { describe, expect, it } from 'vitest';
import { type DiscountRule, discountAmounts } from './discount-amounts.ts';

const rule = (fields: Partial<DiscountRule>): DiscountRule => ({
  percentOff: null,
  amountOffPence: null,
  minimumSpendPence: 0,
  customerId: null,
  ...fields,
});

describe('discountAmounts', () => {
  const lines = [
    { amountPence: 1500, customerId: 1 },
    { amountPence: 1000, customerId: 2 },
  ];

  it('takes a percentage of the whole basket, rounded to the penny', () => {
    expect(discountAmounts([rule({ percentOff: 10 })], [{ amountPence: 1255, customerId: 1 }])).toEqual([
      126,
    ]);
    expect(discountAmounts([rule({ percentOff: 10 })], lines)).toEqual([250]);
  });

  it('takes an amount off, never more than the lines cost', () => {
    expect(discountAmounts([rule({ amountOffPence: 500 })], lines)).toEqual([500]);
    expect(discountAmounts([rule({ amountOffPence: 5000 })], lines)).toEqual([2500]);
  });

  it('takes nothing below the minimum spend, and nothing from an empty basket', () => {
    expect(discountAmounts([rule({ amountOffPence: 500, minimumSpendPence: 2600 })], lines)).toEqual([0]);
    expect(discountAmounts([rule({ amountOffPence: 500, minimumSpendPence: 2500 })], lines)).toEqual([500]);
    expect(discountAmounts([rule({ percentOff: 10 })], [])).toEqual([0]);
  });

  it("counts only a customer's own lines for a discount that is theirs", () => {
    expect(discountAmounts([rule({ percentOff: 50, customerId: 2 })], lines)).toEqual([500]);
    expect(discountAmounts([rule({ amountOffPence: 300, customerId: 3 })], lines)).toEqual([0]);
  });

  it('never lets several discounts take the total below zero', () => {
    const amounts = discountAmounts(
      [rule({ percentOff: 100 }), rule({ amountOffPence: 500 }), rule({ percentOff: 100, customerId: 1 })],
      lines,
    );
    expect(amounts).toEqual([2500, 0, 0]);
    const split = discountAmounts(
      [rule({ amountOffPence: 1200, customerId: 1 }), rule({ amountOffPence: 1200, customerId: 1 })],
      lines,
    );
    expect(split).toEqual([1200, 300]);
  });

  it("takes the desk's percentage of what the codes leave, after them", () => {
    const desk = rule({ percentOff: 10, isOfWhatIsLeft: true });
    expect(discountAmounts([rule({ amountOffPence: 500 }), desk], lines)).toEqual([500, 200]);
    expect(discountAmounts([desk], lines)).toEqual([250]);
    expect(discountAmounts([rule({ percentOff: 100 }), desk], lines)).toEqual([2500, 0]);
  });
});
