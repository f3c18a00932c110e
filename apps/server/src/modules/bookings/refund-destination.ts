import type { CancellationTerms } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { cardPaymentLeftOf, recordCardRefund } from '../payments/refunds/card-refunds.ts';
import type { CancellationRefundRule } from '../payments/settings/client-payments.ts';
import type { BookingRow } from './bookings.repository.ts';

export type RefundTo = 'card' | 'credit';

export const refundMessages = {
  creditOnly: 'Refunds for cancelled bookings go to your account as credit here.',
  cardOnly: 'Refunds for cancelled bookings go back to the card you paid with here.',
  notByCard: 'This booking was not paid by card, so its refund goes to your account as credit.',
} as const;

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });

/**
 * Whether a cancellation's refund should go to the card: the operator's rule (`credit`, `card`,
 * or `customer_choice`), then the customer's choice where it is theirs to make. A choice the
 * rule does not allow is refused (409), never silently changed.
 */
export function wantsCard(rule: CancellationRefundRule, chosen: RefundTo | undefined): boolean {
  if (rule === 'credit') {
    if (chosen === 'card') throw conflict(refundMessages.creditOnly);
    return false;
  }
  if (rule === 'card') {
    if (chosen === 'credit') throw conflict(refundMessages.cardOnly);
    return true;
  }
  return chosen === 'card';
}

/**
 * Splits a refund between the card the order was paid with (up to what of that payment is not
 * already on its way back) and account credit (the rest, e.g. the part paid with credit), and
 * records the card's share to be sent once the cancellation commits.
 */
export async function cardShareOf(
  tx: Transaction,
  booking: BookingRow,
  input: { refundPence: number; toCard: boolean; chosen: RefundTo | undefined },
): Promise<number> {
  if (!input.toCard || input.refundPence <= 0) return 0;
  const card = await cardPaymentLeftOf(tx, booking.clientId, booking.orderId);
  if (!card || card.leftPence <= 0) {
    if (input.chosen === 'card') throw conflict(refundMessages.notByCard);
    return 0;
  }
  const amountPence = Math.min(input.refundPence, card.leftPence);
  await recordCardRefund(tx, {
    clientId: booking.clientId,
    bookingId: booking.id,
    orderId: booking.orderId,
    userId: booking.userId,
    provider: card.provider,
    providerTransactionId: card.providerTransactionId,
    amountPence,
  });
  return amountPence;
}

/** The toast's words for money going back, told as done. */
export function refundSentenceOf(cardPence: number, creditPence: number, currencySymbol: string): string {
  const card = priceOf(cardPence, currencySymbol).formatted;
  const credit = priceOf(creditPence, currencySymbol).formatted;
  if (cardPence > 0 && creditPence > 0) {
    return `${card} will be refunded to the card you paid with, and ${credit} has been added to your account as credit.`;
  }
  if (cardPence > 0) return `${card} will be refunded to the card you paid with.`;
  return `${credit} has been added to your account as credit.`;
}

/**
 * The terms as the operator's rule makes them for one booking: where its refund may go (both
 * when the customer chooses and the booking was paid by card; the card only when paid by card)
 * and the confirmation's words to match.
 */
export function withRefundChoices(
  terms: CancellationTerms,
  rule: CancellationRefundRule,
  isPaidByCard: boolean,
): CancellationTerms {
  if (terms.refund.amountPence <= 0 || !isPaidByCard || rule === 'credit') return terms;
  const amount = terms.refund.formatted;
  if (rule === 'card') {
    return {
      ...terms,
      refundChoices: ['card'],
      message: `You will get ${amount} back to the card you paid with.`,
    };
  }
  return {
    ...terms,
    refundChoices: ['card', 'credit'],
    message: `You will get ${amount} back, to your card or as account credit.`,
  };
}
