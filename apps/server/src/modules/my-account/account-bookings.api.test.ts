import type { AccountBookingList, AccountDashboard } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  courseItem,
  slotItem,
  type TestCustomer,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookClassWithCredit, bookWithCredit, changeBooking } from './account.test-kit.ts';

const kit = useBookingKit();
const HOUR = 60 * 60_000;

const read = async <T>(who: TestCustomer, path: string) => {
  const response = await kit.get(who, `/api/my-account/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<T>(response);
};

describe("a customer's bookings", () => {
  it('lists past bookings latest first, and cancelled ones without terms', async () => {
    const who = await kit.customer();
    const first = await bookClassWithCredit(kit, who);
    const second = await bookClassWithCredit(kit, who);
    const third = await bookClassWithCredit(kit, who);
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    await changeBooking(kit, first.booking.id, { startsAt: ago(50), endsAt: ago(49) });
    await changeBooking(kit, second.booking.id, { startsAt: ago(5), endsAt: ago(4) });
    const cancelledAt = new Date();
    await changeBooking(kit, third.booking.id, { status: 'cancelled', cancelledAt, refundPence: 1200 });

    const past = await read<AccountBookingList>(who, 'bookings?period=past');
    expect(past.period).toBe('past');
    expect(past.bookings.map((booking) => booking.id)).toEqual([second.booking.id, first.booking.id]);
    expect(past.bookings.every((booking) => booking.cancellation === null)).toBe(true);

    const upcoming = await read<AccountBookingList>(who, 'bookings');
    expect(upcoming.period).toBe('upcoming');
    expect(upcoming.bookings).toHaveLength(1);
    expect(upcoming.bookings[0]).toMatchObject({
      id: third.booking.id,
      status: 'cancelled',
      cancelledAt: cancelledAt.toISOString(),
      refund: { amountPence: 1200, formatted: '£12.00' },
      cancellation: null,
    });
    expect((await read<AccountDashboard>(who, 'dashboard')).nextBookings).toEqual([]);
    expect((await kit.get(who, '/api/my-account/bookings?period=later')).statusCode).toBe(422);
  });

  it('names the activity and location of slots, tickets and courses', async () => {
    const who = await kit.customer();
    const slot = await kit.freeSlot();
    const time = await kit.ticketTimeWithSpaces(5);
    const course = await kit.courseWithSpaces(3);
    const { booked } = await bookWithCredit(kit, who, [
      slotItem(slot),
      ticketItem(time, 2),
      courseItem(course),
    ]);
    const { bookings } = await read<AccountBookingList>(who, 'bookings');
    const shown = (type: string) => bookings.find((booking) => booking.type === type);
    expect(shown('ad_hoc_slot')).toMatchObject({
      activitySlug: slot.activitySlug,
      venueSlug: slot.venueSlug,
    });
    expect(shown('ad_hoc_slot')?.locationName).toEqual(expect.any(String));
    expect(shown('ticket_time')).toMatchObject({
      activitySlug: time.activitySlug,
      quantity: 2,
      locationName: null,
    });
    expect(shown('course')).toMatchObject({ activitySlug: course.activitySlug, venueSlug: course.venueSlug });
    expect(bookings.map((booking) => booking.uid).sort()).toEqual(booked.map((row) => row.uid).sort());
    for (const booking of bookings) expect(booking.cancellation?.canCancel).toBe(true);
  });
});
