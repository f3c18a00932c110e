import {
  type ActionStatus,
  ClassDetail,
  type ItemId,
  SlotList,
  TimesResponse,
  Timetable,
  type WaitlistEntry,
} from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  classItem,
  courseItem,
  type Shopper,
  slotItem,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { bookWithCredit, cancelBooking, spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';
import { joined } from '../waitlist/waitlist-calls.test-kit.ts';

const kit = useBookingKit();

interface Listed {
  id: ItemId;
  actionToShow: { status: ActionStatus };
  bookingId?: number | null;
  waitlistId?: number | null;
  waitlistPosition?: number | null;
}

const pick = (items: Listed[], id: ItemId) => {
  const item = items.find((candidate) => candidate.id === id);
  return (
    item && {
      status: item.actionToShow.status,
      bookingId: item.bookingId,
      waitlistId: item.waitlistId,
      ...(item.waitlistPosition === undefined ? {} : { waitlistPosition: item.waitlistPosition }),
    }
  );
};

/** Listings are micro-cached for a second: a read after a change waits it out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe("listings offer the viewer's own actions", () => {
  it('shows CANCEL_BOOKING, JOIN_WAITLIST and LEAVE_WAITLIST on a class to the right viewer only', async () => {
    const [booker, other] = await kit.twoCustomers();
    const third = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 72);
    const { booking } = await bookWithCredit(kit, booker, [classItem(lesson)]);
    const url = kit.listingUrl(lesson, 'timetable');
    const classIn = async (who: Shopper) =>
      pick(Timetable.parse(await kit.read(who, url)).classes, lesson.listingId);
    const detailOf = async (who: Shopper) => {
      const detail = ClassDetail.parse(await kit.read(who, `/api/activities/${lesson.listingId}`));
      return pick([detail.class], lesson.listingId);
    };

    expect(await classIn(booker)).toEqual({
      status: 'CANCEL_BOOKING',
      bookingId: booking.id,
      waitlistId: undefined,
    });
    expect((await detailOf(booker))?.bookingId).toBe(booking.id);
    expect((await classIn(other))?.status).toBe('JOIN_WAITLIST');
    expect((await classIn(kit.visitor()))?.status).toBe('FULL');

    const entry: WaitlistEntry = await joined(kit, other, lesson.listingId);
    const behind: WaitlistEntry = await joined(kit, third, lesson.listingId);
    expect(await classIn(other)).toEqual({
      status: 'LEAVE_WAITLIST',
      bookingId: undefined,
      waitlistId: entry.id,
      waitlistPosition: 1,
    });
    expect(await classIn(third)).toMatchObject({ waitlistId: behind.id, waitlistPosition: 2 });
    expect(await detailOf(other)).toMatchObject({
      status: 'LEAVE_WAITLIST',
      waitlistId: entry.id,
      waitlistPosition: 1,
    });

    // Cancelled, the place is offered to the one waiting: still on the line (offered) for them,
    // and full for the former booker.
    await cancelBooking(kit, booker, booking.id);
    await settle();
    expect((await classIn(other))?.status).toBe('LEAVE_WAITLIST');
    expect((await classIn(booker))?.status).toBe('JOIN_WAITLIST');
  });

  it('shows CANCEL_BOOKING on a booked slot, ticket time and course', async () => {
    const who = await kit.customer();
    const slot = await kit.freeSlot({ activitySlug: 'badminton' });
    const time = await kit.ticketTimeWithSpaces(5);
    const course = await kit.courseWithSpaces(3);
    const { bookings } = await bookWithCredit(kit, who, [
      slotItem(slot),
      ticketItem(time),
      courseItem(course),
    ]);
    const bookingOf = (column: 'slotBookingId' | 'ticketTimeId' | 'courseId') =>
      bookings.find((row) => row[column] !== null)?.id;
    await settle();

    const slots = SlotList.parse(await kit.read(who, kit.listingUrl(slot, 'slots'))).slots;
    expect(pick(slots, slot.listingId)).toMatchObject({
      status: 'CANCEL_BOOKING',
      bookingId: bookingOf('slotBookingId'),
    });
    const times = TimesResponse.parse(await kit.read(who, kit.listingUrl(time, 'times'))).timeSlots;
    expect(pick(times, time.listingId)).toMatchObject({
      status: 'CANCEL_BOOKING',
      bookingId: bookingOf('ticketTimeId'),
    });
    expect((await kit.listedCourse(who, course))?.actionToShow.status).toBe('CANCEL_BOOKING');
    // Others see what anyone sees.
    const other = await kit.customer();
    expect(
      pick(SlotList.parse(await kit.read(other, kit.listingUrl(slot, 'slots'))).slots, slot.listingId)
        ?.status,
    ).toBe('FULL');
    expect((await kit.listedCourse(other, course))?.actionToShow.status).toBe('BOOK');
  });
});
