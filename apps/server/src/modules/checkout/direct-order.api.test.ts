import type { Cart, CompleteOrderResponse, Order } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

async function grantCredit(who: TestCustomer, pence: number) {
  await kit.db().insert(creditLedger).values({
    clientId: kit.clientId,
    userId: who.id,
    kind: 'general',
    amountPence: pence,
    reason: 'Test grant',
  });
}

const balanceOf = async (who: TestCustomer) => {
  const [row] = await kit
    .db()
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amountPence}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.clientId, kit.clientId), eq(creditLedger.userId, who.id)));
  return row?.total ?? 0;
};

async function basketPaidByCredit(who: TestCustomer) {
  const added = await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
  const applied = await kit.post(who, '/api/credits/apply', {
    creditsToReserve: [{ amount: added.totals.total, type: 'general' }],
    cartSource: 'bookings',
  });
  expect(applied.statusCode).toBe(200);
  return dataOf<Cart>(applied);
}

const directOrder = (who: TestCustomer, cart: Cart, extra: Record<string, string> = {}) =>
  kit.post(
    who,
    '/api/checkout/complete',
    {
      payments: cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
      source: 'bookings',
      terms: true,
    },
    extra,
  );

describe('an order paid by credit alone', () => {
  it('completes without a card, spends the credit once and books the place', async () => {
    const who = await kit.customer();
    await grantCredit(who, 5_000);
    const cart = await basketPaidByCredit(who);
    expect(cart.totals.balance).toBe(0);
    const completed = await directOrder(who, cart, { 'idempotency-key': 'credit-order-1' });
    expect(completed.statusCode).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(completed);
    const repeat = await directOrder(who, cart, { 'idempotency-key': 'credit-order-1' });
    expect(dataOf<CompleteOrderResponse>(repeat).completeOrderId).toBe(completeOrderId);
    expect(await balanceOf(who)).toBe(5_000 - cart.totals.total);
    const order = dataOf<Order>(await kit.get(who, `/api/activities/orders/${completeOrderId}`));
    expect(order.payments).toEqual([
      expect.objectContaining({ tenderType: 'credit', creditKind: 'general', description: 'General credit' }),
    ]);
    expect(order.bookings).toHaveLength(1);
  });

  it('refuses a direct order while money is left to pay, and when the credit was spent elsewhere', async () => {
    const who = await kit.customer();
    await grantCredit(who, 5_000);
    const added = await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
    const unpaid = await directOrder(who, added);
    expect(unpaid.statusCode).toBe(409);
    expect(errorOf(unpaid).message).toBe(`There is still ${added.totals.formattedBalance} to pay.`);

    const cart = dataOf<Cart>(
      await kit.post(who, '/api/credits/apply', {
        creditsToReserve: [{ amount: added.totals.total, type: 'general' }],
      }),
    );
    // The credit goes elsewhere between applying it and ordering.
    await grantCredit(who, -5_000);
    const spent = await directOrder(who, cart);
    expect(spent.statusCode).toBe(409);
    expect(errorOf(spent).code).toBe('credit_unavailable');
    expect(await balanceOf(who)).toBe(0);
  });
});
