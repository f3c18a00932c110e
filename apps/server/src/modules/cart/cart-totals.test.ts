import { describe, expect, it } from 'vitest';
import { basketSums, creditOffer, taxIncludedIn } from './cart-totals.ts';

describe('basketSums', () => {
  it('adds the live lines, takes the discounts and payments off, and finds the VAT inside', () => {
    expect(
      basketSums({
        liveLinePence: [1200, 800],
        discountPence: [200],
        paymentPence: [500],
        vatRateBasisPoints: 2000,
      }),
    ).toEqual({
      subTotal: 2000,
      discountTotal: 200,
      total: 1800,
      taxTotal: 300,
      paid: 500,
      balance: 1300,
    });
  });

  it('never goes below zero', () => {
    const sums = basketSums({
      liveLinePence: [500],
      discountPence: [800],
      paymentPence: [900],
      vatRateBasisPoints: 2000,
    });
    expect(sums).toMatchObject({ discountTotal: 500, total: 0, taxTotal: 0, balance: 0 });
  });

  it('rounds the VAT to the nearest penny', () => {
    expect(taxIncludedIn(1000, 2000)).toBe(167);
    expect(taxIncludedIn(1003, 2000)).toBe(167);
    expect(taxIncludedIn(0, 2000)).toBe(0);
  });

  it("finds the VAT at the client's rate: 5%, or none at 0%", () => {
    expect(taxIncludedIn(2100, 500)).toBe(100);
    expect(taxIncludedIn(2100, 0)).toBe(0);
  });
});

describe('creditOffer', () => {
  it('offers at most what is left of the total after the other payments', () => {
    expect(
      creditOffer({
        type: 'general',
        availablePence: 1250,
        appliedPence: 0,
        totalPence: 2000,
        paidPence: 1500,
      }),
    ).toEqual({ type: 'general', totalAvailable: 1250, maxApplicable: 500, applied: 0 });
  });

  it('counts its own applied amount as still applicable', () => {
    expect(
      creditOffer({
        type: 'membership',
        availablePence: 500,
        appliedPence: 300,
        totalPence: 400,
        paidPence: 300,
      }),
    ).toEqual({ type: 'membership', totalAvailable: 500, maxApplicable: 400, applied: 300 });
  });

  it('never offers a negative amount', () => {
    expect(
      creditOffer({ type: 'general', availablePence: -100, appliedPence: 0, totalPence: 0, paidPence: 200 }),
    ).toEqual({ type: 'general', totalAvailable: 0, maxApplicable: 0, applied: 0 });
  });
});
