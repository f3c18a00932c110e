import {
  type CancelBookingResponse,
  type Cart,
  type CompleteOrderResponse,
  staffDiscountMessages,
} from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cartStaffDiscounts, discountCodes, orders } from '../../db/schema/index.ts';
import {
  bookingKit,
  classItem,
  errorOf,
  type Shopper,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { cancelBooking, grantCredit, spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';

const kit = useBookingKit();
const URL = '/api/front-of-house/cart/discount';

const giveDiscount = (staff: Shopper, body: Record<string, unknown>, headers?: Record<string, string>) =>
  kit.call(staff, { method: 'PUT', url: URL, payload: body, headers });
const takeDiscountOff = (staff: Shopper, customerId: number) =>
  kit.call(staff, { method: 'DELETE', url: `${URL}?selected_user_id=${customerId}` });

/** A customer whose basket holds classes at these prices, put in by staff at the desk. */
async function basketAt(staff: TestCustomer, prices: number[], hoursAhead?: number) {
  const customer = await kit.customer();
  for (const pricePence of prices) {
    const lesson = hoursAhead ? await spinClassStartingIn(kit, hoursAhead) : await kit.classWithSpaces(3);
    await kit.updateClass(lesson.id, { pricePence });
    const added = await kit.post(staff, '/api/activities/cart/add', {
      items: [classItem(lesson)],
      selected_user_id: customer.id,
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return customer;
}

const cartSeenBy = async (who: Shopper, customerId?: number) =>
  dataOf<Cart>(
    await kit.get(who, `/api/activities/cart${customerId ? `?selected_user_id=${customerId}` : ''}`),
  );

describe("a staff discount on a customer's basket", () => {
  it('comes off the totals, replaces the last one, and comes off again with DELETE', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [1500, 1000]);
    const amountOff = await giveDiscount(staff, {
      selected_user_id: customer.id,
      amount_pence: 100,
      reason: 'Late class last week',
    });
    expect(amountOff.statusCode, amountOff.body).toBe(200);
    const cart = dataOf<Cart>(amountOff);
    expect(cart.totals).toMatchObject({ subTotal: 2500, discountTotal: 100, total: 2400, balance: 2400 });
    expect(cart.staffDiscount).toEqual({
      amountOffPence: 100,
      percentOff: null,
      reason: 'Late class last week',
      amount: 100,
      formattedAmount: '£1.00',
    });
    expect(cart.discounts).toEqual([]);
    // The customer's own view of their basket is the same basket.
    expect((await cartSeenBy(customer)).totals.total).toBe(2400);

    const percent = dataOf<Cart>(
      await giveDiscount(staff, { selected_user_id: customer.id, percent_off: 10, reason: 'Loyalty' }),
    );
    expect(percent.totals).toMatchObject({ discountTotal: 250, total: 2250 });
    expect(percent.staffDiscount).toMatchObject({ percentOff: 10, amountOffPence: null, amount: 250 });
    const rows = await kit
      .db()
      .select()
      .from(cartStaffDiscounts)
      .where(and(eq(cartStaffDiscounts.clientId, kit.clientId), eq(cartStaffDiscounts.cartId, cart.id)));
    expect(rows).toEqual([expect.objectContaining({ percentOff: 10, staffUserId: staff.id })]);

    const removed = await takeDiscountOff(staff, customer.id);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<Cart>(removed)).toMatchObject({ staffDiscount: null, totals: { total: 2500 } });
    const again = await takeDiscountOff(staff, customer.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(staffDiscountMessages.notGiven);
  });

  it('is priced after the codes, on what they leave, and trims credit above the new total', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [3000]);
    await kit
      .db()
      .insert(discountCodes)
      .values({ clientId: kit.clientId, code: 'DESK5', description: 'Five off', amountOffPence: 500 });
    expect((await kit.post(customer, '/api/activities/cart/discount', { code: 'desk5' })).statusCode).toBe(
      200,
    );
    await grantCredit(kit, customer, 2500);
    const credited = await kit.post(staff, '/api/credits/apply', {
      creditsToReserve: [{ amount: 2500, type: 'general' }],
      selectedUserId: customer.id,
    });
    expect(dataOf<Cart>(credited).totals.balance).toBe(0);

    const tooMuch = await giveDiscount(staff, {
      selected_user_id: customer.id,
      amount_pence: 2501,
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorOf(tooMuch)).toMatchObject({
      code: 'validation_failed',
      message: 'The discount cannot be more than the £25.00 left to pay.',
      errors: { amount_pence: ['The discount cannot be more than the £25.00 left to pay.'] },
    });

    const cart = dataOf<Cart>(
      await giveDiscount(staff, { selected_user_id: customer.id, percent_off: 10, reason: 'Regular' }),
    );
    expect(cart.totals).toMatchObject({ subTotal: 3000, discountTotal: 750, total: 2250, balance: 0 });
    expect(cart.discounts).toEqual([expect.objectContaining({ code: 'DESK5', amount: 500 })]);
    expect(cart.staffDiscount?.amount).toBe(250);
    expect(cart.payments).toEqual([expect.objectContaining({ tenderType: 'credit', amount: 2250 })]);
  });

  it("goes into the order's discount when the desk takes cash, and into the refund share on cancel", async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [1000, 3000], 72);
    const given = dataOf<Cart>(
      await giveDiscount(
        staff,
        { selected_user_id: customer.id, amount_pence: 400, reason: 'Manager approved' },
        { 'idempotency-key': 'desk-discount-1' },
      ),
    );
    expect(given.totals.balance).toBe(3600);
    const paid = await kit.post(staff, '/api/front-of-house/checkout/pay', {
      payments: [{ tenderType: 'cash', amount: 3600 }],
      selectedUserId: customer.id,
      source: 'bookings',
      terms: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(paid);
    const [order] = await kit
      .db()
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, kit.clientId), eq(orders.id, completeOrderId)));
    expect(order).toMatchObject({ subtotalPence: 4000, discountPence: 400, totalPence: 3600 });
    expect(order?.placedByUserId).toBe(staff.id);

    const booked = await kit
      .db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, completeOrderId)))
      .orderBy(asc(bookings.pricePence));
    const cheaper = booked[0];
    if (!cheaper) throw new Error('no booking');
    expect(cheaper.pricePence).toBe(1000);
    const cancelled = await cancelBooking(kit, customer, cheaper.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // A quarter of the order's price, so a quarter of its £4.00 discount: £10.00 - £1.00.
    expect(dataOf<CancelBookingResponse>(cancelled).refund).toEqual({ amountPence: 900, formatted: '£9.00' });
    // A new basket starts without the desk's discount.
    expect((await cartSeenBy(staff, customer.id)).staffDiscount).toBeNull();
  });

  it('lets the desk complete a basket the discount covers with no tender at all', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [800]);
    await giveDiscount(staff, { selected_user_id: customer.id, percent_off: 100, reason: 'Complimentary' });
    const paid = await kit.post(staff, '/api/front-of-house/checkout/pay', {
      payments: [],
      selectedUserId: customer.id,
      source: 'front-of-house',
      terms: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await kit
      .db()
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.clientId, kit.clientId),
          eq(orders.id, dataOf<CompleteOrderResponse>(paid).completeOrderId),
        ),
      );
    expect(order).toMatchObject({
      subtotalPence: 800,
      discountPence: 800,
      totalPence: 0,
      source: 'front-of-house',
    });
  });

  it('goes with the basket when it is cleared', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [1200]);
    await giveDiscount(staff, { selected_user_id: customer.id, percent_off: 50, reason: 'Half price' });
    const cleared = await kit.call(staff, {
      method: 'DELETE',
      url: `/api/activities/cart?selected_user_id=${customer.id}`,
    });
    expect(dataOf<Cart>(cleared)).toMatchObject({ staffDiscount: null, totals: { discountTotal: 0 } });
  });

  it('refuses both or neither kind, a percentage outside 1-100, no reason, and an empty basket', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [1000]);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_pence: 100, percent_off: 10, reason: 'Both' }, 'percent_off'],
      [{ reason: 'Neither' }, 'amount_pence'],
      [{ percent_off: 0, reason: 'Zero' }, 'percent_off'],
      [{ percent_off: 101, reason: 'Too many' }, 'percent_off'],
      [{ amount_pence: 0, reason: 'Nothing' }, 'amount_pence'],
      [{ amount_pence: 12.5, reason: 'Half a penny' }, 'amount_pence'],
      [{ amount_pence: 100, reason: '  ' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const response = await giveDiscount(staff, { selected_user_id: customer.id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(errorOf(response).errors), JSON.stringify(body)).toContain(field);
    }
    const empty = await kit.customer();
    const none = await giveDiscount(staff, {
      selected_user_id: empty.id,
      percent_off: 10,
      reason: 'Nothing',
    });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).message).toBe(staffDiscountMessages.emptyBasket);
    expect((await cartSeenBy(customer)).totals.discountTotal).toBe(0);
  });

  it('is for staff only, for customers of their own client', async () => {
    const staff = await kit.staff();
    const customer = await basketAt(staff, [1000]);
    const body = { selected_user_id: customer.id, amount_pence: 100, reason: 'Mine' };
    const byCustomer = await giveDiscount(customer, body);
    expect(byCustomer.statusCode).toBe(403);
    expect(errorOf(byCustomer).code).toBe('forbidden');
    expect((await takeDiscountOff(customer, customer.id)).statusCode).toBe(403);
    expect((await giveDiscount(kit.visitor(), body)).statusCode).toBe(401);
    const forStaff = await giveDiscount(staff, { ...body, selected_user_id: staff.id });
    expect(forStaff.statusCode).toBe(404);

    const riverside = await bookingKit(kit.testApp, 'riverside');
    const elsewhere = await riverside.call(await riverside.staff(), {
      method: 'PUT',
      url: URL,
      payload: body,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe('not_found');
    expect((await cartSeenBy(customer)).totals.discountTotal).toBe(0);
  });

  it('is published in the OpenAPI document, and the cart shows it', async () => {
    const document = (await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(document.paths[URL]?.put?.tags).toEqual(['Front of house']);
    expect(document.paths[URL]?.delete?.tags).toEqual(['Front of house']);
    expect(document.components.schemas.Cart?.properties).toHaveProperty('staffDiscount');
    expect(document.components.schemas.StaffDiscountRequest).toBeDefined();
  });
});
