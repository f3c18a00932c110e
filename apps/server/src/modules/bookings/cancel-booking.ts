import type { CancelBookingResponse, CancellationTerms } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { queueCancellationMail } from '../mail/cancellation-mail.ts';
import type { CancellationRefundRule } from '../payments/settings/client-payments.ts';
import type { OfferContext } from '../waitlist/offers.ts';
import { offerFreePlaces } from '../waitlist/offers.ts';
import { passOnForClass } from '../waitlist/pass-on.ts';
import * as repository from './bookings.repository.ts';
import { cancellationTerms, type PaidWith, refundablePence } from './cancellation-terms.ts';
import { cardShareOf, type RefundTo, refundSentenceOf, wantsCard } from './refund-destination.ts';

/** One cancel call: the booking's customer (the viewer, or whom staff act for) and who cancels. */
export interface CancelCall {
  db: Database;
  client: ClientRow;
  customerId: number;
  /** The logged-in user: the customer, or the staff user acting for them. */
  byUserId: number;
  /** A freed class place is offered to its waiting list; the offer mails wait for the commit. */
  context: OfferContext;
  /** The client's rule for where refunds go (decision 35), and the customer's choice, if any. */
  cancellationRefunds: CancellationRefundRule;
  refundTo?: RefundTo | undefined;
}

export const cancelMessages = {
  alreadyCancelled: 'This booking is already cancelled.',
  started: 'This session has already started and can no longer be cancelled.',
} as const;

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });

const paidWithOf = (booking: repository.BookingRow): PaidWith =>
  booking.planBenefitId !== null ? 'benefit' : booking.customerPackageId !== null ? 'package' : 'money';

/** What the toast says once cancelled: the terms' words, told as done. */
function cancelledMessage(
  terms: CancellationTerms,
  paidWith: PaidWith,
  cardPence: number,
  symbol: string,
): string {
  const done = 'Your booking is cancelled.';
  if (!terms.isWithinCutoff) return `${done} ${terms.message}`;
  if (paidWith === 'benefit') return `${done} The session has gone back to your membership benefit.`;
  if (paidWith === 'package') return `${done} The session has gone back to your package.`;
  if (terms.refund.amountPence > 0) {
    return `${done} ${refundSentenceOf(cardPence, terms.refund.amountPence - cardPence, symbol)}`;
  }
  return `${done} Nothing was paid for it, so there is nothing to refund.`;
}

/**
 * Cancels a confirmed booking of the call's customer (404 for anyone else's). Read-only checks
 * first; the work then runs in ONE transaction: the booking row is locked first (a second
 * cancel waits, then finds it cancelled: one refund), the cancellation terms are applied
 * (`cancellationTerms`), its places are freed as fulfilment took them, the refund is recorded
 * for the card (sent once committed) or goes on the credit ledger, a benefit or package session goes back when within the cutoff, and a freed
 * class place is offered to the first in its waiting list.
 */
export async function prepareCancel(call: CancelCall, bookingId: number) {
  const { db, client, context } = call;
  // A choice the operator's rule refuses is refused before anything changes.
  const toCard = wantsCard(call.cancellationRefunds, call.refundTo);
  const booking = await repository.findBooking(db, client.id, bookingId);
  if (booking?.userId !== call.customerId) throw notFound();
  const [cutoffHours, order] = await Promise.all([
    repository.cutoffHoursOf(db, booking),
    repository.orderOf(db, client.id, booking.orderId),
  ]);
  if (!order) throw new Error(`order ${booking.orderId} of booking ${booking.id} is missing`);

  return async (tx: Transaction): Promise<CancelBookingResponse> => {
    const locked = await repository.lockBooking(tx, client.id, bookingId);
    if (!locked) throw notFound();
    if (locked.status === 'cancelled') throw conflict(cancelMessages.alreadyCancelled);
    const now = new Date();
    const classId = locked.classOccurrenceId;
    if (classId !== null) await passOnForClass(tx, context, { client, classId, now });
    const paidWith = paidWithOf(locked);
    const terms = cancellationTerms({
      startsAt: locked.startsAt,
      cutoffHours,
      paidWith,
      refundablePence: refundablePence({
        bookingTotalPence: locked.pricePence * locked.quantity,
        orderSubtotalPence: order.subtotalPence,
        orderDiscountPence: order.discountPence,
      }),
      currencySymbol: client.currencySymbol,
      now,
    });
    if (!terms) throw conflict(cancelMessages.started);
    const refundPence = terms.refund.amountPence;
    await repository.markCancelled(tx, locked, {
      byUserId: call.byUserId,
      refundPence,
      returnsAllowance: terms.isWithinCutoff && paidWith !== 'money',
    });
    await repository.freePlaces(tx, locked);
    const cardPence = await cardShareOf(tx, locked, { refundPence, toCard, chosen: call.refundTo });
    if (refundPence > cardPence) {
      const amountPence = refundPence - cardPence;
      await repository.grantRefund(tx, locked, { amountPence, orderReference: order.reference });
    }
    const mail = { client, booking: locked, terms, paidWith, orderReference: order.reference, cardPence };
    context.mails.push(await queueCancellationMail(tx, context.mailer, mail));
    if (classId !== null) await offerFreePlaces(tx, context, { client, classId, now });
    return {
      bookingId: locked.id,
      status: 'cancelled',
      refund: terms.refund,
      refundTo: refundPence <= 0 ? null : cardPence > 0 ? 'card' : 'credit',
      message: cancelledMessage(terms, paidWith, cardPence, client.currencySymbol),
    };
  };
}
