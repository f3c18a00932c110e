import { type DeskRefund, priceOf } from '@leisure/contracts';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, cardRefunds, orders, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { accountEmail } from '../auth/account-email.ts';
import { cardRefundLabels } from '../my-account/account-bookings.ts';
import { type CardRefundDeps, sendCardRefund } from '../payments/refunds/card-refunds.ts';

/** A refund still pending this long has not reached the processor: staff see it with the failed ones. */
export const PENDING_TOO_LONG_MS = 30 * 60_000;
const LIMIT = 100;

export const deskRefundMessages = {
  alreadyRefunded: 'This refund has already been made.',
} as const;

function selectRefunds(db: Db, clientId: number) {
  return db
    .select({
      refund: cardRefunds,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      orderReference: orders.reference,
      bookingName: bookings.name,
    })
    .from(cardRefunds)
    .innerJoin(users, and(eq(users.clientId, cardRefunds.clientId), eq(users.id, cardRefunds.userId)))
    .innerJoin(orders, and(eq(orders.clientId, cardRefunds.clientId), eq(orders.id, cardRefunds.orderId)))
    .innerJoin(
      bookings,
      and(eq(bookings.clientId, cardRefunds.clientId), eq(bookings.id, cardRefunds.bookingId)),
    )
    .where(eq(cardRefunds.clientId, clientId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectRefunds>>[number];

function toDeskRefund(row: Row, currencySymbol: string): DeskRefund {
  const { refund, customer } = row;
  return {
    id: refund.id,
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`,
      email: accountEmail(customer),
    },
    orderReference: row.orderReference,
    bookingName: row.bookingName,
    amount: priceOf(refund.amountPence, currencySymbol),
    provider: refund.provider,
    status: refund.status,
    label: cardRefundLabels[refund.status],
    error: refund.lastError,
    attempts: refund.attempts,
    lastTriedAt: refund.attempts > 0 || refund.lastError ? refund.updatedAt.toISOString() : null,
    nextTryAt: refund.status === 'refunded' ? null : refund.nextAttemptAt.toISOString(),
  };
}

/** `GET /api/front-of-house/refunds`: failed refunds, and those pending too long, oldest first. */
export async function refundsNeedingAttention(
  db: Db,
  client: { id: number; currencySymbol: string },
  now = new Date(),
): Promise<DeskRefund[]> {
  const rows = await selectRefunds(db, client.id)
    .where(
      and(
        eq(cardRefunds.clientId, client.id),
        or(
          eq(cardRefunds.status, 'failed'),
          and(
            eq(cardRefunds.status, 'pending'),
            lt(cardRefunds.createdAt, new Date(now.getTime() - PENDING_TOO_LONG_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(cardRefunds.createdAt), asc(cardRefunds.id))
    .limit(LIMIT);
  return rows.map((row) => toDeskRefund(row, client.currencySymbol));
}

/**
 * `POST /api/front-of-house/refunds/{id}/retry`: the refund is tried now, as the reconciler
 * would (claimed, so never sent twice at once; the same idempotency reference). 404 for a refund
 * of another client, 409 once it is made. Answers the refund after this try.
 */
export async function retryRefundNow(
  deps: CardRefundDeps,
  client: { id: number; currencySymbol: string },
  refundId: number,
): Promise<DeskRefund> {
  const where = and(eq(cardRefunds.clientId, client.id), eq(cardRefunds.id, refundId));
  const [found] = await deps.db.select().from(cardRefunds).where(where);
  if (!found) throw notFound();
  if (found.status === 'refunded') {
    throw new AppError({ statusCode: 409, code: 'conflict', message: deskRefundMessages.alreadyRefunded });
  }
  const now = new Date();
  // Due now. Were another process sending it this very moment, the processor's idempotency
  // reference (the same for both) still makes it one refund.
  await deps.db
    .update(cardRefunds)
    .set({ nextAttemptAt: now })
    .where(and(where, inArray(cardRefunds.status, ['pending', 'failed'])));
  await sendCardRefund(deps, found, now);
  const [after] = await selectRefunds(deps.db, client.id).where(where);
  if (!after) throw notFound();
  return toDeskRefund(after, client.currencySymbol);
}
