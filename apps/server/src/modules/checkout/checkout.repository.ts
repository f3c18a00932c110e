import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client.ts';
import { cartItems, checkoutTransactions, savedCards, venues } from '../../db/schema/index.ts';
import { extendSlotHolds } from '../cart/holds.repository.ts';

type Db = Database | Transaction;

export type CheckoutTransactionRow = typeof checkoutTransactions.$inferSelect;
export type NewCheckoutTransaction = typeof checkoutTransactions.$inferInsert;

/** The minutes a place stays held once payment starts (30: docs/product.md, 'Capacity and holds'). */
export const PAYING_HOLD_MINUTES = 30;

/**
 * Keeps the basket's live holds for `PAYING_HOLD_MINUTES` from now while a payment or its
 * 3-D Secure check runs; never shortens a hold and never revives an expired one. Answers the
 * earliest hold end.
 */
export async function extendHolds(db: Db, clientId: number, cartId: number): Promise<Date | undefined> {
  const until = sql`now() + make_interval(mins => ${PAYING_HOLD_MINUTES})`;
  const extended = await db
    .update(cartItems)
    .set({ holdExpiresAt: sql`greatest(${cartItems.holdExpiresAt}, ${until})` })
    .where(
      and(
        eq(cartItems.clientId, clientId),
        eq(cartItems.cartId, cartId),
        eq(cartItems.status, 'held'),
        sql`${cartItems.holdExpiresAt} > now()`,
      ),
    )
    .returning({ holdExpiresAt: cartItems.holdExpiresAt, slotBookingId: cartItems.slotBookingId });
  await extendSlotHolds(db, clientId, extended, until);
  const ends = extended.map((row) => row.holdExpiresAt.getTime());
  return ends.length > 0 ? new Date(Math.min(...ends)) : undefined;
}

export async function insertTransaction(db: Db, row: NewCheckoutTransaction) {
  const [created] = await db.insert(checkoutTransactions).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findTransaction(db: Db, clientId: number, userId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(checkoutTransactions)
    .where(
      and(
        eq(checkoutTransactions.clientId, clientId),
        eq(checkoutTransactions.userId, userId),
        eq(checkoutTransactions.uuid, uuid),
      ),
    )
    .limit(1);
  return row;
}

/** The latest attempt for a basket that is waiting for the shopper or already paid. */
export async function openAttemptOf(db: Db, clientId: number, cartId: number) {
  const [row] = await db
    .select()
    .from(checkoutTransactions)
    .where(
      and(
        eq(checkoutTransactions.clientId, clientId),
        eq(checkoutTransactions.cartId, cartId),
        inArray(checkoutTransactions.status, ['authorising', 'sca_required', 'authorised']),
        sql`${checkoutTransactions.createdAt} > now() - make_interval(mins => ${PAYING_HOLD_MINUTES})`,
      ),
    )
    .orderBy(desc(checkoutTransactions.id))
    .limit(1);
  return row;
}

/** Moves an attempt on, only from one of `from`: answers the row when this call moved it. */
export async function moveTransaction(
  db: Db,
  row: CheckoutTransactionRow,
  from: CheckoutTransactionRow['status'][],
  changes: Partial<NewCheckoutTransaction>,
) {
  const [moved] = await db
    .update(checkoutTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(checkoutTransactions.clientId, row.clientId),
        eq(checkoutTransactions.id, row.id),
        inArray(checkoutTransactions.status, from),
      ),
    )
    .returning();
  return moved;
}

/** One of the customer's saved cards: by id, or the latest one kept with a provider. */
export async function savedCardOf(
  db: Db,
  owner: { clientId: number; userId: number },
  which: { id: number } | { provider: string },
) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.clientId, owner.clientId),
        eq(savedCards.userId, owner.userId),
        'id' in which ? eq(savedCards.id, which.id) : eq(savedCards.provider, which.provider),
      ),
    )
    .orderBy(desc(savedCards.id))
    .limit(1);
  return row;
}

export async function saveCard(db: Db, row: typeof savedCards.$inferInsert) {
  await db.insert(savedCards).values(row).onConflictDoNothing();
}

/**
 * The page an attempt's shopper comes back to from the bank when the attempt paid for a
 * membership online: the joining page of its home centre; null for the bookings checkout.
 */
export async function checkoutPathOfAttempt(db: Db, clientId: number, uuid: string): Promise<string | null> {
  const [row] = await rowsOf<{ slug: string }>(
    db,
    sql`select v.slug from ${checkoutTransactions} t
      join ${cartItems} i on i.client_id = t.client_id and i.cart_id = t.cart_id and i.type = 'membership'
        and i.status <> 'released'
      join ${venues} v on v.client_id = i.client_id and v.id = (i.options->>'home_venue_id')::int
      where t.client_id = ${clientId} and t.uuid = ${uuid} and t.source = 'online-joining'
      order by i.id desc limit 1`,
  );
  return row ? `/centre/${encodeURIComponent(row.slug)}` : null;
}
