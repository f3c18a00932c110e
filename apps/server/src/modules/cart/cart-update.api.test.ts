import type { Cart, ClassDetail } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  type Shopper,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

const lineOf = (cart: Cart, id: number | undefined) => cart.items.find((item) => item.id === id);

/** A class with its member pricing options, as its own page lists them. */
async function classWithMemberOptions() {
  for (let tries = 0; tries < 20; tries++) {
    const lesson = await kit.classWithSpaces(5);
    const detail = await kit.read<ClassDetail>(kit.visitor(), `/api/activities/${lesson.listingId}`);
    const member = detail.class.pricingOptions.find((option) => option.id !== 0);
    if (member) return { lesson, member };
  }
  throw new Error('no class with member pricing in the demo data');
}

describe('changing a basket line', () => {
  it('holds more tickets only when there is room, releases fewer at once, and keeps the expiry', async () => {
    const [who, other] = await kit.twoCustomers();
    const time = await kit.ticketTimeWithSpaces(3);
    const added = dataOf<Cart>(await kit.add(who, [ticketItem(time, 1)]));
    const line = added.items[0];
    // The line can grow into the time's places left: its own 1 and the 2 others.
    expect(line?.maxQuantity).toBe(3);
    const grown = await kit.update(who, line?.id ?? 0, { quantity: 3 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(lineOf(dataOf<Cart>(grown), line?.id)).toMatchObject({
      quantity: 3,
      maxQuantity: 3,
      total: { amountPence: 3 * time.ticketPrice },
      holdExpiresAt: line?.holdExpiresAt,
    });
    expect((await kit.add(other, [ticketItem(time, 1)])).statusCode).toBe(409);

    const tooMany = await kit.update(who, line?.id ?? 0, { quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'place_unavailable',
      message: 'Sorry, there are not enough spaces left at this time for that many tickets.',
    });
    expect(lineOf(await kit.cartOf(who), line?.id)?.quantity).toBe(3);

    expect((await kit.update(who, line?.id ?? 0, { quantity: 1 })).statusCode).toBe(200);
    const othersCart = dataOf<Cart>(await kit.add(other, [ticketItem(time, 2)]));
    expect(othersCart.items[0]).toMatchObject({ quantity: 2, maxQuantity: 2 });
    // Another basket's hold takes the places it holds from this line's limit.
    expect(lineOf(await kit.cartOf(who), line?.id)).toMatchObject({ quantity: 1, maxQuantity: 1 });
  });

  it('answers 422 for a quantity on a class, 404 for a line not in the basket, 409 for an expired hold', async () => {
    const [who, other] = await kit.twoCustomers();
    const added = dataOf<Cart>(await kit.add(who, [classItem(await kit.classWithSpaces(3))]));
    const id = added.items[0]?.id ?? 0;
    expect(added.items[0]?.maxQuantity).toBeNull();
    const quantity = await kit.update(who, id, { quantity: 2 });
    expect(quantity.statusCode).toBe(422);
    expect(errorOf(quantity).errors['options.quantity']).toHaveLength(1);
    expect((await kit.update(other, id, { quantity: 1 })).statusCode).toBe(404);
    expect((await kit.update(who, 999_999_999, { quantity: 1 })).statusCode).toBe(404);
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(cartItems.id, id));
    const expired = await kit.update(who, id, { pricing_option_id: 0 });
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired).code).toBe('hold_expired');
  });

  it('re-prices by pricing option: the standard price for anyone, member prices only for members', async () => {
    const who = await kit.customer();
    const { lesson, member } = await classWithMemberOptions();
    const refused = await kit.add(who, [{ ...classItem(lesson), pricing_option_id: member.id }]);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).errors['items.0.pricing_option_id']?.[0]).toMatch(/members only/);
    expect((await kit.add(who, [{ ...classItem(lesson), pricing_option_id: 987_654 }])).statusCode).toBe(422);

    const added = await kit.add(who, [{ ...classItem(lesson), pricing_option_id: 0 }]);
    expect(added.statusCode, added.body).toBe(201);
    const line = dataOf<Cart>(added).items[0];
    expect(line).toMatchObject({ pricingOptionId: 0, price: { amountPence: lesson.pricePence } });

    const memberPrice = await kit.update(who, line?.id ?? 0, { pricing_option_id: member.id });
    expect(memberPrice.statusCode).toBe(422);
    expect(errorOf(memberPrice).errors['options.pricing_option_id']?.[0]).toMatch(/members only/);
    const time = await kit.ticketTimeWithSpaces(3);
    const tickets = dataOf<Cart>(await kit.add(who, [ticketItem(time, 1)])).items.find(
      (item) => item.type === 'ticket_time',
    );
    expect((await kit.update(who, tickets?.id ?? 0, { pricing_option_id: member.id })).statusCode).toBe(422);
    expect(lineOf(await kit.cartOf(who), line?.id)?.price.amountPence).toBe(lesson.pricePence);
  });

  it('sets and clears who the place is for: the customer themself, never anyone else (403)', async () => {
    const [who, friend] = await kit.twoCustomers();
    const added = dataOf<Cart>(
      await kit.add(who, [{ ...classItem(await kit.classWithSpaces(3)), purchased_for_user_id: who.id }]),
    );
    const id = added.items[0]?.id ?? 0;
    expect(added.items[0]?.purchasedForUserId).toBe(who.id);
    for (const someoneElse of [friend.id, 999_999_999]) {
      const refused = await kit.update(who, id, { purchased_for_user_id: someoneElse });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('attendee_not_allowed');
    }
    const unchanged = await kit.update(who, id, { pricing_option_id: 0 });
    expect(lineOf(dataOf<Cart>(unchanged), id)?.purchasedForUserId).toBe(who.id);
    const cleared = await kit.update(who, id, { purchased_for_user_id: null });
    expect(lineOf(dataOf<Cart>(cleared), id)?.purchasedForUserId).toBeNull();
    const set = await kit.update(who, id, { purchased_for_user_id: who.id });
    expect(lineOf(dataOf<Cart>(set), id)?.purchasedForUserId).toBe(who.id);
  });

  it('honours Idempotency-Key', async () => {
    const who = await kit.customer();
    const time = await kit.ticketTimeWithSpaces(5);
    const id = dataOf<Cart>(await kit.add(who, [ticketItem(time, 1)])).items[0]?.id ?? 0;
    const key = { 'idempotency-key': `update-${id}` };
    const first = await kit.update(who, id, { quantity: 2 }, key);
    expect((await kit.update(who, id, { quantity: 4 })).statusCode).toBe(200);
    const replay = await kit.update(who, id, { quantity: 2 }, key);
    expect(replay.json()).toEqual(first.json());
    expect(lineOf(await kit.cartOf(who), id)?.quantity).toBe(4);
    expect((await kit.update(who, id, { quantity: 3 }, key)).statusCode).toBe(409);
  });
});

