import { type CancelBookingResponse, SlotList } from '@leisure/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, courses, ticketTimes } from '../../db/schema/index.ts';
import { demoClient } from '../../db/seed/data/demo.ts';
import { seedClientCutoffs } from '../../db/seed/seed-cutoffs.ts';
import { courseItem, slotItem, ticketItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookingRow, bookWithCredit, cancelBooking } from './booking-orders.test-kit.ts';

const kit = useBookingKit();
const HOUR = 60 * 60_000;

const cutoffsOf = async (slugs: string[]) =>
  new Map(
    (
      await kit
        .db()
        .select({ slug: activities.slug, hours: activities.cancellationCutoffHours })
        .from(activities)
        .where(and(eq(activities.clientId, kit.clientId), inArray(activities.slug, slugs)))
    ).map((row) => [row.slug, row.hours]),
  );

const COURTS = ['racket-sports', 'badminton', 'squash', 'tennis'];

describe('cancelling frees places as they were taken', () => {
  it('gives a court slot back, on the 48-hour cutoff of courts', async () => {
    const who = await kit.customer();
    const slot = await kit.freeSlot({ activitySlug: 'badminton' });
    const { booking, paidPence } = await bookWithCredit(kit, who, [slotItem(slot)]);
    const url = kit.listingUrl(slot, 'slots');
    const statusOf = async () =>
      SlotList.parse(await kit.read(kit.visitor(), url)).slots.find((item) => item.id === slot.listingId)
        ?.actionToShow.status;
    expect(await statusOf()).toBe('FULL');

    const cancelled = dataOf<CancelBookingResponse>(await cancelBooking(kit, who, booking.id));
    const isWithinCutoff = slot.startsAt.getTime() - Date.now() > 48 * HOUR;
    expect(cancelled.refund.amountPence).toBe(isWithinCutoff ? paidPence : 0);
    if (!isWithinCutoff) {
      expect(cancelled.message).toBe(
        'Your booking is cancelled. It is less than 48 hours before the start, so you will not get a refund.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the listing's micro-cache
    expect(await statusOf()).toBe('BOOK');
    // The slot can be held and booked again.
    const next = await kit.customer();
    expect((await kit.add(next, [slotItem(slot)])).statusCode).toBe(201);
  });

  it('gives ticket places and a course place back', async () => {
    const who = await kit.customer();
    const time = await kit.ticketTimeWithSpaces(3);
    const course = await kit.courseWithSpaces(1);
    const countsOf = async () => {
      const [ticket] = await kit
        .db()
        .select({ booked: ticketTimes.bookedCount })
        .from(ticketTimes)
        .where(and(eq(ticketTimes.clientId, kit.clientId), eq(ticketTimes.id, time.id)));
      const [onCourse] = await kit
        .db()
        .select({ booked: courses.bookedCount })
        .from(courses)
        .where(and(eq(courses.clientId, kit.clientId), eq(courses.id, course.id)));
      return { tickets: ticket?.booked, course: onCourse?.booked };
    };
    const before = await countsOf();
    const { bookings } = await bookWithCredit(kit, who, [ticketItem(time, 2), courseItem(course)]);
    expect(await countsOf()).toEqual({
      tickets: (before.tickets ?? 0) + 2,
      course: (before.course ?? 0) + 1,
    });
    for (const booking of bookings) {
      const cancelled = await cancelBooking(kit, who, booking.id);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await bookingRow(kit, booking.id)).status).toBe('cancelled');
    }
    expect(await countsOf()).toEqual(before);
    expect((await kit.listedCourse(kit.visitor(), course))?.spacesAvailable).toBe(1);
  });
});

describe('demo cancellation cutoffs', () => {
  it('gives courts 48 hours and classes 24, and sets courts on an existing database once', async () => {
    expect(Object.fromEntries(await cutoffsOf([...COURTS, 'spin', 'yoga']))).toEqual({
      'racket-sports': 48,
      badminton: 48,
      squash: 48,
      tennis: 48,
      spin: 24,
      yoga: 24,
    });
    // A database seeded before cutoffs: courts at the default; an operator changed squash since.
    const set = (slug: string, hours: number) =>
      kit
        .db()
        .update(activities)
        .set({ cancellationCutoffHours: hours })
        .where(and(eq(activities.clientId, kit.clientId), eq(activities.slug, slug)));
    for (const slug of COURTS) await set(slug, 24);
    await set('squash', 36);
    for (let pass = 0; pass < 2; pass += 1) {
      await kit.db().transaction((tx) => seedClientCutoffs(tx, demoClient));
    }
    expect(Object.fromEntries(await cutoffsOf(COURTS))).toEqual({
      'racket-sports': 48,
      badminton: 48,
      squash: 36,
      tennis: 48,
    });
  });
});
