import type { Cart } from '@leisure/contracts';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { activities, classOccurrences, ticketTimes, ticketTypes, users } from '../../db/schema/index.ts';
import { dataOf, type TestApp } from '../../test/test-app.ts';
import { cartTestKit, classItem, type Shopper, ticketItem } from '../cart/cart-test-kit.ts';

/**
 * Test support for the attendees, waivers and questions API tests (never imported by product
 * code): the basket kit, plus staff, lines of the demo's waiver and question activities, and the
 * calls as the bookings app makes them.
 */

const HOUR = 60 * 60_000;
type Extra = Record<string, string>;

export async function waiverTestKit(testApp: TestApp) {
  const kit = await cartTestKit(testApp);
  const { db, clientId } = kit;

  /** A logged-in front-of-house user. */
  async function staff(): Promise<Shopper & { id: number }> {
    const who = await kit.customer();
    await db()
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.clientId, clientId), eq(users.id, who.id)));
    return who;
  }

  const usedTimes = new Set<number>();
  /** A bouldering ticket time (its activity has a waiver) with a one-place ticket type and room to spare. */
  async function boulderingTime() {
    const rows = await db()
      .select({
        id: ticketTimes.id,
        uid: ticketTimes.uid,
        venueId: ticketTimes.venueId,
        startsAt: ticketTimes.startsAt,
        ticketTypeId: ticketTypes.id,
      })
      .from(ticketTimes)
      .innerJoin(
        activities,
        and(eq(activities.clientId, ticketTimes.clientId), eq(activities.id, ticketTimes.activityId)),
      )
      .innerJoin(
        ticketTypes,
        and(
          eq(ticketTypes.clientId, ticketTimes.clientId),
          eq(ticketTypes.activityId, ticketTimes.activityId),
          eq(ticketTypes.venueId, ticketTimes.venueId),
          eq(ticketTypes.placesPerTicket, 1),
        ),
      )
      .where(
        and(
          eq(ticketTimes.clientId, clientId),
          eq(activities.slug, 'bouldering'),
          eq(ticketTimes.status, 'scheduled'),
          gt(ticketTimes.startsAt, new Date(Date.now() + 2 * HOUR)),
          lt(ticketTimes.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
        ),
      )
      .orderBy(asc(ticketTimes.startsAt), asc(ticketTimes.id), asc(ticketTypes.id));
    const row = rows.find((candidate) => !usedTimes.has(candidate.id));
    if (!row) throw new Error('no bouldering time left in the demo data');
    usedTimes.add(row.id);
    await db()
      .update(ticketTimes)
      .set({ capacity: sql`${ticketTimes.bookedCount} + 20` })
      .where(and(eq(ticketTimes.clientId, clientId), eq(ticketTimes.id, row.id)));
    return { ...row, ...(await kit.publicId(row)) };
  }

  const usedClasses = new Set<number>();
  /** A yoga class (its activity asks two questions) open for booking. */
  async function yogaClass() {
    const rows = await db()
      .select({ occurrence: classOccurrences })
      .from(classOccurrences)
      .innerJoin(
        activities,
        and(
          eq(activities.clientId, classOccurrences.clientId),
          eq(activities.id, classOccurrences.activityId),
        ),
      )
      .where(
        and(
          eq(classOccurrences.clientId, clientId),
          eq(activities.slug, 'yoga'),
          eq(classOccurrences.status, 'scheduled'),
          gt(classOccurrences.startsAt, new Date(Date.now() + 2 * HOUR)),
        ),
      )
      .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.id))
      .limit(usedClasses.size + 20);
    const found = rows.find((candidate) => !usedClasses.has(candidate.occurrence.id))?.occurrence;
    if (!found) throw new Error('no yoga class left in the demo data');
    usedClasses.add(found.id);
    await db()
      .update(classOccurrences)
      .set({ firstBookableAt: null, capacity: found.bookedCount + 10 })
      .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, found.id)));
    return { ...found, ...(await kit.publicId(found)) };
  }

  /** Adds items and answers the basket; fails the test on anything but 201. */
  async function added(who: Shopper, items: unknown[]): Promise<Cart> {
    const response = await kit.add(who, items);
    if (response.statusCode !== 201) throw new Error(response.body);
    return dataOf<Cart>(response);
  }

  /** A basket line of `quantity` bouldering tickets; answers its id. */
  async function boulderingLine(who: Shopper, quantity = 1): Promise<number> {
    const time = await boulderingTime();
    const cart = await added(who, [ticketItem(time, quantity)]);
    const line = cart.items.find((item) => item.listingId === time.listingId);
    if (!line) throw new Error('the bouldering line is missing');
    return line.id;
  }

  async function yogaLine(who: Shopper): Promise<{ lineId: number; cartId: number; uid: string }> {
    const lesson = await yogaClass();
    const cart = await added(who, [classItem(lesson)]);
    const line = cart.items.find((item) => item.listingId === lesson.listingId);
    if (!line) throw new Error('the yoga line is missing');
    return { lineId: line.id, cartId: cart.id, uid: lesson.uid };
  }

  const WAIVERS = '/api/activities/question-waivers';
  const withUser = (path: string, selected?: number, extra = '') => {
    const query = [extra, selected === undefined ? '' : `selected_user_id=${selected}`].filter(Boolean);
    return query.length === 0 ? path : `${path}?${query.join('&')}`;
  };
  const api = {
    previous: (who: Shopper, query = '', selected?: number) =>
      kit.call(who, {
        method: 'GET',
        url: withUser(
          `${WAIVERS}/previous-attendees`,
          selected,
          query ? `query=${encodeURIComponent(query)}` : '',
        ),
      }),
    required: (who: Shopper, selected?: number) =>
      kit.call(who, { method: 'GET', url: withUser(`${WAIVERS}/required`, selected) }),
    send: (who: Shopper, payload: unknown, headers?: Extra) =>
      kit.call(who, { method: 'POST', url: WAIVERS, payload, headers }),
    cartQuestions: (who: Shopper, selected?: number) =>
      kit.call(who, { method: 'GET', url: withUser('/api/activities/cart/questions', selected) }),
    answerCart: (who: Shopper, cartId: number, payload: unknown, headers?: Extra) =>
      kit.call(who, { method: 'POST', url: `/api/activities/cart/${cartId}/questions`, payload, headers }),
    answerEarly: (who: Shopper, target: number | string, payload: unknown, headers?: Extra) =>
      kit.call(who, {
        method: 'POST',
        url:
          typeof target === 'number'
            ? `/api/activities/${target}/questions/answers`
            : `/api/activities/occurrences/${target}/questions/answers`,
        payload,
        headers,
      }),
  };

  return { ...kit, staff, boulderingTime, yogaClass, added, boulderingLine, yogaLine, ...api };
}

export type WaiverTestKit = Awaited<ReturnType<typeof waiverTestKit>>;

/** One signature for `attendee_id`, as the /attendees page sends it. */
export const signedBy = (cartItemId: number, attendeeId: number, signedName = 'Pat Example') => ({
  cart_item_id: cartItemId,
  attendee_id: attendeeId,
  signed_name: signedName,
  accepted: true,
});

/** One signature for a new attendee. */
export const newAttendeeSigns = (
  cartItemId: number,
  attendee: { first_name: string; last_name: string; date_of_birth?: string; email?: string },
) => ({
  cart_item_id: cartItemId,
  attendee,
  signed_name: `${attendee.first_name} ${attendee.last_name}`,
  accepted: true,
});
