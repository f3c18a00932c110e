import type { Cart, CompleteOrderResponse, CustomerSummary, Order } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offlinePayments, orderPayments } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

async function customerWithClass() {
  const customer = await kit.customer();
  const cart = await kit.added(customer, [classItem(await kit.classWithSpaces(3))]);
  return { customer, cart };
}

const pay = (
  staff: TestCustomer,
  customerId: number,
  payments: object[],
  extra: Record<string, string> = {},
) =>
  kit.post(
    staff,
    '/api/front-of-house/checkout/pay',
    { payments, selectedUserId: customerId, source: 'front-of-house', terms: true },
    extra,
  );

describe('front of house', () => {
  it("takes cash for a customer's basket and records who took it", async () => {
    const staff = await kit.staff();
    const { customer, cart } = await customerWithClass();
    const paid = await pay(staff, customer.id, [{ tenderType: 'cash', amount: cart.totals.balance }]);
    expect(paid.statusCode).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(paid);
    const order = dataOf<Order>(await kit.get(customer, `/api/activities/orders/${completeOrderId}`));
    expect(order.bookings).toHaveLength(1);
    expect(order.payments).toEqual([expect.objectContaining({ tenderType: 'cash', description: 'Cash' })]);
    const [payment] = await kit
      .db()
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.clientId, kit.clientId), eq(orderPayments.orderId, completeOrderId)));
    expect(payment?.takenByUserId).toBe(staff.id);
  });

  it("fills a customer's basket for them (selected_user_id), and lets no customer act for another", async () => {
    const staff = await kit.staff();
    const customer = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    const added = await kit.post(staff, '/api/activities/cart/add', {
      items: [classItem(lesson)],
      selected_user_id: customer.id,
    });
    expect(added.statusCode).toBe(201);
    const theirs = dataOf<Cart>(await kit.get(customer, '/api/activities/cart'));
    expect(theirs.items).toHaveLength(1);
    const seenByStaff = dataOf<Cart>(
      await kit.get(staff, `/api/activities/cart?selected_user_id=${customer.id}`),
    );
    expect(seenByStaff.id).toBe(theirs.id);
    expect(seenByStaff.selectedUserId).toBe(customer.id);
    expect(dataOf<Cart>(await kit.get(staff, '/api/activities/cart')).items).toEqual([]);
    const paid = await pay(staff, customer.id, [{ tenderType: 'cash', amount: theirs.totals.balance }]);
    expect(paid.statusCode).toBe(200);

    const other = await kit.customer();
    const intruding = await kit.get(other, `/api/activities/cart?selected_user_id=${customer.id}`);
    expect(intruding.statusCode).toBe(403);
    const staffOfNobody = await kit.get(staff, '/api/activities/cart?selected_user_id=99999999');
    expect(staffOfNobody.statusCode).toBe(404);
  });

  it('refuses a payment that does not match the balance, and answers a repeat once', async () => {
    const staff = await kit.staff();
    const { customer, cart } = await customerWithClass();
    const short = await pay(staff, customer.id, [{ tenderType: 'cash', amount: cart.totals.balance - 1 }]);
    expect(short.statusCode).toBe(409);
    const cheque = [{ tenderType: 'cheque', amount: cart.totals.balance, reference: '000123' }];
    const first = await pay(staff, customer.id, cheque, { 'idempotency-key': 'desk-1' });
    const again = await pay(staff, customer.id, cheque, { 'idempotency-key': 'desk-1' });
    expect(first.statusCode).toBe(200);
    expect(dataOf<CompleteOrderResponse>(again)).toEqual(dataOf<CompleteOrderResponse>(first));
  });

  it('says in words when a payment amount is not above zero, and takes nothing', async () => {
    const staff = await kit.staff();
    const { customer } = await customerWithClass();
    const paymentsNow = () =>
      kit.db().select().from(orderPayments).where(eq(orderPayments.clientId, kit.clientId));
    const before = await paymentsNow();
    const zero = await pay(staff, customer.id, [{ tenderType: 'cash', amount: 0 }]);
    expect(zero.statusCode).toBe(422);
    expect(errorOf(zero).errors).toEqual({ 'payments.0.amount': ['Enter an amount above 0.00'] });
    expect(await paymentsNow()).toEqual(before);
  });

  it('is never available to customers or visitors', async () => {
    const { customer, cart } = await customerWithClass();
    const asCustomer = await pay(customer, customer.id, [
      { tenderType: 'cash', amount: cart.totals.balance },
    ]);
    expect(asCustomer.statusCode).toBe(403);
    expect(errorOf(asCustomer).code).toBe('forbidden');
    const visitor = await kit.testApp.request({
      method: 'GET',
      url: '/api/front-of-house/customers?query=test',
    });
    expect(visitor.statusCode).toBe(401);
    expect((await kit.get(customer, '/api/front-of-house/customers?query=test')).statusCode).toBe(403);
  });

  it('finds and creates customers', async () => {
    const staff = await kit.staff();
    const tag = Math.random().toString(36).slice(2, 8);
    const created = await kit.post(staff, '/api/front-of-house/customers', {
      first_name: 'Robin',
      last_name: `Desk${tag}`,
      email: `robin-${tag}@example.com`,
    });
    expect(created.statusCode).toBe(201);
    const made = dataOf<CustomerSummary>(created);
    expect(made.reference).toMatch(/^[A-Z]{2,}\d{6}$/);
    const found = dataOf<{ customers: CustomerSummary[] }>(
      await kit.get(staff, `/api/front-of-house/customers?query=robin%20desk${tag}`),
    );
    expect(found.customers.map((row) => row.id)).toEqual([made.id]);
    const twice = await kit.post(staff, '/api/front-of-house/customers', {
      first_name: 'Robin',
      last_name: 'Again',
      email: `ROBIN-${tag}@example.com`,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('records payments taken offline exactly once, however often the desk syncs', async () => {
    const staff = await kit.staff();
    const customer = await kit.customer();
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
      Array.from({ length: 4 }, () => kit.post(staff, '/api/front-of-house/payments/sync', { payments })),
    );
    const statuses = syncs.map((sync) => dataOf<{ results: { status: string }[] }>(sync).results[0]?.status);
    expect(statuses.filter((status) => status === 'recorded')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'already_recorded')).toHaveLength(3);
    const rows = await kit
      .db()
      .select()
      .from(offlinePayments)
      .where(
        and(eq(offlinePayments.clientId, kit.clientId), eq(offlinePayments.offlineReference, reference)),
      );
    expect(rows).toHaveLength(1);
    const unknown = await kit.post(staff, '/api/front-of-house/payments/sync', {
      payments: [{ ...payments[0], offline_reference: `${reference}-2`, customer_id: 99999999 }],
    });
    expect(unknown.statusCode).toBe(422);
  });
});
