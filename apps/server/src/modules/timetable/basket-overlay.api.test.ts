import type { ActionStatus, Cart, ItemId } from '@leisure/contracts';
import { ClassDetail, Course, SlotList, TimesResponse, Timetable } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.ts';
import {
  classItem,
  courseItem,
  slotItem,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

const statusIn = (items: { id: ItemId; actionToShow: { status: ActionStatus } }[], id: ItemId) =>
  items.find((item) => item.id === id)?.actionToShow.status;

describe('listings mark what is in the viewer basket', () => {
  it("shows CANCEL_RESERVATION on a class in the customer's basket only, on the shared cached listing", async () => {
    const [holder, other] = await kit.twoCustomers();
    const lesson = await kit.classWithSpaces(3);
    const url = kit.listingUrl(lesson, 'timetable');
    // The other customer's read fills the one-second cache that the holder's read then shares.
    expect(statusIn(Timetable.parse(await kit.read(other, url)).classes, lesson.listingId)).toBe('BOOK');
    const added = dataOf<Cart>(await kit.add(holder, [classItem(lesson)]));
    expect(statusIn(Timetable.parse(await kit.read(holder, url)).classes, lesson.listingId)).toBe(
      'CANCEL_RESERVATION',
    );
    expect(statusIn(Timetable.parse(await kit.read(other, url)).classes, lesson.listingId)).toBe('BOOK');
    const detail = ClassDetail.parse(await kit.read(holder, `/api/activities/${lesson.listingId}`));
    expect(detail.class.actionToShow).toEqual({
      status: 'CANCEL_RESERVATION',
      reason: null,
      firstBookableAt: null,
    });
    expect(
      ClassDetail.parse(await kit.read(other, `/api/activities/${lesson.listingId}`)).class.actionToShow
        .status,
    ).toBe('BOOK');

    await kit.remove(holder, [added.items[0]?.id ?? 0]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(statusIn(Timetable.parse(await kit.read(holder, url)).classes, lesson.listingId)).toBe('BOOK');
  });

  it("marks a visitor's slot and tickets by their guest cookie, and drops the mark when the hold expires", async () => {
    const guest = kit.visitor();
    const slot = await kit.freeSlot();
    const time = await kit.ticketTimeWithSpaces(5);
    const added = dataOf<Cart>(await kit.add(guest, [slotItem(slot), ticketItem(time, 1)]));
    const slots = SlotList.parse(await kit.read(guest, kit.listingUrl(slot, 'slots'))).slots;
    expect(statusIn(slots, slot.listingId)).toBe('CANCEL_RESERVATION');
    const times = TimesResponse.parse(await kit.read(guest, kit.listingUrl(time, 'times'))).timeSlots;
    expect(statusIn(times, time.listingId)).toBe('CANCEL_RESERVATION');
    const anonymous = SlotList.parse(await kit.read(kit.visitor(), kit.listingUrl(slot, 'slots'))).slots;
    expect(statusIn(anonymous, slot.listingId)).toBe('FULL');

    const ticketLine = added.items.find((item) => item.type === 'ticket_time');
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(cartItems.id, ticketLine?.id ?? 0));
    const expired = TimesResponse.parse(await kit.read(guest, kit.listingUrl(time, 'times'))).timeSlots;
    expect(statusIn(expired, time.listingId)).not.toBe('CANCEL_RESERVATION');
  });

  it('marks a course in the basket on the course list and page, with its hold counted in the spaces', async () => {
    const [holder, other] = await kit.twoCustomers();
    const course = await kit.courseWithSpaces(3);
    const listUrl = `/api/activities/venue/${course.venueSlug}/courses`;
    expect((await kit.add(holder, [courseItem(course)])).statusCode).toBe(201);
    const mine = await kit.listedCourse(holder, course);
    expect(mine).toMatchObject({ spacesAvailable: 2, actionToShow: { status: 'CANCEL_RESERVATION' } });
    const theirs = await kit.listedCourse(other, course);
    expect(theirs).toMatchObject({ spacesAvailable: 2, actionToShow: { status: 'BOOK' } });
    const page = Course.parse(await kit.read(holder, `${listUrl}/${course.slug}`));
    expect(page.actionToShow.status).toBe('CANCEL_RESERVATION');
  });
});
