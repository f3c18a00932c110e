import type { Cart, CompleteOrderResponse } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartDiscounts,
  carts,
  checkoutTransactions,
  discountCodes,
  discountRedemptions,
  orders,
} from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  type Shopper,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { billing } from '../checkout/card-payment-calls.test-kit.ts';
import { redeemDiscount } from './discount-redemptions.repository.ts';
import { discountMessages } from './discounts.service.ts';

const kit = useBookingKit();

const applyCode = (who: Shopper, code: string) => kit.post(who, '/api/activities/cart/discount', { code });

/** A class priced at `pricePence` in the basket of `who`. */
async function addClassAt(who: Shopper, pricePence: number) {
  const lesson = await kit.classWithSpaces(3);
  await kit.updateClass(lesson.id, { pricePence });
  return kit.added(who, [classItem(lesson)]);
}

async function addCode(fields: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  const [row] = await kit
    .db()
    .insert(discountCodes)
    .values({ clientId: kit.clientId, description: `${fields.code} test code`, percentOff: 100, ...fields })
    .returning();
  if (!row) throw new Error('no code inserted');
  return row;
}

/** Places the order of a basket with nothing left to pay (a code took it all off). */
const placeOrder = (who: TestCustomer) =>
  kit.post(who, '/api/checkout/complete', { payments: [], source: 'bookings', terms: true });

/** A basket with a class, the code applied, nothing left to pay. */
async function basketWithCode(who: TestCustomer, code: string) {
  await addClassAt(who, 1500);
  const applied = await applyCode(who, code);
  expect(applied.statusCode, applied.body).toBe(200);
  expect(dataOf<Cart>(applied).totals.balance).toBe(0);
}

async function openBasketOf(who: TestCustomer) {
  const [cart] = await kit
    .db()
    .select()
    .from(carts)
    .where(and(eq(carts.clientId, kit.clientId), eq(carts.userId, who.id), eq(carts.status, 'open')));
  if (!cart) throw new Error('no open basket');
  return cart;
}

const codeRow = async (id: number) => {
  const [row] = await kit
    .db()
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.clientId, kit.clientId), eq(discountCodes.id, id)));
  return row;
};

const usesOf = (codeId: number) =>
  kit
    .db()
    .select()
    .from(discountRedemptions)
    .where(
      and(eq(discountRedemptions.clientId, kit.clientId), eq(discountRedemptions.discountCodeId, codeId)),
    );

describe('a once-per-customer code', () => {
  it("is recorded with the order, then refused on the customer's next basket with the reason", async () => {
    const code = await addCode({ code: 'FIRSTFREE', oncePerCustomer: true });
    const who = await kit.customer();
    await basketWithCode(who, 'firstfree');
    const placed = await placeOrder(who);
    expect(placed.statusCode, placed.body).toBe(200);
    const uses = await usesOf(code.id);
    expect(uses).toEqual([expect.objectContaining({ userId: who.id })]);
    expect((await codeRow(code.id))?.redemptionCount).toBe(1);

    await addClassAt(who, 1500);
    const again = await applyCode(who, 'FIRSTFREE');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'discount_rejected',
      message: discountMessages.alreadyUsed,
      errors: { code: [discountMessages.alreadyUsed] },
    });
    expect((await kit.cartOf(who)).discounts).toEqual([]);

    const someoneElse = await kit.customer();
    await basketWithCode(someoneElse, 'FIRSTFREE');
  });

  it('is refused at checkout when a visitor brought it into the basket of a customer who used it', async () => {
    const code = await addCode({ code: 'ONCEGUEST', oncePerCustomer: true });
    const who = await kit.customer();
    await basketWithCode(who, 'ONCEGUEST');
    expect((await placeOrder(who)).statusCode).toBe(200);
    const [order] = await kit.db().select().from(orders).where(eq(orders.userId, who.id));
    // The code sits in the customer's next basket as a visitor's code would after logging in.
    await addClassAt(who, 1500);
    const cart = await openBasketOf(who);
    await kit
      .db()
      .insert(cartDiscounts)
      .values({ clientId: kit.clientId, cartId: cart.id, discountCodeId: code.id });
    const refused = await placeOrder(who);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'discount_rejected',
      message: discountMessages.alreadyUsed,
    });
    expect(await usesOf(code.id)).toEqual([expect.objectContaining({ orderId: order?.id })]);
    const [basket] = await kit.db().select().from(carts).where(eq(carts.id, cart.id));
    expect(basket?.status).toBe('open');
  });
});

describe('a code whose rules no longer hold at checkout', () => {
  it('is refused before a card is charged, and no payment is started', async () => {
    const code = await addCode({ code: 'ONCECARD', oncePerCustomer: true });
    const who = await kit.customer();
    await basketWithCode(who, 'ONCECARD');
    expect((await placeOrder(who)).statusCode).toBe(200);
    // The operator makes it half off; the customer's next basket has it as a visitor's code would.
    await kit.db().update(discountCodes).set({ percentOff: 50 }).where(eq(discountCodes.id, code.id));
    await addClassAt(who, 1500);
    const cart = await openBasketOf(who);
    await kit
      .db()
      .insert(cartDiscounts)
      .values({ clientId: kit.clientId, cartId: cart.id, discountCodeId: code.id });
    const refused = await kit.post(who, '/api/checkout/authorise', {
      ...billing,
      session_key: 'any',
      card_identifier: 'any',
      payments: [],
      source: 'bookings',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'discount_rejected',
      message: discountMessages.alreadyUsed,
    });
    const attempts = await kit
      .db()
      .select()
      .from(checkoutTransactions)
      .where(and(eq(checkoutTransactions.clientId, kit.clientId), eq(checkoutTransactions.cartId, cart.id)));
    expect(attempts).toEqual([]);
  });
});

