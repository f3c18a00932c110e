import type { Cart, CompleteOrderResponse, CustomerSummary, ErrorBody, Order } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePayments, orderPayments } from '../../db/schema/index.ts';
import { bookingFixtures, type TestCustomer } from '../../test/booking-fixtures.ts';
import { dataOf, startTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let fx: Awaited<ReturnType<typeof bookingFixtures>>;
beforeAll(async () => {
  testApp = await startTestApp();
  fx = await bookingFixtures(testApp);
});
afterAll(() => testApp?.close());

const post = (who: TestCustomer, url: string, payload: object, extra: Record<string, string> = {}) =>
  testApp.request({ method: 'POST', url, headers: fx.headers(who, extra), payload });
const get = (who: TestCustomer, url: string) =>
  testApp.request({ method: 'GET', url, headers: fx.headers(who) });

async function customerWithClass() {
  const customer = await fx.customer();
  const row = await fx.classWithSpaces(3);
  const added = await post(customer, '/api/activities/cart/add', {
    items: [{ id: row.listingId, type: 'activity_class' }],
  });
  expect(added.statusCode).toBe(201);
  return { customer, cart: dataOf<Cart>(added) };
}

const pay = (
  staff: TestCustomer,
  customerId: number,
  payments: object[],
  extra: Record<string, string> = {},
) =>
  post(
    staff,
    '/api/front-of-house/checkout/pay',
    { payments, selectedUserId: customerId, source: 'front-of-house', terms: true },
    extra,
  );

describe('front of house', () => {
  it("takes cash for a customer's basket and records who took it", async () => {
    const staff = await fx.staff();
    const { customer, cart } = await customerWithClass();
    const paid = await pay(staff, customer.id, [{ tenderType: 'cash', amount: cart.totals.balance }]);
    expect(paid.statusCode).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(paid);
    const order = dataOf<Order>(await get(customer, `/api/activities/orders/${completeOrderId}`));
    expect(order.bookings).toHaveLength(1);
    expect(order.payments).toEqual([expect.objectContaining({ tenderType: 'cash', description: 'Cash' })]);
    const [payment] = await fx
      .db()
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.clientId, fx.clientId), eq(orderPayments.orderId, completeOrderId)));
    expect(payment?.takenByUserId).toBe(staff.id);
  });

  it('refuses a payment that does not match the balance, and answers a repeat once', async () => {
    const staff = await fx.staff();
    const { customer, cart } = await customerWithClass();
    const short = await pay(staff, customer.id, [{ tenderType: 'cash', amount: cart.totals.balance - 1 }]);
    expect(short.statusCode).toBe(409);
    const cheque = [{ tenderType: 'cheque', amount: cart.totals.balance, reference: '000123' }];
    const first = await pay(staff, customer.id, cheque, { 'idempotency-key': 'desk-1' });
    const again = await pay(staff, customer.id, cheque, { 'idempotency-key': 'desk-1' });
    expect(first.statusCode).toBe(200);
    expect(dataOf<CompleteOrderResponse>(again)).toEqual(dataOf<CompleteOrderResponse>(first));
  });

  it('is never available to customers or visitors', async () => {
    const { customer, cart } = await customerWithClass();
    const asCustomer = await pay(customer, customer.id, [
      { tenderType: 'cash', amount: cart.totals.balance },
    ]);
    expect(asCustomer.statusCode).toBe(403);
    expect((asCustomer.json() as ErrorBody).code).toBe('forbidden');
    const visitor = await testApp.request({ method: 'GET', url: '/api/front-of-house/customers?query=test' });
    expect(visitor.statusCode).toBe(401);
    expect((await get(customer, '/api/front-of-house/customers?query=test')).statusCode).toBe(403);
  });

  it('finds and creates customers', async () => {
    const staff = await fx.staff();
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await post(staff, '/api/front-of-house/customers', {
      first_name: 'Robin',
      last_name: `Desk${tag}`,
      email: `robin-${tag}@example.com`,
    });
    expect(created.statusCode).toBe(201);
    const made = dataOf<CustomerSummary>(created);
    expect(made.reference).toMatch(/^[A-Z]{2,}\d{6}$/);
    const found = dataOf<{ customers: CustomerSummary[] }>(
      await get(staff, `/api/front-of-house/customers?query=robin%20desk${tag}`),
    );
    expect(found.customers.map((row) => row.id)).toEqual([made.id]);
    const twice = await post(staff, '/api/front-of-house/customers', {
      first_name: 'Robin',
      last_name: 'Again',
      email: `ROBIN-${tag}@example.com`,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('records payments taken offline exactly once, however often the desk syncs', async () => {
    const staff = await fx.staff();
    const customer = await fx.customer();
    const reference = `desk-${Math.random().toString(36).slice(2, 12)}`;
    const payments = [
      {
        offline_reference: reference,
        customer_id: customer.id,
        tender_type: 'cash',
        amount: 550,
        description: 'Adult swim',
        taken_at: new Date().toISOString(),
      },
    ];
    const syncs = await Promise.all(
      Array.from({ length: 4 }, () => post(staff, '/api/front-of-house/payments/sync', { payments })),
    );
    const statuses = syncs.map((sync) => dataOf<{ results: { status: string }[] }>(sync).results[0]?.status);
    expect(statuses.filter((status) => status === 'recorded')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'already_recorded')).toHaveLength(3);
    const rows = await fx
      .db()
      .select()
      .from(offlinePayments)
      .where(and(eq(offlinePayments.clientId, fx.clientId), eq(offlinePayments.offlineReference, reference)));
    expect(rows).toHaveLength(1);
    const unknown = await post(staff, '/api/front-of-house/payments/sync', {
      payments: [{ ...payments[0], offline_reference: `${reference}-2`, customer_id: 99999999 }],
    });
    expect(unknown.statusCode).toBe(422);
  });
});
