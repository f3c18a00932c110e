import type { CancellationTerms } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { type bookings, venues } from '../../db/schema/index.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { cancelledInvite, courseSessionsOf, type SessionTimes } from './calendar-invite.ts';
import { dayOfInstant, moneyOf, oneLine, paragraphsMail, recipientOf, whenOf } from './mail-text.ts';
import type { Mailer, OutboxRow } from './mailer.ts';

export interface CancelledBooking {
  client: ClientRow;
  booking: typeof bookings.$inferSelect;
  /** The terms applied: what came back, if anything. */
  terms: CancellationTerms;
  paidWith: 'money' | 'benefit' | 'package';
  orderReference: string;
  /** The part of the refund going back to the card paid with (the rest is account credit). */
  cardPence?: number;
}

/** What came back and where: money to the card or account credit, or the session. */
export function refundSentence(client: ClientRow, input: CancelledBooking): string {
  const { terms, paidWith } = input;
  if (!terms.isWithinCutoff) return `Refund: none. ${terms.message}`;
  if (paidWith === 'benefit') return 'Refund: the session has gone back to your membership benefit.';
  if (paidWith === 'package') return 'Refund: the session has gone back to your package.';
  const cardPence = input.cardPence ?? 0;
  const creditPence = terms.refund.amountPence - cardPence;
  const credit = `${moneyOf(client, creditPence)}, added to your account as general credit. It is taken off your next booking at checkout.`;
  if (cardPence > 0) {
    const card = `${moneyOf(client, cardPence)} back to the card you paid with (it can take up to 10 days to show on your statement)`;
    return creditPence > 0 ? `Refund: ${card}, and ${credit}` : `Refund: ${card}.`;
  }
  if (terms.refund.amountPence > 0) return `Refund: ${credit}`;
  return 'Refund: none. Nothing was paid for this booking.';
}

/** A course's sessions in one line: `10 sessions, Mon 5 Jan 2027 to Mon 9 Mar 2027`. */
function courseWhen(client: ClientRow, sessions: readonly SessionTimes[] | undefined): string | null {
  const [first] = sessions ?? [];
  const last = sessions?.at(-1);
  if (!first || !last || !sessions) return null;
  return `${sessions.length} sessions, ${dayOfInstant(client, first.startsAt)} to ${dayOfInstant(client, last.startsAt)}`;
}

/**
 * Records, in the cancel's transaction, the mail telling the customer what was cancelled, what
 * came back and where, with the calendar update that takes the booking (every session of a
 * course) out of their calendar. Answers the outbox row to deliver once the cancel commits.
 */
export async function queueCancellationMail(
  tx: Transaction,
  mailer: Mailer,
  input: CancelledBooking,
): Promise<OutboxRow> {
  const { client, booking } = input;
  const to = await recipientOf(tx, client.id, booking.userId);
  const [venue] = await tx
    .select({ name: venues.name })
    .from(venues)
    .where(and(eq(venues.clientId, client.id), eq(venues.id, booking.venueId)))
    .limit(1);
  const venueName = venue?.name ?? '';
  const sessions = (await courseSessionsOf(tx, client.id, [booking.courseId])).get(booking.courseId ?? -1);
  const name = oneLine(booking.name);
  const places = booking.quantity > 1 ? ` x ${booking.quantity}` : '';
  const { text, html } = paragraphsMail([
    [`Hello ${oneLine(to.firstName)},`],
    [`Your booking is cancelled (order ${input.orderReference}):`],
    [`${name}${places}`, venueName, courseWhen(client, sessions) ?? whenOf(client, booking)],
    [refundSentence(client, input)],
    ['A calendar update that removes it from your calendar is attached.'],
  ]);
  return mailer.enqueue(tx, {
    clientId: client.id,
    to: to.email,
    subject: `${client.name}: booking cancelled (${name})`,
    text,
    html,
    attachments: [cancelledInvite(client, { ...booking, venueName }, sessions ?? [])],
  });
}
