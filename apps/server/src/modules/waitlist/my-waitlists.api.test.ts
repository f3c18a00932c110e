import type { ActivityClass, CartItem, MyWaitlists, WaitlistEntry } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { bookingKit, classItem, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookWithCredit, cancelBooking, spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';
import { expireOffer, joined, leaveWaitlist } from './waitlist-calls.test-kit.ts';

const kit = useBookingKit();
const MINE = '/api/my-account/waitlists';

const mine = async (who: TestCustomer) => {
  const response = await kit.get(who, MINE);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<MyWaitlists>(response).entries;
};

/** The class as its own page shows it to `who`: with their waiting-list entry marked. */
const listedFor = async (who: TestCustomer, listingId: number | string) =>
  (await kit.read<{ class: ActivityClass }>(who, `/api/activities/${listingId}`)).class;

/** A full spin class 3 days away: `holder` booked its one place, and `waiting` joined its line in order. */
async function fullClassWithLine(waitingCount: number) {
  const holder = await kit.customer();
  const lesson = await spinClassStartingIn(kit, 72);
  const { booking } = await bookWithCredit(kit, holder, [classItem(lesson)]);
  const waiting = await kit.customers(waitingCount);
  const entries: WaitlistEntry[] = [];
  for (const who of waiting) entries.push(await joined(kit, who, lesson.listingId));
  return { holder, lesson, booking, waiting, entries };
}

describe('the waiting lists a customer is on (GET /api/my-account/waitlists)', () => {
  it('lists their own entries with their place in line, and an offer with when it ends', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(2);
    const [first, second] = waiting as [TestCustomer, TestCustomer];
    const waitingEntry = {
      id: entries[0]?.id,
      classOccurrenceId: lesson.id,
      listingId: lesson.listingId,
      status: 'waiting',
      position: 1,
      offerExpiresAt: null,
      name: booking.name,
      venueName: expect.any(String),
      locationName: expect.toBeOneOf([expect.any(String), null]),
      startsAt: { dateTime: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d$/) },
      endsAt: { dateTime: expect.any(String), time: expect.stringMatching(/^\d\d:\d\d$/) },
    };
    expect(await mine(first)).toEqual([waitingEntry]);
    expect(await mine(second)).toEqual([{ ...waitingEntry, id: entries[1]?.id, position: 2 }]);
    expect(await mine(holder)).toEqual([]);

    await cancelBooking(kit, holder, booking.id);
    const [offer] = await mine(first);
    expect(offer).toMatchObject({ id: entries[0]?.id, status: 'offered', position: 1 });
    const line = (await kit.cartOf(first)).items.find((item) => item.listingId === lesson.listingId);
    expect(offer?.offerExpiresAt).toBe(new Date(line?.holdExpiresAt ?? 0).toISOString());
    expect(await mine(second)).toMatchObject([{ status: 'waiting', position: 2 }]);

    // The class's own page tells the offered customer the same.
    expect(await listedFor(first, lesson.listingId)).toMatchObject({
      actionToShow: { status: 'LEAVE_WAITLIST' },
      waitlistId: entries[0]?.id,
      waitlistPosition: 1,
      waitlistOfferExpiresAt: offer?.offerExpiresAt,
    });
    expect(await listedFor(second, lesson.listingId)).toMatchObject({
      waitlistPosition: 2,
      waitlistOfferExpiresAt: null,
    });
  });

  it('passes the held place on to the next in line when the offered customer leaves', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(3);
    const [first, second, third] = waiting as [TestCustomer, TestCustomer, TestCustomer];
    await cancelBooking(kit, holder, booking.id);
    const left = await leaveWaitlist(kit, first, entries[0]?.id ?? 0);
    expect(left.statusCode, left.body).toBe(200);
    expect(await mine(first)).toEqual([]);
    expect(await mine(second)).toMatchObject([{ id: entries[1]?.id, status: 'offered', position: 1 }]);
    expect(await mine(third)).toMatchObject([{ id: entries[2]?.id, status: 'waiting', position: 2 }]);
    const held = (await kit.cartOf(second)).items.find(
      (item: CartItem) => item.listingId === lesson.listingId && !item.isExpired,
    );
    expect(held).toBeDefined();
  });

  it('never shows an offer that has ended as a place still held', async () => {
    const { holder, lesson, booking, waiting, entries } = await fullClassWithLine(2);
    const [first, second] = waiting as [TestCustomer, TestCustomer];
    await cancelBooking(kit, holder, booking.id);
    await expireOffer(kit, entries[0]?.id ?? 0);
    // Not passed on yet (the worker runs every 30 s): the lapsed offer is simply gone.
    expect(await mine(first)).toEqual([]);
    expect((await listedFor(first, lesson.listingId)).actionToShow.status).not.toBe('LEAVE_WAITLIST');
    expect(await mine(second)).toMatchObject([{ status: 'waiting' }]);
  });

  it('shows a customer only their own entries, at their own client; visitors get 401', async () => {
    const { waiting } = await fullClassWithLine(1);
    const [first] = waiting as [TestCustomer];
    const other = await kit.customer();
    expect(await mine(other)).toEqual([]);
    // Naming another customer: 403 for a customer.
    const named = await kit.get(other, `${MINE}?selected_user_id=${first.id}`);
    expect(named.statusCode).toBe(403);
    expect((await kit.get(kit.visitor(), MINE)).statusCode).toBe(401);
    // Staff of the client may act for the customer; staff of another client may not.
    const staff = await kit.staff();
    const forCustomer = await kit.get(staff, `${MINE}?selected_user_id=${first.id}`);
    expect(dataOf<MyWaitlists>(forCustomer).entries).toHaveLength(1);
    const riverside = await bookingKit(kit.testApp, 'riverside');
    const elsewhere = await riverside.get(await riverside.customer(), MINE);
    expect(dataOf<MyWaitlists>(elsewhere).entries).toEqual([]);
    const riversideStaff = await riverside.staff();
    const across = await riverside.get(riversideStaff, `${MINE}?selected_user_id=${first.id}`);
    expect(across.statusCode).toBe(404);
  });
});
