import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cartItems, carts, slotBookings } from '../../db/schema/index.ts';
import { moveCartDiscounts } from '../discounts/discount-codes.repository.ts';
import { applyAllowances } from '../memberships/allowances.ts';
import { guestCartOf, openCartOf, touchCart } from './cart.repository.ts';
import { clearGuestCookie, hasGuestCookie, presentedGuestKey } from './guest-cookie.ts';

/**
 * Merges a visitor's basket into the customer's open basket, in one transaction: the live held
 * lines move over with their holds as they are (no place is freed or taken, their expiry is
 * kept), a slot's hold becomes the customer's, applied codes follow, expired lines are released,
 * and the visitor's basket becomes `merged`. Answers how many lines moved (0 without a basket).
 */
export async function mergeGuestCart(
  db: Database,
  input: { clientId: number; userId: number; guestKeyHash: string; zone: string },
): Promise<number> {
  const { clientId, userId } = input;
  return db.transaction(async (tx) => {
    const guestCart = await guestCartOf(tx, clientId, input.guestKeyHash, false);
    if (!guestCart) return 0;
    const cart = await openCartOf(tx, clientId, userId);
    const ofGuestCart = and(
      eq(cartItems.clientId, clientId),
      eq(cartItems.cartId, guestCart.id),
      eq(cartItems.status, 'held'),
    );
    const moved = await tx
      .update(cartItems)
      .set({ cartId: cart.id })
      .where(and(ofGuestCart, gt(cartItems.holdExpiresAt, sql`now()`)))
      .returning({ id: cartItems.id, slotBookingId: cartItems.slotBookingId });
    const slotBookingIds = moved.flatMap((line) => (line.slotBookingId === null ? [] : [line.slotBookingId]));
    if (slotBookingIds.length > 0) {
      await tx
        .update(slotBookings)
        .set({ userId })
        .where(and(eq(slotBookings.clientId, clientId), inArray(slotBookings.id, slotBookingIds)));
    }
    await tx.update(cartItems).set({ status: 'released' }).where(ofGuestCart);
    await applyAllowances(tx, {
      clientId,
      cartId: cart.id,
      userId,
      zone: input.zone,
      lineIds: moved.map((line) => line.id),
    });
    await moveCartDiscounts(tx, { clientId, fromCartId: guestCart.id, toCartId: cart.id });
    await tx
      .update(carts)
      .set({ status: 'merged', updatedAt: sql`now()` })
      .where(and(eq(carts.clientId, clientId), eq(carts.id, guestCart.id)));
    await touchCart(tx, clientId, cart.id);
    return moved.length;
  });
}

/**
 * The login and register hook: when the request carries a guest basket cookie, its basket is
 * merged into the customer's and the cookie is cleared (a malformed or stale one is just cleared).
 */
export async function mergeGuestCartAtLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  customer: { clientId: number; userId: number; zone: string },
): Promise<void> {
  if (!hasGuestCookie(request)) return;
  const key = presentedGuestKey(request);
  if (key) await mergeGuestCart(request.server.db, { ...customer, guestKeyHash: key.hash });
  clearGuestCookie(request, reply);
}
