import type { CancellationTerms } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';

const HOUR_MS = 60 * 60_000;

/** What paid for a booking: money, or a membership benefit or package session. */
export type PaidWith = 'money' | 'benefit' | 'package';

/**
 * A booking's share of what its order was paid: its total less its part of the order's
 * discount (in proportion, rounded down), so refunds of every booking never exceed the order.
 */
export function refundablePence(input: {
  bookingTotalPence: number;
  orderSubtotalPence: number;
  orderDiscountPence: number;
}): number {
  const { bookingTotalPence, orderSubtotalPence, orderDiscountPence } = input;
  if (orderSubtotalPence <= 0 || bookingTotalPence <= 0) return 0;
  const discountShare = Math.ceil((orderDiscountPence * bookingTotalPence) / orderSubtotalPence);
  return Math.max(0, bookingTotalPence - discountShare);
}

/**
 * The customer's terms for cancelling a confirmed booking at `now` (the account area shows them
 * before they confirm; the cancel call applies them). Null once the session has started.
 * Before the cutoff the money comes back as account credit, or the session goes back to the
 * benefit or package that paid; after it nothing comes back.
 */
export function cancellationTerms(input: {
  startsAt: Date;
  cutoffHours: number;
  paidWith: PaidWith;
  refundablePence: number;
  currencySymbol: string;
  now: Date;
}): CancellationTerms | null {
  const { startsAt, cutoffHours, now } = input;
  if (startsAt.getTime() <= now.getTime()) return null;
  const cutoffAt = new Date(startsAt.getTime() - cutoffHours * HOUR_MS);
  const isWithinCutoff = now.getTime() < cutoffAt.getTime();
  const refundPence = isWithinCutoff && input.paidWith === 'money' ? input.refundablePence : 0;
  const refund = priceOf(refundPence, input.currencySymbol);
  const hours = `${cutoffHours} ${cutoffHours === 1 ? 'hour' : 'hours'}`;
  let message: string;
  if (!isWithinCutoff) {
    message =
      input.paidWith === 'money'
        ? `It is less than ${hours} before the start, so you will not get a refund.`
        : `It is less than ${hours} before the start, so the session will not go back to your ${input.paidWith === 'benefit' ? 'membership' : 'package'}.`;
  } else if (input.paidWith === 'benefit') {
    message = 'The session will go back to your membership benefit.';
  } else if (input.paidWith === 'package') {
    message = 'The session will go back to your package.';
  } else if (refundPence > 0) {
    message = `You will get ${refund.formatted} back as account credit.`;
  } else {
    message = 'Nothing was paid for this booking, so there is nothing to refund.';
  }
  return {
    canCancel: true,
    cutoffAt: cutoffAt.toISOString(),
    isWithinCutoff,
    refund,
    refundChoices: refundPence > 0 ? ['credit'] : [],
    message,
  };
}
