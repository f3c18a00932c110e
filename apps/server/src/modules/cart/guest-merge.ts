import { and, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { cartItems, carts, slotBookings } from '../../db/schema/index.ts';
import { moveCartDiscounts } from '../discounts/discount-codes.repository.ts';
import { applyAllowances } from '../memberships/allowances.ts';
import { moveAnswers } from '../waivers/questions.repository.ts';
import { type CartRow, openCartOf, touchCart } from './cart.repository.ts';
import { clearGuestCookie, hasGuestCookie, presentedGuestKey } from './guest-cookie.ts';

/**
 * Takes a visitor's open basket out of use in one conditional statement (`open` → `merged`), so
 * of two calls racing for it exactly one gets it. Undefined when there is no such open basket.
 */
export async function takeGuestCart(
  tx: Transaction,
  clientId: number,
  which: SQL | undefined,
): Promise<CartRow | undefined> {
  const [taken] = await tx
    .update(carts)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(and(eq(carts.clientId, clientId), eq(carts.status, 'open'), isNotNull(carts.guestKeyHash), which))
    .returning();
  return taken;
}

/**
 * Moves a taken visitor basket's live held lines into `toCart`, with their holds as they are (no
 * place is freed or taken, their expiry is kept); for a customer (`userId`) a slot's hold becomes
 * theirs and their benefits and packages apply. Applied codes and answers to booking questions
 * follow, expired lines are released. Run in the caller's transaction; answers how many lines
 * moved.
 */
export async function moveGuestLines(
  tx: Transaction,
  input: { clientId: number; fromCartId: number; toCartId: number; userId: number | null; zone: string },
): Promise<number> {
  const { clientId, userId } = input;
  const ofGuestCart = and(
    eq(cartItems.clientId, clientId),
    eq(cartItems.cartId, input.fromCartId),
    eq(cartItems.status, 'held'),
  );
  const moved = await tx
    .update(cartItems)
    .set({ cartId: input.toCartId })
    .where(and(ofGuestCart, gt(cartItems.holdExpiresAt, sql`now()`)))
    .returning({ id: cartItems.id, slotBookingId: cartItems.slotBookingId });
  const slotBookingIds = moved.flatMap((line) => (line.slotBookingId === null ? [] : [line.slotBookingId]));
  if (userId !== null && slotBookingIds.length > 0) {
    await tx
      .update(slotBookings)
      .set({ userId })
      .where(and(eq(slotBookings.clientId, clientId), inArray(slotBookings.id, slotBookingIds)));
  }
  await tx.update(cartItems).set({ status: 'released' }).where(ofGuestCart);
  if (userId !== null) {
    const lineIds = moved.map((line) => line.id);
    await applyAllowances(tx, { clientId, cartId: input.toCartId, userId, zone: input.zone, lineIds });
  }
  await moveCartDiscounts(tx, { clientId, fromCartId: input.fromCartId, toCartId: input.toCartId });
  await moveAnswers(tx, { clientId, fromCartId: input.fromCartId, toCartId: input.toCartId });
  await touchCart(tx, clientId, input.toCartId);
  return moved.length;
}

/**
 * Merges a visitor's basket into the customer's open basket, in one transaction (see
 * `moveGuestLines`); the visitor's basket becomes `merged`. Answers how many lines moved (0
 * without a basket).
 */
export async function mergeGuestCart(
  db: Database,
  input: { clientId: number; userId: number; guestKeyHash: string; zone: string },
): Promise<number> {
  const { clientId, userId } = input;
  return db.transaction(async (tx) => {
    const guestCart = await takeGuestCart(tx, clientId, eq(carts.guestKeyHash, input.guestKeyHash));
    if (!guestCart) return 0;
    const cart = await openCartOf(tx, clientId, userId);
    return moveGuestLines(tx, {
      clientId,
      fromCartId: guestCart.id,
      toCartId: cart.id,
      userId,
      zone: input.zone,
    });
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
