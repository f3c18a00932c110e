import { createHash } from 'node:crypto';
import { authCookieNames, type Cart, type CartQuestions } from '@leisure/contracts';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartItems, carts, slotBookings, users } from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  type Shopper,
  slotItem,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { reasons } from '../timetable/action-to-show.ts';

const kit = useBookingKit();

const guestCarts = async () => {
  const [row] = await kit
    .db()
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.clientId, kit.clientId), isNotNull(carts.guestKeyHash)));
  return row?.n ?? 0;
};
const guestCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === kit.guestCookie);

describe("a visitor's basket", () => {
  it('answers an empty basket without storing anything until the first add', async () => {
    const before = await guestCarts();
    const response = await kit.getCart(kit.visitor());
    expect(response.statusCode).toBe(200);
    expect(dataOf<Cart>(response)).toMatchObject({ id: 0, uuid: '', cartId: 0, isGuest: true, items: [] });
    expect(guestCookieOf(response)).toBeUndefined();
    expect(await guestCarts()).toBe(before);
  });

  it('ties the first add to an HttpOnly parent-domain cookie whose SHA-256 alone is stored', async () => {
    const guest = kit.visitor();
    const lesson = await kit.classWithSpaces(3);
    const response = await kit.add(guest, [classItem(lesson)]);
    expect(response.statusCode, response.body).toBe(201);
    const cookie = guestCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', domain: 'demo.localhost' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cart = dataOf<Cart>(response);
    expect(cart).toMatchObject({ isGuest: true, totals: { itemCount: 1 } });
    expect(cart.id).toBeGreaterThan(0);
    const [row] = await kit.db().select().from(carts).where(eq(carts.id, cart.id));
    const hash = createHash('sha256')
      .update(cookie?.value ?? '')
      .digest('hex');
    expect(row).toMatchObject({ guestKeyHash: hash, userId: null, status: 'open' });

    const again = await kit.add(guest, [classItem(await kit.classWithSpaces(3))]);
    expect(dataOf<Cart>(again).id).toBe(cart.id);
    expect((await kit.cartOf(guest)).items).toHaveLength(2);
    expect((await kit.cartOf(kit.visitor())).items).toEqual([]);
  });

  it('asks a visitor to log in for a members-only item and keeps nothing', async () => {
    const guest = kit.visitor();
    const before = await guestCarts();
    const members = await kit.classWithSpaces(3, { isMembersOnly: true });
    const response = await kit.add(guest, [classItem(members)]);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(reasons.login);
    expect(reasons.login).toMatch(/needs an account/);
    expect(guestCookieOf(response)).toBeUndefined();
    expect(await guestCarts()).toBe(before);
  });

  it('lets a visitor update, remove and clear, releasing the places', async () => {
    const guest = kit.visitor();
    const time = await kit.ticketTimeWithSpaces(4);
    const lesson = await kit.classWithSpaces(2);
    const added = dataOf<Cart>(await kit.add(guest, [ticketItem(time, 1), classItem(lesson)]));
    const tickets = added.items.find((item) => item.type === 'ticket_time');
    const updated = await kit.update(guest, tickets?.id ?? 0, { quantity: 3 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<Cart>(updated).items.find((item) => item.id === tickets?.id)?.quantity).toBe(3);
    const classLine = added.items.find((item) => item.type === 'activity_class');
    expect(dataOf<Cart>(await kit.remove(guest, [classLine?.id ?? 0])).items).toHaveLength(1);
    expect(await kit.classSpaces(lesson.listingId)).toBe(2);
    const cleared = await kit.clear(guest);
    expect(cleared.statusCode).toBe(200);
    expect(dataOf<Cart>(cleared).items).toEqual([]);
    expect(dataOf<Cart>(await kit.clear(kit.visitor()))).toMatchObject({ id: 0, items: [] });
  });

  it('refuses a guest-cookie state change without X-Requested-With or from another site', async () => {
    const guest = kit.visitor();
    await kit.add(guest, [classItem(await kit.classWithSpaces(2))]);
    const cookie = `${kit.guestCookie}=${guest.cookies.get(kit.guestCookie)}`;
    const bare = await kit.testApp.request({
      method: 'DELETE',
      url: '/api/activities/cart',
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(403);
    expect(errorOf(bare).code).toBe('csrf_rejected');
    const foreign = await kit.clear(guest, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await kit.cartOf(guest)).items).toHaveLength(1);
  });

  it('keeps credit for customers (401) and scopes Idempotency-Key to the guest key', async () => {
    const guest = kit.visitor();
    const lesson = await kit.classWithSpaces(5);
    await kit.add(guest, [classItem(await kit.classWithSpaces(5))]);
    const credit = await kit.post(guest, '/api/credits/apply', {
      creditsToReserve: [{ amount: 100, type: 'general' }],
    });
    expect(credit.statusCode).toBe(401);
    const key = { 'idempotency-key': 'guest-add-1' };
    const first = await kit.add(guest, [classItem(lesson)], key);
    const again = await kit.add(guest, [classItem(lesson)], key);
    expect(again.json()).toEqual(first.json());
    expect((await kit.cartOf(guest)).items).toHaveLength(2);
    const other = kit.visitor();
    await kit.add(other, [classItem(await kit.classWithSpaces(5))]);
    const otherReplay = await kit.add(other, [classItem(lesson)], key);
    expect(otherReplay.statusCode).toBe(201);
    expect(dataOf<Cart>(otherReplay).id).not.toBe(dataOf<Cart>(first).id);
  });
});

/** Logs the shopper in (or registers them) as the bookings app does, with their guest cookie. */
async function signIn(who: Shopper, how: 'login' | 'register') {
  const payload =
    how === 'login'
      ? { username: 'customer@demo.test', password: 'Demo-Customer-2026!' }
      : {
          client_id: 'demo',
          source: 'bookings',
          first_name: 'Guest',
          last_name: 'Shopper',
          email: `guest-${Math.random().toString(36).slice(2, 10)}@example.test`,
          password: 'Merge-Basket-2026!',
          terms: true,
        };
  const response = await kit.post(who, `/api/auth/customer/${how}`, payload);
  expect(response.statusCode, response.body).toBe(how === 'login' ? 200 : 201);
  const token = response.cookies.find((cookie) => cookie.name === authCookieNames('demo').token);
  who.cookies.set(authCookieNames('demo').token, token?.value ?? '');
  const { user } = dataOf<{ user: { id: number } }>(response);
  return { response, userId: user.id };
}

describe('merging at login and sign-up', () => {
  it("moves the visitor's live lines into the customer's basket, keeping their holds, and clears the cookie", async () => {
    const guest = kit.visitor();
    const lesson = await kit.classWithSpaces(3);
    const slot = await kit.freeSlot();
    const stale = await kit.classWithSpaces(3);
    const added = dataOf<Cart>(await kit.add(guest, [classItem(lesson), slotItem(slot), classItem(stale)]));
    const staleLine = added.items.find((item) => item.listingId === stale.listingId);
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cartItems.id, staleLine?.id ?? 0));
    const spaces = await kit.classSpaces(lesson.listingId);

    const { response, userId } = await signIn(guest, 'login');
    const cleared = guestCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);
    expect(guest.cookies.has(kit.guestCookie)).toBe(false);

    const cart = await kit.cartOf(guest);
    expect(cart.isGuest).toBe(false);
    const moved = added.items.filter((item) => item.id !== staleLine?.id);
    expect(cart.items.map((item) => [item.id, item.holdExpiresAt])).toEqual(
      expect.arrayContaining(moved.map((item) => [item.id, item.holdExpiresAt])),
    );
    expect(cart.items.some((item) => item.id === staleLine?.id)).toBe(false);
    expect(await kit.classSpaces(lesson.listingId)).toBe(spaces);
    const [guestCart] = await kit.db().select().from(carts).where(eq(carts.id, added.id));
    expect(guestCart?.status).toBe('merged');
    const [hold] = await kit.db().select().from(slotBookings).where(eq(slotBookings.slotId, slot.id));
    expect(hold).toMatchObject({ userId, status: 'held' });
  });

  it('merges into the basket of a customer who has just signed up', async () => {
    const guest = kit.visitor();
    const lesson = await kit.classWithSpaces(2);
    await kit.add(guest, [classItem(lesson)]);
    const { userId } = await signIn(guest, 'register');
    const cart = await kit.cartOf(guest);
    expect(cart.items.map((item) => item.listingId)).toEqual([lesson.listingId]);
    const [owner] = await kit.db().select().from(carts).where(eq(carts.id, cart.id));
    expect(owner?.userId).toBe(userId);
    const [user] = await kit.db().select().from(users).where(eq(users.id, userId));
    expect(user?.firstName).toBe('Guest');
  });

  it("carries the visitor's answers to booking questions into the customer's basket", async () => {
    const guest = kit.visitor();
    const { lineId, cartId } = await kit.yogaLine(guest);
    await kit.answerRequiredQuestions(guest);
    await signIn(guest, 'register');
    const asked = dataOf<CartQuestions>(await kit.cartQuestions(guest));
    expect(asked.cartId).not.toBe(cartId);
    expect(asked.items.map((line) => [line.cartItemId, line.isComplete])).toEqual([[lineId, true]]);
    expect(asked.unansweredRequired).toBe(0);
  });
});
