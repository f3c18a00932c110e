import { describe, expect, it } from 'vitest';
import { applyMembershipDiscount, discountedPence, type PlanDiscount } from './membership-discount.ts';

const yoga = 11;
const swim = 12;
const plan = (planId: number, activityId: number, percentOff: number): PlanDiscount => ({
  planId,
  planName: `Plan ${planId}`,
  activityId,
  percentOff,
});

describe('applyMembershipDiscount', () => {
  it('leaves the price alone for a viewer with no plans', () => {
    expect(applyMembershipDiscount({ pricePence: 750, discounts: [], activityId: yoga })).toEqual({
      discountPercent: 0,
      membershipPlan: null,
      finalPricePence: 750,
    });
  });

  it("ignores a plan's discounts on other activities", () => {
    const result = applyMembershipDiscount({
      pricePence: 750,
      discounts: [plan(1, swim, 50)],
      activityId: yoga,
    });
    expect(result).toMatchObject({ discountPercent: 0, membershipPlan: null, finalPricePence: 750 });
  });

  it('takes the percentage off and names the plan', () => {
    expect(
      applyMembershipDiscount({ pricePence: 1000, discounts: [plan(3, yoga, 20)], activityId: yoga }),
    ).toEqual({
      discountPercent: 20,
      membershipPlan: { id: 3, name: 'Plan 3' },
      finalPricePence: 800,
    });
  });

  it('rounds a fractional penny in the customer’s favour', () => {
    // 15% off 699p is 594.15p: the customer pays 594p.
    expect(
      applyMembershipDiscount({ pricePence: 699, discounts: [plan(1, yoga, 15)], activityId: yoga }),
    ).toMatchObject({ finalPricePence: 594 });
    // 33% off 1p is 0.67p: the customer pays nothing rather than a whole penny.
    expect(
      applyMembershipDiscount({ pricePence: 1, discounts: [plan(1, yoga, 33)], activityId: yoga }),
    ).toMatchObject({ finalPricePence: 0 });
  });

  it('applies the largest of several plans, and the lower plan id on a tie', () => {
    const discounts = [plan(5, yoga, 15), plan(2, yoga, 20), plan(4, yoga, 20), plan(1, swim, 100)];
    expect(applyMembershipDiscount({ pricePence: 600, discounts, activityId: yoga })).toEqual({
      discountPercent: 20,
      membershipPlan: { id: 2, name: 'Plan 2' },
      finalPricePence: 480,
    });
  });

  it('makes a 100% discount free and a free item stays free', () => {
    expect(
      applyMembershipDiscount({ pricePence: 450, discounts: [plan(1, swim, 100)], activityId: swim }),
    ).toMatchObject({ discountPercent: 100, finalPricePence: 0 });
    expect(
      applyMembershipDiscount({ pricePence: 0, discounts: [plan(1, swim, 50)], activityId: swim }),
    ).toMatchObject({ finalPricePence: 0 });
  });

  it('refuses a price that is not whole, non-negative pence', () => {
    expect(() => applyMembershipDiscount({ pricePence: 12.5, discounts: [], activityId: yoga })).toThrow(
      RangeError,
    );
    expect(() => applyMembershipDiscount({ pricePence: -1, discounts: [], activityId: yoga })).toThrow(
      RangeError,
    );
  });
});

describe('discountedPence', () => {
  it('rounds down to the penny and keeps the percentage within 0-100', () => {
    expect(discountedPence(650, 20)).toBe(520);
    expect(discountedPence(999, 15)).toBe(849);
    expect(discountedPence(500, 0)).toBe(500);
    expect(discountedPence(500, 150)).toBe(0);
    expect(discountedPence(500, -10)).toBe(500);
  });
});
