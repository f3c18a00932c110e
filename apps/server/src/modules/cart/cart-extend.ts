import type { Cart } from '@leisure/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { cartOfOwner, touchCart } from './cart.repository.ts';
import { settledCart } from './cart.service.ts';
import type { CartOwner } from './cart-owner.ts';
import { holdExpired } from './cart-update.ts';
import { extendSlotHolds } from './holds.repository.ts';

export const holdAlreadyExtendedMessage =
  'This hold has already been extended once and cannot be extended again.';

export const holdAlreadyExtended = () =>
  new AppError({ statusCode: 409, code: 'hold_already_extended', message: holdAlreadyExtendedMessage });

/**
 * `POST /api/activities/cart/extend`: keeps the named lines' places for another hold period
 * (`CART_HOLD_MINUTES`) from now, once per line, and only while each is still held. A live hold
 * already counts against capacity, so keeping it longer never takes a place from anyone else;
 * an expired hold may have lost its place, so it is never revived here (the basket's Hold again
 * asks for the place anew, under the capacity rules).
 *
 * One conditional update does it: each line is extended only when it is held, its hold has not
 * run out and it was never extended. Two extends at once on PostgreSQL: the second waits for the
 * first's row locks, re-reads the rows and finds them extended, so it changes nothing. All or
 * none: a line that cannot be extended rolls the whole call back (409 `hold_already_extended`
 * or `hold_expired`; 404 for a line not in the basket).
 */
export async function prepareExtend(db: Database, owner: CartOwner, lineIds: number[]) {
  const cart = await cartOfOwner(db, owner, false);
  if (!cart) throw notFound();
  const ids = [...new Set(lineIds)];
  const clientId = owner.client.id;
  return async (tx: Transaction): Promise<Cart> => {
    const until = sql`now() + make_interval(mins => ${owner.holdMinutes})`;
    const extended = await tx
      .update(cartItems)
      // Never shortens a hold (one kept longer while paying may already end later).
      .set({ holdExpiresAt: sql`greatest(${cartItems.holdExpiresAt}, ${until})`, holdExtended: true })
      .where(
        and(
          eq(cartItems.clientId, clientId),
          eq(cartItems.cartId, cart.id),
          inArray(cartItems.id, ids),
          eq(cartItems.status, 'held'),
          eq(cartItems.holdExtended, false),
          sql`${cartItems.holdExpiresAt} > now()`,
        ),
      )
      .returning({ id: cartItems.id, slotBookingId: cartItems.slotBookingId });
    if (extended.length < ids.length) throw await whyNotExtended(tx, { clientId, cartId: cart.id, ids });
    await extendSlotHolds(tx, clientId, extended, until);
    await touchCart(tx, clientId, cart.id);
    return settledCart(tx, owner, cart);
  };
}

/** The reason a line of the request could not be extended, for the refusal (the call rolls back). */
async function whyNotExtended(
  tx: Transaction,
  target: { clientId: number; cartId: number; ids: number[] },
): Promise<AppError> {
  const rows = await tx
    .select({
      status: cartItems.status,
      holdExtended: cartItems.holdExtended,
      isLive: sql<boolean>`${cartItems.holdExpiresAt} > now()`,
    })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.clientId, target.clientId),
        eq(cartItems.cartId, target.cartId),
        inArray(cartItems.id, target.ids),
      ),
    );
  const present = rows.filter((row) => row.status !== 'released');
  if (present.length < target.ids.length) return notFound();
  if (present.some((row) => row.status !== 'held' || !row.isLive)) return holdExpired();
  return holdAlreadyExtended();
}