describe('a code that does not combine with others', () => {
  it('is refused beside another code, whichever was applied first, naming the one to remove', async () => {
    await addCode({ code: 'ALONE', percentOff: 10, combinable: false });
    await addCode({ code: 'MIXA', percentOff: 5 });
    await addCode({ code: 'MIXB', amountOffPence: 100, percentOff: null });
    const who = await kit.customer();
    await addClassAt(who, 3000);
    expect((await applyCode(who, 'MIXA')).statusCode).toBe(200);
    const second = await applyCode(who, 'alone');
    expect(second.statusCode).toBe(400);
    expect(errorOf(second)).toMatchObject({
      code: 'discount_rejected',
      message: "This discount code can't be used with MIXA. Remove MIXA to use this code instead.",
    });
    const both = dataOf<Cart>(await applyCode(who, 'MIXB'));
    expect(both.discounts.map((discount) => discount.code)).toEqual(['MIXA', 'MIXB']);

    const other = await kit.customer();
    await addClassAt(other, 3000);
    expect((await applyCode(other, 'ALONE')).statusCode).toBe(200);
    const after = await applyCode(other, 'MIXA');
    expect(errorOf(after).message).toBe(discountMessages.notCombinable('ALONE'));
    expect((await kit.cartOf(other)).discounts.map((discount) => discount.code)).toEqual(['ALONE']);
  });

  it("keeps the demo's WELCOME10 and SAVE5 from stacking", async () => {
    const who = await kit.customer();
    await addClassAt(who, 3000);
    expect((await applyCode(who, 'SAVE5')).statusCode).toBe(200);
    expect(errorOf(await applyCode(who, 'WELCOME10')).message).toBe(discountMessages.notCombinable('SAVE5'));
  });

  it('is refused at checkout when two codes that may not combine reached the basket', async () => {
    await addCode({ code: 'FULL' });
    const alone = await addCode({ code: 'ALONE2', combinable: false });
    const who = await kit.customer();
    await basketWithCode(who, 'FULL');
    const cart = await openBasketOf(who);
    await kit
      .db()
      .insert(cartDiscounts)
      .values({ clientId: kit.clientId, cartId: cart.id, discountCodeId: alone.id });
    const refused = await placeOrder(who);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'discount_rejected',
      message: "ALONE2 can't be used with FULL. Remove one of them from your basket and try again.",
    });
  });
});

describe('the limits of a code under concurrency', () => {
  it('gives the last use of a code to exactly one of the orders racing for it', async () => {
    const code = await addCode({ code: 'LASTONE', maxRedemptions: 1 });
    const racers = await Promise.all(Array.from({ length: 6 }, () => kit.customer()));
    for (const who of racers) await basketWithCode(who, 'LASTONE');
    const answers = await Promise.all(racers.map((who) => placeOrder(who)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(errorOf(answer)).toMatchObject({
        code: 'discount_rejected',
        message: discountMessages.fullyRedeemed,
      });
    }
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(await usesOf(code.id)).toEqual([expect.objectContaining({ userId: racers[winner]?.id })]);
    expect((await codeRow(code.id))?.redemptionCount).toBe(1);
    const placed = await kit.db().select().from(orders).where(eq(orders.clientId, kit.clientId));
    expect(placed.filter((order) => racers.some((who) => who.id === order.userId))).toHaveLength(1);
  });

  it("counts a once-per-customer code once when the same customer's orders race to use it", async () => {
    const code = await addCode({ code: 'ONCERACE', oncePerCustomer: true });
    await addCode({ code: 'FREEORDER' });
    const who = await kit.customer();
    const orderIds: number[] = [];
    for (let index = 0; index < 6; index++) {
      await basketWithCode(who, 'FREEORDER');
      const placed = await placeOrder(who);
      expect(placed.statusCode, placed.body).toBe(200);
      orderIds.push(dataOf<CompleteOrderResponse>(placed).completeOrderId);
    }
    const use = { clientId: kit.clientId, discountCodeId: code.id, userId: who.id };
    const outcomes = await Promise.all(
      orderIds.map((orderId) =>
        kit
          .db()
          .transaction((tx) => redeemDiscount(tx, { ...use, orderId }))
          .catch((error: unknown) => `failed: ${String(error)}`),
      ),
    );
    expect(outcomes.sort()).toEqual([
      'alreadyUsed',
      'alreadyUsed',
      'alreadyUsed',
      'alreadyUsed',
      'alreadyUsed',
      'redeemed',
    ]);
    expect(await usesOf(code.id)).toHaveLength(1);
  });
});
