import type { Cart } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, cartItems, slotBookings } from '../../db/schema/index.ts';
import {
  classItem,
  courseItem,
  errorOf,
  slotItem,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

describe('adding to the basket', () => {
  it("adds a course, holding a place the course listing's spaces count", async () => {
    const who = await kit.customer();
    const course = await kit.courseWithSpaces(2);
    const listed = () => kit.listedCourse(kit.visitor(), course);
    expect((await listed())?.spacesAvailable).toBe(2);
    const response = await kit.add(who, [courseItem(course)]);
    expect(response.statusCode, response.body).toBe(201);
    const [line] = dataOf<Cart>(response).items;
    expect(line).toMatchObject({
      type: 'course',
      listingId: course.id,
      name: course.name,
      venueSlug: course.venueSlug,
      activitySlug: course.activitySlug,
      locationName: null,
      price: { amountPence: course.pricePence },
    });
    expect(line?.startsAt.dateTime.slice(0, 10)).toBe(course.startsOn);
    expect(line?.endsAt.dateTime.slice(0, 10)).toBe(course.endsOn);
    expect((await listed())?.spacesAvailable).toBe(1);
    expect((await kit.add(who, [{ id: 'a-course-uid', type: 'course' }])).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 422 for the wrong id family', async () => {
    const who = await kit.customer();
    expect((await kit.add(who, [{ id: 999_999_999, type: 'activity_class' }])).statusCode).toBe(404);
    expect((await kit.add(who, [{ id: 'no-such-uid', type: 'ad_hoc_slot' }])).statusCode).toBe(404);
    expect((await kit.add(who, [{ id: 999_999_999, type: 'course' }])).statusCode).toBe(404);
    const lesson = await kit.classWithSpaces(2);
    const other = lesson.family === 'v1' ? lesson.uid : lesson.id;
    const wrong = await kit.add(who, [classItem({ listingId: other })]);
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).code).toBe('wrong_api_family');
  });

  it('answers 409 place_unavailable for a full class and a taken slot, keeping nothing of the request', async () => {
    const [first, second] = await kit.twoCustomers();
    const lesson = await kit.classWithSpaces(1);
    expect((await kit.add(first, [classItem(lesson)])).statusCode).toBe(201);
    const full = await kit.add(second, [classItem(lesson)]);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toMatchObject({
      code: 'place_unavailable',
      message: 'Sorry, that place has just gone.',
    });

    const slot = await kit.freeSlot();
    expect((await kit.add(first, [slotItem(slot)])).statusCode).toBe(201);
    const taken = await kit.add(second, [slotItem(slot)]);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('place_unavailable');
    const roomy = await kit.classWithSpaces(5);
    expect((await kit.add(second, [classItem(roomy), slotItem(slot)])).statusCode).toBe(409);
    expect((await kit.cartOf(second)).items).toEqual([]);
  });

  it('frees the place of an expired hold and shows the line as expired, out of the totals', async () => {
    const [first, second] = await kit.twoCustomers();
    const lesson = await kit.classWithSpaces(1);
    const slot = await kit.freeSlot();
    expect((await kit.add(first, [classItem(lesson), slotItem(slot)])).statusCode).toBe(201);
    expect((await kit.add(second, [classItem(lesson)])).statusCode).toBe(409);
    expect((await kit.add(second, [slotItem(slot)])).statusCode).toBe(409);

    const past = new Date(Date.now() - 60_000);
    const cart = await kit.cartOf(first);
    await kit.db().update(cartItems).set({ holdExpiresAt: past }).where(eq(cartItems.cartId, cart.id));
    await kit
      .db()
      .update(slotBookings)
      .set({ expiresAt: past })
      .where(and(eq(slotBookings.clientId, kit.clientId), eq(slotBookings.slotId, slot.id)));

    const expired = await kit.cartOf(first);
    expect(expired.items.map((item) => item.isExpired)).toEqual([true, true]);
    expect(expired.totals).toMatchObject({ total: 0, itemCount: 0, taxTotal: 0 });
    expect(await kit.classSpaces(lesson.listingId)).toBe(1);

    expect((await kit.add(second, [classItem(lesson)])).statusCode).toBe(201);
    expect((await kit.add(second, [slotItem(slot)])).statusCode).toBe(201);
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);
  });

  it("holds an expired line again as the basket's Hold again does: the same add, then the old line removed", async () => {
    const customer = await kit.customer();
    const lesson = await kit.classWithSpaces(1);
    const time = await kit.ticketTimeWithSpaces(3);
    await kit.added(customer, [classItem(lesson), ticketItem(time, 2)]);
    const cart = await kit.cartOf(customer);
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(cartItems.cartId, cart.id));
    const expired = (await kit.cartOf(customer)).items;
    const ticketLine = expired.find((item) => item.type === 'ticket_time');
    expect(ticketLine).toMatchObject({ isExpired: true, quantity: 2, ticketTypeId: time.ticketTypeId });

    for (const line of expired) {
      const again = {
        id: line.listingId,
        type: line.type,
        ...(line.ticketTypeId === null
          ? {}
          : { options: { quantity: line.quantity, ticket_type_id: line.ticketTypeId } }),
      };
      expect((await kit.add(customer, [again])).statusCode).toBe(201);
      expect((await kit.remove(customer, [line.id])).statusCode).toBe(200);
    }
    const after = await kit.cartOf(customer);
    expect(after.items.map((item) => [item.type, item.isExpired, item.quantity]).sort()).toEqual([
      ['activity_class', false, 1],
      ['ticket_time', false, 2],
    ]);
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);
  });

  it('answers 409 with the reason when the class cannot be booked yet', async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    await kit.updateClass(lesson.id, { firstBookableAt: new Date(Date.now() + 60 * 60_000) });
    const response = await kit.add(who, [classItem(lesson)]);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('You cannot book this activity yet');
  });

  it('holds ticket places up to the capacity of the time and for the hold period', async () => {
    const [first, second] = await kit.twoCustomers();
    const time = await kit.ticketTimeWithSpaces(3);
    const before = Date.now();
    const added = await kit.add(first, [ticketItem(time, 2)]);
    expect(added.statusCode, added.body).toBe(201);
    const expiresAt = Date.parse(dataOf<Cart>(added).items[0]?.holdExpiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - before).toBeLessThan(16 * 60_000);
    const tooMany = await kit.add(second, [ticketItem(time, 2)]);
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany).code).toBe('place_unavailable');
    expect((await kit.add(second, [ticketItem(time, 1)])).statusCode).toBe(201);
    expect((await kit.add(second, [ticketItem(time, 1)])).statusCode).toBe(409);
  });

  it('counts the attendee waivers its live lines still need', async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    const time = await kit.ticketTimeWithSpaces(5);
    for (const slug of [lesson.activitySlug, time.activitySlug]) {
      await kit
        .db()
        .update(activities)
        .set({ waiverText: 'I take part at my own risk.' })
        .where(and(eq(activities.clientId, kit.clientId), eq(activities.slug, slug)));
    }
    const cart = dataOf<Cart>(await kit.add(who, [classItem(lesson), ticketItem(time, 2)]));
    expect(cart.attendeeWaiversRequired).toBe(3);
  });
});
