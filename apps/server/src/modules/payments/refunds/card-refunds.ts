import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Env } from '../../../config/env.ts';
import type { Database, Db, Transaction } from '../../../db/client.ts';
import { cardRefunds, clients, orderPayments, orders } from '../../../db/schema/index.ts';
import { ProviderError } from '../provider.ts';
import { clientPaymentsOf } from '../settings/client-payments.ts';
import { SecretBoxError } from '../settings/secret-box.ts';

export type CardRefundRow = typeof cardRefunds.$inferSelect;

/** How long a claimed refund is left to its sender before another process may try it. */
const CLAIM_MS = 2 * 60_000;
/** Waits between tries after a refusal: 1, 2, 4 ... minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
const BATCH = 50;

/** The card payment of an order and what of it is already on its way back (under the order's lock). */
export async function cardPaymentLeftOf(tx: Transaction, clientId: number, orderId: number) {
  // Bookings of one order cancelled at once: one at a time, so the card is never over-refunded.
  await tx.execute(
    sql`select 1 from ${orders} where ${orders.clientId} = ${clientId} and ${orders.id} = ${orderId} for update`,
  );
  const [card] = await tx
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.clientId, clientId),
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.tenderType, 'card'),
      ),
    )
    .limit(1);
  if (!card?.provider || !card.providerTransactionId) return null;
  const [given] = await tx
    .select({ pence: sql<number>`coalesce(sum(${cardRefunds.amountPence}), 0)::int` })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.clientId, clientId), eq(cardRefunds.orderId, orderId)));
  return {
    provider: card.provider,
    providerTransactionId: card.providerTransactionId,
    leftPence: card.amountPence - (given?.pence ?? 0),
  };
}

export async function recordCardRefund(
  tx: Transaction,
  values: Omit<typeof cardRefunds.$inferInsert, 'id' | 'status' | 'attempts' | 'createdAt' | 'updatedAt'>,
): Promise<CardRefundRow> {
  const [row] = await tx.insert(cardRefunds).values(values).returning();
  if (!row) throw new Error('card refund not recorded');
  return row;
}

/**
 * Takes a refund for one try while it is still owed and due, unless another process took it:
 * its next try moves past this one, so a sender that dies leaves it to the reconciler.
 */
async function claim(db: Db, row: Pick<CardRefundRow, 'clientId' | 'id'>, now: Date) {
  const [claimed] = await db
    .update(cardRefunds)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
    .where(
      and(
        eq(cardRefunds.clientId, row.clientId),
        eq(cardRefunds.id, row.id),
        inArray(cardRefunds.status, ['pending', 'failed']),
        lte(cardRefunds.nextAttemptAt, now),
      ),
    )
    .returning();
  return claimed;
}

