import { type CartHandoff, cartHandoffMinutes, cartHandoffParam } from '@leisure/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { guestCartOf, openCartOf } from './cart.repository.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { moveGuestLines, takeGuestCart } from './guest-merge.ts';
import { checkHandoffToken, signHandoffToken } from './handoff-token.ts';

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });

export const handoffErrors = {
  invalid: () =>
    new AppError({ statusCode: 400, code: 'handoff_invalid', message: 'This basket link is not valid.' }),
  expired: () =>
    new AppError({
      statusCode: 410,
      code: 'handoff_expired',
      message: 'This basket link has expired. Ask the kiosk for a new one.',
    }),
  used: () =>
    new AppError({
      statusCode: 409,
      code: 'handoff_used',
      message: 'This basket has already been picked up, or its places have been released.',
    }),
};

/**
 * A signed link that carries a visitor's basket to another device (the kiosk's QR code): the
 * bookings app's basket page with the token, usable for `cartHandoffMinutes`. Only a visitor's
 * basket is handed off: a customer's is already theirs on every device once they log in.
 */
export async function createHandoff(
  db: Database,
  input: { owner: CartOwner; secret: string; bookingsBaseUrl: string; now?: Date },
): Promise<CartHandoff> {
  const { owner } = input;
  if (!isGuest(owner)) {
    throw conflict('Your basket is saved to your account: log in on your phone to carry on.');
  }
  const cart = owner.guest ? await guestCartOf(db, owner.client.id, owner.guest.hash, false) : undefined;
  if (!cart || (await liveLineCount(db, owner.client.id, cart.id)) === 0) {
    throw conflict('There is nothing in the basket to carry over.');
  }
  const expiresAt = new Date((input.now ?? new Date()).getTime() + cartHandoffMinutes * 60_000);
  const token = signHandoffToken({ clientId: owner.client.id, cartUuid: cart.uuid, expiresAt }, input.secret);
  const url = new URL(`${input.bookingsBaseUrl}basket`);
  url.searchParams.set(cartHandoffParam, token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

async function liveLineCount(db: Database, clientId: number, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.clientId, clientId),
        eq(cartItems.cartId, cartId),
        eq(cartItems.status, 'held'),
        gt(cartItems.holdExpiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims a hand-off for `owner` (the phone: a visitor, given a basket if it has none, or a
 * customer), in one transaction: the handed-off basket is taken (`open` → `merged`, so a second
 * claim finds nothing: single use) and its live lines move into the owner's basket with their
 * holds, as at login. Nothing changes when no live line is left. Answers how many lines moved.
 */
export async function claimHandoff(
  db: Database,
  input: { owner: CartOwner; token: string; secret: string; now?: Date },
): Promise<number> {
  const { owner } = input;
  const clientId = owner.client.id;
  const check = checkHandoffToken(input.token, { secret: input.secret, now: input.now ?? new Date() });
  // Another client's token is as good as a forged one here.
  if (check.kind === 'invalid' || check.claims.clientId !== clientId) throw handoffErrors.invalid();
  if (check.kind === 'expired') throw handoffErrors.expired();
  const { cartUuid } = check.claims;
  return db.transaction(async (tx) => {
    const from = await takeGuestCart(tx, clientId, eq(carts.uuid, cartUuid));
    if (!from) throw handoffErrors.used();
    const to = isGuest(owner)
      ? owner.guest && (await guestCartOf(tx, clientId, owner.guest.hash, true))
      : await openCartOf(tx, clientId, owner.userId);
    if (!to) throw new Error('no basket to hand off into');
    const userId = isGuest(owner) ? null : owner.userId;
    const moved = await moveGuestLines(tx, {
      clientId,
      fromCartId: from.id,
      toCartId: to.id,
      userId,
      zone: owner.client.timezone,
    });
    // Rolls the take back: a basket whose holds all ran out hands nothing over.
    if (moved === 0) throw handoffErrors.used();
    return moved;
  });
}
