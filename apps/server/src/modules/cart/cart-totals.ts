import type { CartCredit, CreditKind } from '@leisure/contracts';

/**
 * VAT is included in prices, at the client's rate (`clients.vat_rate_basis_points`, 2000 = 20%):
 * the tax inside a total is rate / (100% + rate) of it, a sixth at 20%, to the nearest penny.
 */
export const taxIncludedIn = (totalPence: number, vatRateBasisPoints: number) =>
  Math.round((totalPence * vatRateBasisPoints) / (10_000 + vatRateBasisPoints));

export interface BasketSums {
  subTotal: number;
  discountTotal: number;
  total: number;
  taxTotal: number;
  paid: number;
  balance: number;
}

/**
 * The basket's money: the live lines (`subTotal`), less the discounts (`total`, never below 0),
 * the VAT included in it (at the client's rate), and what is left for the card once the payments are taken off
 * (`balance`, never below 0).
 */
export function basketSums(input: {
  liveLinePence: readonly number[];
  discountPence: readonly number[];
  paymentPence: readonly number[];
  vatRateBasisPoints: number;
}): BasketSums {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const subTotal = sum(input.liveLinePence);
  const discountTotal = Math.min(sum(input.discountPence), subTotal);
  const total = subTotal - discountTotal;
  const paid = sum(input.paymentPence);
  return {
    subTotal,
    discountTotal,
    total,
    taxTotal: taxIncludedIn(total, input.vatRateBasisPoints),
    paid,
    balance: Math.max(0, total - paid),
  };
}

/**
 * One kind of credit as the basket offers it: what the customer has, what of it this basket can
 * still take (the total less the other payments, at most what they have) and what is applied.
 */
export function creditOffer(input: {
  type: CreditKind;
  availablePence: number;
  appliedPence: number;
  totalPence: number;
  paidPence: number;
}): CartCredit {
  const available = Math.max(0, input.availablePence);
  const leftAfterOthers = input.totalPence - (input.paidPence - input.appliedPence);
  return {
    type: input.type,
    totalAvailable: available,
    maxApplicable: Math.max(0, Math.min(available, leftAfterOthers)),
    applied: input.appliedPence,
  };
}
