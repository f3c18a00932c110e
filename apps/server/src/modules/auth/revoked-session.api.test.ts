import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { carts, sessions } from '../../db/schema/index.ts';
import { classItem, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';

const kit = useBookingKit();

const guestCarts = async () => {
  const [row] = await kit
    .db()
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.clientId, kit.clientId), isNotNull(carts.guestKeyHash)));
  return row?.n ?? 0;
};

/** The session ended elsewhere: logged out on another device, or a password reset. */
async function revokeSessionOf(customer: TestCustomer) {
  await kit
    .db()
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.clientId, kit.clientId), eq(sessions.userId, customer.id)));
}

const clearedCookies = (response: LightMyRequestResponse) =>
  [
    ...new Set(
      response.cookies
        .filter((cookie) => cookie.value === '' && cookie.maxAge === 0)
        .map((cookie) => cookie.name),
    ),
  ].sort();

describe('a session ended elsewhere', () => {
  it('answers 401 to an add, clears the cookies, and makes no visitor basket', async () => {
    const customer = await kit.customer();
    await revokeSessionOf(customer);
    const before = await guestCarts();
    const response = await kit.add(customer, [classItem(await kit.classWithSpaces(3))]);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: 'User signed out', code: 'unauthenticated', errors: {} });
    expect(clearedCookies(response)).toEqual(['auth_state_demo', 'auth_token_demo']);
    expect(response.cookies.some((cookie) => cookie.name === kit.guestCookie && cookie.value !== '')).toBe(
      false,
    );
    expect(await guestCarts()).toBe(before);
  });

  it('answers 401 to a read that would otherwise answer a visitor (the basket)', async () => {
    const customer = await kit.customer();
    await revokeSessionOf(customer);
    const response = await kit.getCart(customer);
    expect(response.statusCode).toBe(401);
    expect(clearedCookies(response)).toEqual(['auth_state_demo', 'auth_token_demo']);
  });

  it('still lets the old cookie log out, and a visitor without a cookie use the basket', async () => {
    const customer = await kit.customer();
    await revokeSessionOf(customer);
    const out = await kit.post(customer, '/api/auth/logout', {});
    expect(out.statusCode).toBe(200);
    expect(clearedCookies(out)).toEqual(['auth_state_demo', 'auth_token_demo']);
    expect((await kit.getCart(kit.visitor())).statusCode).toBe(200);
  });
});
