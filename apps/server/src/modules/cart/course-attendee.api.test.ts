import type { Cart, Order } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendees, bookings, cartItems, courseSessions, courses } from '../../db/schema/index.ts';
import {
  bornAged,
  courseItem,
  courseItemForNoOne,
  errorOf,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { completeWithCredit, grantCredit } from '../bookings/booking-orders.test-kit.ts';

// Who attends a course: recorded on the line, their age on the first session checked against the
// course's range, and every session listed in the basket and the order (docs/product.md, "Courses").

const kit = useBookingKit();

/** A course for ages 4 to 7 that starts after tomorrow, with places to spare. */
async function lessons() {
  const course = await kit.courseWithSpaces(5);
  await kit
    .db()
    .update(courses)
    .set({ minAge: 4, maxAge: 7 })
    .where(and(eq(courses.clientId, kit.clientId), eq(courses.id, course.id)));
  return { ...course, minAge: 4, maxAge: 7 };
}

const child = (age: number, startsOn: string, first = 'Mia') => ({
  first_name: first,
  last_name: 'Example',
  date_of_birth: bornAged(age, startsOn),
});

async function sessionsOf(courseId: number) {
  return kit
    .db()
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.clientId, kit.clientId), eq(courseSessions.courseId, courseId)))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
}

/** What a refused add must leave as it was: the customer's lines and attendees. */
async function footprint(who: TestCustomer) {
  const lines = await kit.db().select({ id: cartItems.id }).from(cartItems);
  const saved = await kit
    .db()
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.clientId, kit.clientId), eq(attendees.userId, who.id)));
  return { lines: lines.length, attendees: saved.length };
}

describe('who attends a course', () => {
  it('records a child of the right age on the line, and lists every session', async () => {
    const who = await kit.customer();
    const course = await lessons();
    expect([course.minAge, course.maxAge]).toEqual([4, 7]);
    const cart = await kit.added(who, [
      { id: course.id, type: 'course', attendee: child(5, course.startsOn) },
    ]);
    const [line] = cart.items;
    expect(line?.attendee).toMatchObject({
      firstName: 'Mia',
      lastName: 'Example',
      dateOfBirth: bornAged(5, course.startsOn),
      isSelf: false,
    });
    const sessions = await sessionsOf(course.id);
    expect(sessions).toHaveLength(course.sessionCount);
    expect(line?.sessions.map((session) => session.id)).toEqual(sessions.map((session) => session.id));
    expect(line?.sessions[0]?.startsAt.dateTime.slice(0, 10)).toBe(course.startsOn);
    // The child is saved for next time.
    const listed = dataOf<{ attendees: { firstName: string }[] }>(await kit.previousAttendees(who, 'Mia'));
    expect(listed.attendees.map((attendee) => attendee.firstName)).toEqual(['Mia']);
  });

  it('refuses an attendee too young or too old on the first session, writing nothing', async () => {
    const who = await kit.customer();
    const course = await lessons();
    const before = await footprint(who);
    for (const age of [3, 8]) {
      const response = await kit.add(who, [
        { id: course.id, type: 'course', attendee: child(age, course.startsOn) },
      ]);
      expect(response.statusCode, response.body).toBe(422);
      expect(errorOf(response).errors).toEqual({
        'items.0.attendee.date_of_birth': [
          `${course.name} is for ages 4 to 7. The person attending will be ${age} on the first session.`,
        ],
      });
    }
    const noBirthday = await kit.add(who, [
      { id: course.id, type: 'course', attendee: { first_name: 'Mia', last_name: 'Example' } },
    ]);
    expect(noBirthday.statusCode).toBe(422);
    expect(errorOf(noBirthday).errors).toHaveProperty('items.0.attendee.date_of_birth');
    const both = await kit.add(who, [
      { id: course.id, type: 'course', attendee_id: 1, attendee: child(5, course.startsOn) },
    ]);
    expect(both.statusCode).toBe(422);
    expect(errorOf(both).errors).toHaveProperty('items.0.attendee_id');
    const visitor = await kit.add(kit.visitor(), [
      { id: course.id, type: 'course', attendee: child(5, course.startsOn) },
    ]);
    expect(visitor.statusCode).toBe(409);
    expect(await footprint(who)).toEqual(before);
    expect((await kit.listedCourse(kit.visitor(), course))?.spacesAvailable).toBe(5);
  });

  it("takes a saved attendee by id, checks their age too, and refuses someone else's", async () => {
    const [who, other] = await kit.twoCustomers();
    const course = await lessons();
    await kit.added(other, [{ id: course.id, type: 'course', attendee: child(6, course.startsOn, 'Ola') }]);
    const [theirs] = await kit
      .db()
      .select()
      .from(attendees)
      .where(and(eq(attendees.clientId, kit.clientId), eq(attendees.userId, other.id)));
    if (!theirs) throw new Error('no attendee saved');
    const refused = await kit.add(who, [{ id: course.id, type: 'course', attendee_id: theirs.id }]);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).errors).toHaveProperty('items.0.attendee_id');

    const [grown] = await kit
      .db()
      .insert(attendees)
      .values({
        clientId: kit.clientId,
        userId: who.id,
        firstName: 'Sam',
        lastName: 'Example',
        dateOfBirth: bornAged(30, course.startsOn),
      })
      .returning();
    if (!grown) throw new Error('no attendee');
    const tooOld = await kit.add(who, [{ id: course.id, type: 'course', attendee_id: grown.id }]);
    expect(tooOld.statusCode).toBe(422);
    expect(errorOf(tooOld).errors).toHaveProperty('items.0.attendee_id');

    await kit
      .db()
      .update(attendees)
      .set({ dateOfBirth: bornAged(7, course.startsOn) })
      .where(and(eq(attendees.clientId, kit.clientId), eq(attendees.id, grown.id)));
    const cart = await kit.added(who, [{ id: course.id, type: 'course', attendee_id: grown.id }]);
    expect(cart.items[0]?.attendee?.id).toBe(grown.id);
  });

  it('refuses an attendee on anything but a course', async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    const onAClass = await kit.add(who, [
      { id: lesson.listingId, type: 'activity_class', attendee: child(5, '2030-01-01') },
    ]);
    expect(onAClass.statusCode).toBe(422);
    expect(errorOf(onAClass).errors).toHaveProperty('items.0.attendee');
  });
});

