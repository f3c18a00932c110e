import { type Cart, type CartHandoff, cartHandoffParam } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts, slotBookings } from '../../db/schema/index.ts';
import {
  bookingKit,
  classItem,
  errorOf,
  type Shopper,
  slotItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { handoffSecretOf, signHandoffToken } from './handoff-token.ts';

const kit = useBookingKit();
const HANDOFF = '/api/activities/cart/handoff';
// Tests run without HANDOFF_SECRET, as development does.
const testSecret = handoffSecretOf({ NODE_ENV: 'test' });

const createHandoff = (who: Shopper) => kit.post(who, HANDOFF, undefined);
const claim = (who: Shopper, token: string) => kit.post(who, `${HANDOFF}/claim`, { token });
const tokenOf = (handoff: CartHandoff) => new URL(handoff.url).searchParams.get(cartHandoffParam) ?? '';

/** A visitor at the kiosk with a class and a court slot in their basket, and its hand-off. */
async function kioskBasket() {
  const kiosk = kit.visitor();
  const lesson = await kit.classWithSpaces(3);
  const slot = await kit.freeSlot();
  const basket = await kit.added(kiosk, [classItem(lesson), slotItem(slot)]);
  const requestedAt = Date.now();
  const response = await createHandoff(kiosk);
  const answeredAt = Date.now();
  expect(response.statusCode, response.body).toBe(201);
  const handoff = dataOf<CartHandoff>(response);
  return { kiosk, lesson, slot, basket, handoff, token: tokenOf(handoff), requestedAt, answeredAt };
}

describe('handing a kiosk basket to a phone', () => {
  it('makes a signed link to the basket page that lasts ten minutes', async () => {
    const { handoff, token, requestedAt, answeredAt } = await kioskBasket();
    const url = new URL(handoff.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://bookings.demo.localhost:8080/basket');
    expect(token).toMatch(/^h1\./);
    // Ten minutes from the moment the server made it, however long the call took.
    const expiresAt = new Date(handoff.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(requestedAt + 10 * 60_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(answeredAt + 10 * 60_000 + 1_000);
  });

  it('moves the lines with their holds into the phone visitor’s new basket, once', async () => {
    const { kiosk, lesson, basket, token } = await kioskBasket();
    const spaces = await kit.classSpaces(lesson.listingId);
    const phone = kit.visitor();
    const claimed = await claim(phone, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(phone.cookies.has(kit.guestCookie)).toBe(true);
    const cart = dataOf<Cart>(claimed);
    expect(cart.isGuest).toBe(true);
    expect(cart.items.map((item) => [item.id, item.holdExpiresAt])).toEqual(
      basket.items.map((item) => [item.id, item.holdExpiresAt]),
    );
    expect(await kit.classSpaces(lesson.listingId)).toBe(spaces);
    expect((await kit.cartOf(kiosk)).items).toEqual([]);
    const [kioskCart] = await kit.db().select().from(carts).where(eq(carts.id, basket.id));
    expect(kioskCart?.status).toBe('merged');

    const again = await claim(kit.visitor(), token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'handoff_used', errors: {} });
    expect((await kit.cartOf(phone)).items).toHaveLength(2);
  });

  it('gives a logged-in phone the lines, and the slot hold becomes the customer’s', async () => {
    const { slot, token } = await kioskBasket();
    const customer = await kit.customer();
    const claimed = await claim(customer, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(dataOf<Cart>(claimed)).toMatchObject({ isGuest: false, totals: { itemCount: 2 } });
    const [hold] = await kit.db().select().from(slotBookings).where(eq(slotBookings.slotId, slot.id));
    expect(hold).toMatchObject({ userId: customer.id, status: 'held' });
  });

  it('lets exactly one of two phones racing for the same link have the basket', async () => {
    const { token } = await kioskBasket();
    const answers = await Promise.all([claim(kit.visitor(), token), claim(kit.visitor(), token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an expired link, and hands nothing over when every hold has run out', async () => {
    const { kiosk, basket } = await kioskBasket();
    const expired = signHandoffToken(
      { clientId: kit.clientId, cartUuid: basket.uuid, expiresAt: new Date(Date.now() - 1000) },
      testSecret,
    );
    const late = await claim(kit.visitor(), expired);
    expect(late.statusCode).toBe(410);
    expect(errorOf(late).code).toBe('handoff_expired');

    const live = tokenOf(dataOf<CartHandoff>(await createHandoff(kiosk)));
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cartItems.cartId, basket.id));
    const lapsed = await claim(kit.visitor(), live);
    expect(lapsed.statusCode).toBe(409);
    expect(errorOf(lapsed).code).toBe('handoff_used');
    const [kioskCart] = await kit.db().select().from(carts).where(eq(carts.id, basket.id));
    expect(kioskCart?.status).toBe('open');
  });

  it('refuses a forged or altered link and changes nothing', async () => {
    const { kiosk, basket, token } = await kioskBasket();
    const forged = signHandoffToken(
      { clientId: kit.clientId, cartUuid: basket.uuid, expiresAt: new Date(Date.now() + 60_000) },
      'not-the-server-secret-but-32-characters-long',
    );
    for (const bad of [forged, `${token.slice(0, -2)}xx`, 'junk']) {
      const response = await claim(kit.visitor(), bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'handoff_invalid',
        message: 'This basket link is not valid.',
      });
    }
    expect((await kit.cartOf(kiosk)).items).toHaveLength(2);
  });

  it("refuses another client's link", async () => {
    const { kiosk, token } = await kioskBasket();
    const riverside = await bookingKit(kit.testApp, 'riverside');
    const response = await riverside.post(riverside.visitor(), `${HANDOFF}/claim`, { token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('handoff_invalid');
    expect((await kit.cartOf(kiosk)).items).toHaveLength(2);
  });

  it('has nothing to hand off for an empty basket or a customer (theirs on every device)', async () => {
    const empty = await createHandoff(kit.visitor());
    expect(empty.statusCode).toBe(409);
    expect(errorOf(empty).message).toBe('There is nothing in the basket to carry over.');
    const customer = await kit.customer();
    await kit.added(customer, [classItem(await kit.classWithSpaces(2))]);
    const saved = await createHandoff(customer);
    expect(saved.statusCode).toBe(409);
    expect(errorOf(saved).message).toMatch(/saved to your account/);
  });

  it('keeps the cross-site defence for a visitor basket', async () => {
    const { kiosk } = await kioskBasket();
    const foreign = await kit.post(kiosk, HANDOFF, undefined, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe('csrf_rejected');
  });

  it('forgets the visitor basket at logout, so the next person at the kiosk starts afresh', async () => {
    const { kiosk, token } = await kioskBasket();
    const response = await kit.post(kiosk, '/api/auth/logout', undefined);
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === kit.guestCookie);
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
    expect(kiosk.cookies.has(kit.guestCookie)).toBe(false);
    expect((await kit.cartOf(kiosk)).items).toEqual([]);
    // The places stay held for the phone until the link or the holds run out.
    expect((await claim(kit.visitor(), token)).statusCode).toBe(200);
  });
});
