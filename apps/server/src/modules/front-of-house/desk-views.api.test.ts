import type { ActionStatus, CompleteOrderResponse, ItemId, Order } from '@leisure/contracts';
import { Timetable } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

const statusIn = (items: { id: ItemId; actionToShow: { status: ActionStatus } }[], id: ItemId) =>
  items.find((item) => item.id === id)?.actionToShow.status;

describe('what the desk sees for the customer it serves', () => {
  it("marks listings with the selected customer's basket, for staff only", async () => {
    const staff = await kit.staff();
    const [customer, other] = await kit.twoCustomers();
    const lesson = await kit.classWithSpaces(3);
    const added = await kit.post(staff, '/api/activities/cart/add', {
      items: [classItem(lesson)],
      selected_user_id: customer.id,
    });
    expect(added.statusCode).toBe(201);
    const url = kit.listingUrl(lesson, 'timetable');
    const seen = async (who: Parameters<typeof kit.read>[0], query = '') =>
      statusIn(Timetable.parse(await kit.read(who, `${url}${query}`)).classes, lesson.listingId);
    expect(await seen(staff, `&selected_user_id=${customer.id}`)).toBe('CANCEL_RESERVATION');
    expect(await seen(staff)).toBe('BOOK');
    expect(await seen(staff, `&selected_user_id=${other.id}`)).toBe('BOOK');
    // A customer naming someone else sees their own marks, never the other's.
    expect(await seen(other, `&selected_user_id=${customer.id}`)).toBe('BOOK');
    const unknown = await kit.get(staff, `${url}&selected_user_id=99999999`);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets staff read the confirmation of the order they took, and no other customer', async () => {
    const staff = await kit.staff();
    const [customer, other] = await kit.twoCustomers();
    const cart = await kit.added(customer, [classItem(await kit.classWithSpaces(3))]);
    const paid = await kit.post(staff, '/api/front-of-house/checkout/pay', {
      payments: [{ tenderType: 'cash', amount: cart.totals.balance }],
      selectedUserId: customer.id,
      source: 'bookings',
      terms: true,
    });
    const { completeOrderId } = dataOf<CompleteOrderResponse>(paid);
    const order = await kit.get(staff, `/api/activities/orders/${completeOrderId}`);
    expect(order.statusCode).toBe(200);
    expect(dataOf<Order>(order).bookings).toHaveLength(1);
    expect((await kit.get(other, `/api/activities/orders/${completeOrderId}`)).statusCode).toBe(404);
  });
});