describe('paying for a course', () => {
  it('refuses a course line without an attendee, booking nothing', async () => {
    const who = await kit.customer();
    const course = await lessons();
    const cart = await kit.added(who, [courseItemForNoOne(course)]);
    const [line] = cart.items;
    expect(line?.attendee).toBeNull();
    await grantCredit(kit, who, cart.totals.total);
    const applied = await kit.post(who, '/api/credits/apply', {
      creditsToReserve: [{ amount: cart.totals.total, type: 'general' }],
      cartSource: 'bookings',
    });
    const paying = dataOf<Cart>(applied);
    const response = await kit.post(who, '/api/checkout/complete', {
      payments: paying.payments.map((payment) => ({
        tenderType: payment.tenderType,
        amount: payment.amount,
      })),
      source: 'bookings',
      terms: true,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response).errors).toEqual({
      [`cart_items.${line?.id}.attendee`]: [`Choose who attends ${course.name}.`],
    });
    const booked = await kit
      .db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.userId, who.id)));
    expect(booked).toEqual([]);
  });

  it('shows who attends and every session on the confirmation and in the email', async () => {
    const who = await kit.customer();
    const course = await lessons();
    await kit.added(who, [courseItem(course)]);
    const { orderId } = await completeWithCredit(kit, who);
    const order = dataOf<Order>(await kit.get(who, `/api/activities/orders/${orderId}`));
    const [booking] = order.bookings;
    const sessions = await sessionsOf(course.id);
    expect(booking?.attendeeName).toBe('Robin Example');
    expect(booking?.sessions.map((session) => session.id)).toEqual(sessions.map((session) => session.id));
    expect(booking?.sessions.at(-1)?.startsAt.dateTime.slice(0, 10)).toBe(course.endsOn);
  });
});
