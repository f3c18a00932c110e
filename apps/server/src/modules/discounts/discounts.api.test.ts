import type { Cart } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema/index.ts';
import { classItem, errorOf, type Shopper, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { discountMessages } from './discounts.service.ts';

const kit = useBookingKit();

const applyCode = (who: Shopper, code: string, customerId?: number, headers?: Record<string, string>) =>
  kit.post(
    who,
    '/api/activities/cart/discount',
    { code, ...(customerId === undefined ? {} : { customer_id: customerId }) },
    headers,
  );
const removeCode = (who: Shopper, code: string) =>
  kit.call(who, { method: 'DELETE', url: `/api/activities/cart/discount/${code}` });

/** A class priced at `pricePence`, in a fresh basket of `who`. */
async function addClassAt(who: Shopper, pricePence: number, extra: Record<string, unknown> = {}) {
  const lesson = await kit.classWithSpaces(3);
  await kit.updateClass(lesson.id, { pricePence });
  return kit.added(who, [{ ...classItem(lesson), ...extra }]);
}

async function addCode(fields: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await kit
    .db()
    .insert(discountCodes)
    .values({ clientId: kit.clientId, description: `${fields.code} test code`, percentOff: 10, ...fields });
}

describe('discount codes', () => {
  it('takes a percentage off the live lines, in any case, and shows it keyed for the basket', async () => {
    const who = await kit.customer();
    await addClassAt(who, 1255);
    const response = await applyCode(who, 'welcome10');
    expect(response.statusCode, response.body).toBe(200);
    const cart = dataOf<Cart>(response);
    expect(cart.totals).toMatchObject({
      subTotal: 1255,
      discountTotal: 126,
      total: 1129,
      taxTotal: 188,
      balance: 1129,
    });
    const discount = { code: 'WELCOME10', customerId: null, amount: 126, formattedAmount: '£1.26' };
    expect(cart.discounts).toEqual([expect.objectContaining(discount)]);
    expect(cart.appliedDiscounts).toEqual({ basket: [expect.objectContaining(discount)] });
  });

  it('takes an amount off above its minimum spend, and nothing once the basket falls below it', async () => {
    const who = await kit.customer();
    const first = await addClassAt(who, 1500);
    const below = await applyCode(who, 'SAVE5');
    expect(below.statusCode).toBe(400);
    expect(errorOf(below)).toMatchObject({
      code: 'discount_rejected',
      message: 'Spend at least £20.00 to use this discount code.',
    });
    await addClassAt(who, 600);
    const applied = dataOf<Cart>(await applyCode(who, 'Save5'));
    expect(applied.totals).toMatchObject({ subTotal: 2100, discountTotal: 500, total: 1600 });
    const removed = dataOf<Cart>(await kit.remove(who, [first.items[0]?.id ?? 0]));
    expect(removed.totals).toMatchObject({ subTotal: 600, discountTotal: 0, total: 600 });
    expect(removed.discounts[0]).toMatchObject({ code: 'SAVE5', amount: 0 });
  });

  it('refuses unknown, expired, not yet valid, fully redeemed and already applied codes with a message each', async () => {
    const who = await kit.customer();
    await addClassAt(who, 3000);
    const day = 24 * 60 * 60_000;
    await addCode({ code: 'SOON', validFrom: new Date(Date.now() + day) });
    await addCode({ code: 'OFF', isActive: false });
    await addCode({ code: 'GONE', maxRedemptions: 2, redemptionCount: 2 });
    const cases: [string, string][] = [
      ['NOPE', 'This discount code is not recognised.'],
      ['spring24', 'This discount code has expired.'],
      ['OFF', 'This discount code has expired.'],
      ['SOON', 'This discount code is not valid yet.'],
      ['GONE', 'This discount code has been fully redeemed.'],
    ];
    for (const [code, message] of cases) {
      const response = await applyCode(who, code);
      expect(response.statusCode, code).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'discount_rejected',
        message,
        errors: { code: [message] },
      });
    }
    expect((await applyCode(who, 'WELCOME10')).statusCode).toBe(200);
    const twice = await applyCode(who, 'welcome10');
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe(discountMessages.alreadyApplied);
    expect((await kit.cartOf(who)).discounts).toHaveLength(1);
  });

  it("applies a code to one customer's lines, keyed by their id", async () => {
    const who = await kit.customer();
    await addClassAt(who, 1000);
    await addClassAt(who, 3000, { purchased_for_user_id: who.id });
    const cart = dataOf<Cart>(await applyCode(who, 'WELCOME10', who.id));
    expect(cart.appliedDiscounts).toEqual({
      [String(who.id)]: [expect.objectContaining({ amount: 400 })],
    });
    expect(cart.totals.discountTotal).toBe(400);
  });

  it('takes a code off with DELETE, and answers 404 for one not applied', async () => {
    const who = await kit.customer();
    await addClassAt(who, 2000);
    expect((await applyCode(who, 'WELCOME10')).statusCode).toBe(200);
    const removed = await removeCode(who, 'welcome10');
    expect(removed.statusCode).toBe(200);
    expect(dataOf<Cart>(removed)).toMatchObject({ discounts: [], totals: { discountTotal: 0, total: 2000 } });
    const again = await removeCode(who, 'WELCOME10');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'not_found', message: discountMessages.notApplied });
  });

  it('refuses a code for an empty basket, lets a visitor use one, and replays a repeated Idempotency-Key', async () => {
    const empty = await kit.customer();
    expect(errorOf(await applyCode(empty, 'WELCOME10')).message).toBe(discountMessages.emptyBasket);
    const guest = kit.visitor();
    await addClassAt(guest, 1000);
    const key = { 'idempotency-key': 'discount-once' };
    const first = await applyCode(guest, 'WELCOME10', undefined, key);
    expect(first.statusCode).toBe(200);
    const replay = await applyCode(guest, 'WELCOME10', undefined, key);
    expect(replay.json()).toEqual(first.json());
    expect(dataOf<Cart>(replay).totals.discountTotal).toBe(100);
  });

  it('lets staff apply and remove a code on the basket of the customer they serve', async () => {
    const staff = await kit.staff();
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    await kit.updateClass(lesson.id, { pricePence: 2000 });
    await kit.post(staff, '/api/activities/cart/add', {
      items: [classItem(lesson)],
      selected_user_id: who.id,
    });
    const applied = await kit.post(staff, '/api/activities/cart/discount', {
      code: 'welcome10',
      selected_user_id: who.id,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(dataOf<Cart>(applied)).toMatchObject({ selectedUserId: who.id, totals: { discountTotal: 200 } });
    expect((await kit.cartOf(who)).totals.discountTotal).toBe(200);
    const removed = await kit.call(staff, {
      method: 'DELETE',
      url: `/api/activities/cart/discount/WELCOME10?selected_user_id=${who.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await kit.cartOf(who)).discounts).toEqual([]);
    const other = await kit.customer();
    expect(
      (await kit.post(other, '/api/activities/cart/discount', { code: 'x', selected_user_id: who.id }))
        .statusCode,
    ).toBe(403);
  });
});
