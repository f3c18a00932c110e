import type { Cart } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { classItem, errorOf, type Shopper, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

type Credit = { amount: number; type: 'general' | 'membership' };

const apply = (who: Shopper, credits: Credit[], headers?: Record<string, string>) =>
  kit.post(who, '/api/credits/apply', { creditsToReserve: credits, cartSource: 'bookings' }, headers);

/** A customer with credit (grants and a use in the ledger) and a basket of two classes at £12.00 each. */
async function customerWithBasket(credit: { general: number; membership: number }) {
  const who = await kit.customer();
  const rows = [
    { kind: 'general' as const, amountPence: credit.general + 250, reason: 'Goodwill' },
    { kind: 'general' as const, amountPence: -250, reason: 'Order DL-0001' },
    { kind: 'membership' as const, amountPence: credit.membership, reason: 'Monthly credit' },
  ].filter((row) => row.amountPence !== 0);
  await kit
    .db()
    .insert(creditLedger)
    .values(rows.map((row) => ({ ...row, clientId: kit.clientId, userId: who.id })));
  const lessons = [await kit.classWithSpaces(3), await kit.classWithSpaces(3)];
  for (const lesson of lessons) {
    await kit.updateClass(lesson.id, { pricePence: 1200 });
  }
  return { who, cart: await kit.added(who, lessons.map(classItem)) };
}

describe('credit against the basket', () => {
  it("shows the customer's credit of each kind and what of it the basket can take", async () => {
    const { cart } = await customerWithBasket({ general: 1250, membership: 500 });
    expect(cart.totals.total).toBe(2400);
    expect(cart.credits).toEqual({
      general: { type: 'general', totalAvailable: 1250, maxApplicable: 1250, applied: 0 },
      membership: { type: 'membership', totalAvailable: 500, maxApplicable: 500, applied: 0 },
    });
  });

  it('applies, replaces and removes credit of each kind, listing the payments and the balance', async () => {
    const { who } = await customerWithBasket({ general: 2000, membership: 500 });
    const general = await apply(who, [{ amount: 1000, type: 'general' }]);
    expect(general.statusCode, general.body).toBe(200);
    const afterGeneral = dataOf<Cart>(general);
    expect(afterGeneral.payments).toEqual([
      { tenderType: 'credit', creditKind: 'general', amount: 1000, formattedAmount: '£10.00' },
    ]);
    expect(afterGeneral.totals).toMatchObject({ total: 2400, balance: 1400, formattedBalance: '£14.00' });
    expect(afterGeneral.credits.general).toMatchObject({ applied: 1000, maxApplicable: 2000 });
    expect(afterGeneral.credits.membership).toMatchObject({ applied: 0, maxApplicable: 500 });

    const both = dataOf<Cart>(await apply(who, [{ amount: 500, type: 'membership' }]));
    expect(both.totals.balance).toBe(900);
    expect(both.credits.general.maxApplicable).toBe(1900);

    const replaced = dataOf<Cart>(await apply(who, [{ amount: 800, type: 'general' }]));
    expect(replaced.payments.map((payment) => [payment.creditKind, payment.amount])).toEqual([
      ['general', 800],
      ['membership', 500],
    ]);
    const removed = dataOf<Cart>(await apply(who, [{ amount: 0, type: 'membership' }]));
    expect(removed.payments.map((payment) => payment.creditKind)).toEqual(['general']);
    expect(removed.totals.balance).toBe(1600);
  });

  it('refuses more than the customer has or the basket can take, changing nothing', async () => {
    const { who } = await customerWithBasket({ general: 1250, membership: 5000 });
    const tooMuch = await apply(who, [{ amount: 1251, type: 'general' }]);
    expect(tooMuch.statusCode).toBe(422);
    expect(errorOf(tooMuch)).toMatchObject({
      code: 'credit_unavailable',
      message: 'Credit amount could not be applied.',
      errors: { 'creditsToReserve.0.amount': ['At most £12.50 of your general credit can be applied.'] },
    });
    expect((await apply(who, [{ amount: 1000, type: 'general' }])).statusCode).toBe(200);
    const overTotal = await apply(who, [{ amount: 1401, type: 'membership' }]);
    expect(overTotal.statusCode).toBe(422);
    const mixed = await apply(who, [
      { amount: 0, type: 'general' },
      { amount: 3000, type: 'membership' },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(errorOf(mixed).errors['creditsToReserve.1.amount']).toBeDefined();
    const cart = await kit.cartOf(who);
    expect(cart.payments.map((payment) => [payment.creditKind, payment.amount])).toEqual([['general', 1000]]);
  });

  it('keeps only general credit when an item is removed, trimmed so the balance never goes below zero', async () => {
    const { who, cart } = await customerWithBasket({ general: 3000, membership: 500 });
    expect((await apply(who, [{ amount: 2000, type: 'general' }])).statusCode).toBe(200);
    expect((await apply(who, [{ amount: 400, type: 'membership' }])).statusCode).toBe(200);
    const removed = await kit.remove(who, [cart.items[0]?.id ?? 0]);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = dataOf<Cart>(removed);
    expect(after.payments).toEqual([
      { tenderType: 'credit', creditKind: 'general', amount: 1200, formattedAmount: '£12.00' },
    ]);
    expect(after.totals).toMatchObject({ total: 1200, balance: 0 });
    const cleared = dataOf<Cart>(await kit.clear(who));
    expect(cleared.payments).toEqual([]);
  });

  it('replays a repeated Idempotency-Key and refuses it with another body', async () => {
    const { who } = await customerWithBasket({ general: 1000, membership: 0 });
    const key = { 'idempotency-key': 'credit-once' };
    const first = await apply(who, [{ amount: 300, type: 'general' }], key);
    expect((await apply(who, [{ amount: 100, type: 'general' }])).statusCode).toBe(200);
    const replay = await apply(who, [{ amount: 300, type: 'general' }], key);
    expect(replay.json()).toEqual(first.json());
    expect((await kit.cartOf(who)).payments[0]?.amount).toBe(100);
    expect((await apply(who, [{ amount: 200, type: 'general' }], key)).statusCode).toBe(409);
  });
});