describe('removing a benefit or a package usage from a line', () => {
  const removeExtra = (who: Shopper, extra: string, id: number) =>
    kit.call(who, { method: 'DELETE', url: `/api/activities/${extra}/remove/${id}?source=bookings` });

  it('answers 404 with the reason for a line of the basket (no line has one yet) and changes nothing', async () => {
    const who = await kit.customer();
    const cart = dataOf<Cart>(await kit.add(who, [classItem(await kit.classWithSpaces(3))]));
    const id = cart.items[0]?.id ?? 0;
    const benefit = await removeExtra(who, 'benefit', id);
    expect(benefit.statusCode).toBe(404);
    expect(errorOf(benefit)).toEqual({
      message: 'This item has no benefit applied.',
      code: 'not_found',
      errors: {},
    });
    const usage = await removeExtra(who, 'package', id);
    expect(usage.statusCode).toBe(404);
    expect(errorOf(usage).message).toBe('This item has no package usage applied.');
    expect(await kit.cartOf(who)).toEqual(cart);
  });

  it('answers the generic 404 for a line that is not in the basket', async () => {
    const [who, other] = await kit.twoCustomers();
    const id = dataOf<Cart>(await kit.add(who, [classItem(await kit.classWithSpaces(3))])).items[0]?.id ?? 0;
    for (const extra of ['benefit', 'package']) {
      const response = await removeExtra(other, extra, id);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Unable to complete request, item not found.');
    }
    expect((await removeExtra(kit.visitor(), 'benefit', id)).statusCode).toBe(404);
  });
});