export interface CardRefundDeps {
  db: Database;
  config: Env;
  warn: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * The processor's idempotency reference of a refund's next try: `refund-booking-{id}`, so a
 * repeat never refunds twice; after the processor reported a refund it had taken as failed (a
 * webhook), one naming that failed refund, since replaying the first would only answer it again.
 */
export function refundReferenceOf(row: Pick<CardRefundRow, 'bookingId' | 'status' | 'providerRefundId'>) {
  const base = `refund-booking-${row.bookingId}`;
  return row.status === 'failed' && row.providerRefundId ? `${base}-after-${row.providerRefundId}` : base;
}

/**
 * Sends one owed refund to the client's processor, with `refundReferenceOf` as the processor's
 * idempotency reference (a repeat never refunds twice). A refusal is recorded for the customer
 * and staff to see, and tried again later. Answers the refund's state after this try.
 */
export async function sendCardRefund(
  deps: CardRefundDeps,
  row: Pick<CardRefundRow, 'clientId' | 'id'>,
  now = new Date(),
): Promise<CardRefundRow['status'] | null> {
  const claimed = await claim(deps.db, row, now);
  if (!claimed) return null;
  const where = and(eq(cardRefunds.clientId, claimed.clientId), eq(cardRefunds.id, claimed.id));
  try {
    const [client] = await deps.db.select().from(clients).where(eq(clients.id, claimed.clientId));
    if (!client) throw new Error(`card refund of unknown client ${claimed.clientId}`);
    const payments = await clientPaymentsOf(deps, claimed.clientId);
    const { refundId } = await payments.providerOf(claimed.provider).refund({
      merchant: client.slug,
      providerTransactionId: claimed.providerTransactionId,
      amountPence: claimed.amountPence,
      vendorTxCode: refundReferenceOf(claimed),
      reason: 'Booking cancelled',
    });
    await deps.db
      .update(cardRefunds)
      .set({
        status: 'refunded',
        providerRefundId: refundId,
        attempts: claimed.attempts + 1,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(where);
    return 'refunded';
  } catch (error) {
    if (!(error instanceof ProviderError || error instanceof SecretBoxError)) throw error;
    const attempts = claimed.attempts + 1;
    await deps.db
      .update(cardRefunds)
      .set({
        status: 'failed',
        attempts,
        lastError: error.message,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        updatedAt: new Date(),
      })
      .where(where);
    deps.warn('card refund refused: it will be tried again', {
      refund: claimed.id,
      attempts,
      reason: error.message,
    });
    return 'failed';
  }
}

/** The reconciler's share: every refund owed and due, each tried once (claimed, so processes share them). */
export async function retryCardRefunds(deps: CardRefundDeps, now = new Date()) {
  const due = await deps.db
    .select({ clientId: cardRefunds.clientId, id: cardRefunds.id })
    .from(cardRefunds)
    .where(and(inArray(cardRefunds.status, ['pending', 'failed']), lte(cardRefunds.nextAttemptAt, now)))
    .orderBy(asc(cardRefunds.nextAttemptAt))
    .limit(BATCH);
  let refunded = 0;
  let failed = 0;
  for (const row of due) {
    const status = await sendCardRefund(deps, row, now);
    if (status === 'refunded') refunded += 1;
    if (status === 'failed') failed += 1;
  }
  return { refunded, failed };
}

/** Marks refunds of a payment as made when its processor says the whole payment went back (a webhook). */
export async function confirmRefundedPayment(db: Db, clientId: number, providerTransactionId: string) {
  await db
    .update(cardRefunds)
    .set({ status: 'refunded', lastError: null, updatedAt: new Date() })
    .where(
      and(
        eq(cardRefunds.clientId, clientId),
        eq(cardRefunds.providerTransactionId, providerTransactionId),
        inArray(cardRefunds.status, ['pending', 'failed']),
      ),
    );
}

/**
 * A refund the processor had taken and now reports failed (its webhook): failed for the customer
 * and staff to see, with the processor's reason, and due for the reconciler's next pass. A repeat
 * of the same notification changes nothing more. Answers whether a refund of ours was concerned.
 */
export async function markRefundFailed(
  db: Db,
  clientId: number,
  failure: { providerTransactionId: string; refundId: string; reason: string },
  now = new Date(),
): Promise<boolean> {
  const marked = await db
    .update(cardRefunds)
    .set({ status: 'failed', lastError: failure.reason, nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(cardRefunds.clientId, clientId),
        eq(cardRefunds.providerTransactionId, failure.providerTransactionId),
        eq(cardRefunds.providerRefundId, failure.refundId),
        inArray(cardRefunds.status, ['pending', 'refunded']),
      ),
    )
    .returning({ id: cardRefunds.id });
  return marked.length > 0;
}

/** Sends the refund a cancellation just recorded for a booking, if any (claimed: never twice at once). */
export async function sendRefundOfBooking(deps: CardRefundDeps, clientId: number, bookingId: number) {
  const [row] = await deps.db
    .select({ clientId: cardRefunds.clientId, id: cardRefunds.id })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.clientId, clientId), eq(cardRefunds.bookingId, bookingId)));
  return row ? sendCardRefund(deps, row) : null;
}
