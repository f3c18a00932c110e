import { authCookieNames, type Cart, type ErrorBody } from '@leisure/contracts';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  classOccurrences,
  clients,
  courses,
  sessions,
  ticketTimes,
  ticketTypes,
  users,
  venues,
} from '../../db/schema/index.ts';
import { dataOf, type TestApp } from '../../test/test-app.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { apiFamilyFor } from '../timetable/api-family.ts';
import { dayOf } from '../timetable/calendar.ts';
import { isSlotTaken } from '../timetable/capacity.ts';
import { guestCartCookieName } from './guest-cookie.ts';

/**
 * Test support for the basket's API tests (never imported by product code): shoppers with a
 * cookie jar, calls as the bookings app makes them, and demo rows set up to have exactly the
 * places a test needs.
 */

const HOUR = 60 * 60_000;

/** Someone using the basket: a customer (`id`) or a visitor (`id` null), with their cookies. */
export interface Shopper {
  id: number | null;
  cookies: Map<string, string>;
}

type Extra = Record<string, string>;
type ListedRow = { id: number; uid: string; venueId: number; startsAt: Date };

export const errorOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

/** How many responses had each status. */
export function statusCounts(responses: LightMyRequestResponse[]) {
  const counts = new Map<number, number>();
  for (const response of responses)
    counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
  return counts;
}

export const classItem = (row: { listingId: number | string }) => ({
  id: row.listingId,
  type: 'activity_class',
});
export const slotItem = (row: { listingId: number | string }) => ({ id: row.listingId, type: 'ad_hoc_slot' });
export const courseItem = (row: { id: number }) => ({ id: row.id, type: 'course' });
export const ticketItem = (row: { listingId: number | string; ticketTypeId: number }, quantity = 1) => ({
  id: row.listingId,
  type: 'ticket_time',
  options: { quantity, ticket_type_id: row.ticketTypeId },
});

export async function cartTestKit(testApp: TestApp, clientSlug = 'demo') {
  const db = (): Database => testApp.database.handle.db;
  const [found] = await db().select().from(clients).where(eq(clients.slug, clientSlug));
  if (!found) throw new Error(`no client ${clientSlug}`);
  const client = found;
  const clientId = client.id;
  const guestCookie = guestCartCookieName(clientSlug);

  /** Customers made directly in the database, each with a live session (no password hashing). */
  async function customers(count: number): Promise<(Shopper & { id: number })[]> {
    const tag = Math.random().toString(36).slice(2, 10);
    const rows = await db()
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId,
          reference: `CART${tag}${i}`,
          email: `cart-${tag}-${i}@example.com`,
          firstName: 'Cart',
          lastName: `Customer ${i}`,
          passwordHash: 'not-a-password-hash',
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => generateToken());
    await db()
      .insert(sessions)
      .values(
        rows.map((row, i) => ({
          clientId,
          userId: row.id,
          tokenHash: hashToken(tokens[i] ?? ''),
          expiresAt: new Date(Date.now() + 24 * HOUR),
        })),
      );
    const name = authCookieNames(clientSlug).token;
    return rows.map((row, i) => ({ id: row.id, cookies: new Map([[name, tokens[i] ?? '']]) }));
  }

  async function customer() {
    const [who] = await customers(1);
    if (!who) throw new Error('no customer made');
    return who;
  }

  const visitor = (): Shopper => ({ id: null, cookies: new Map() });
  const cookieHeader = (who: Shopper) =>
    [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  /** A call as the bookings app makes it; the guest cookie the answer sets or clears lands in the jar. */
  async function call(
    who: Shopper,
    options: { method: InjectOptions['method']; url: string; payload?: unknown; headers?: Extra },
  ) {
    const response = await testApp.request({
      method: options.method,
      url: options.url,
      client: clientSlug,
      headers: { cookie: cookieHeader(who), 'x-requested-with': 'XMLHttpRequest', ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies) {
      if (cookie.name !== guestCookie) continue;
      if (cookie.value === '' || cookie.maxAge === 0) who.cookies.delete(guestCookie);
      else who.cookies.set(guestCookie, cookie.value);
    }
    return response;
  }

  const CART = '/api/activities/cart';
  const api = {
    getCart: (who: Shopper, headers?: Extra) => call(who, { method: 'GET', url: CART, headers }),
    add: (who: Shopper, items: unknown[], headers?: Extra) =>
      call(who, { method: 'POST', url: `${CART}/add`, payload: { items }, headers }),
    remove: (who: Shopper, ids: number[], headers?: Extra) =>
      call(who, {
        method: 'POST',
        url: `${CART}/remove?source=bookings`,
        payload: { cart_item_ids: ids },
        headers,
      }),
    clear: (who: Shopper, headers?: Extra) => call(who, { method: 'DELETE', url: CART, headers }),
    update: (who: Shopper, lineId: number, options: Record<string, unknown>, headers?: Extra) =>
      call(who, { method: 'PUT', url: `${CART}/${lineId}`, payload: { options }, headers }),
  };
  const cartOf = async (who: Shopper) => {
    const response = await api.getCart(who);
    if (response.statusCode !== 200) throw new Error(response.body);
    return dataOf<Cart>(response);
  };

  /** The listing id of a row at its venue and date: numeric for v1, the uid for v2. */
  async function publicId(row: ListedRow) {
    const [venue] = await db()
      .select()
      .from(venues)
      .where(and(eq(venues.clientId, clientId), eq(venues.id, row.venueId)));
    if (!venue) throw new Error('no venue');
    const family = apiFamilyFor({
      date: dayOf(row.startsAt, client.timezone),
      venue,
      clientMigrationDate: client.migrationDate,
    });
    return {
      listingId: family === 'v1' ? row.id : row.uid,
      family,
      venueSlug: venue.slug,
      venueName: venue.name,
    };
  }

  const used = { classes: 0, slots: 0, times: 0, courses: 0 };

  /** A future class, open for booking, made to have exactly `spaces` places left (not members-only unless asked). */
  async function classWithSpaces(spaces: number, options: { isMembersOnly?: boolean } = {}) {
    const candidates = await db()
      .select({ occurrence: classOccurrences, activitySlug: activities.slug })
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
          eq(classOccurrences.status, 'scheduled'),
          eq(activities.isMembersOnly, options.isMembersOnly ?? false),
          gt(classOccurrences.startsAt, new Date(Date.now() + 2 * HOUR)),
        ),
      )
      .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.id))
      .limit(used.classes + 1);
    const found = candidates[used.classes++];
    if (!found) throw new Error('no class left in the demo data');
    const row = found.occurrence;
    await db()
      .update(classOccurrences)
      .set({ firstBookableAt: null, capacity: row.bookedCount + spaces })
      .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, row.id)));
    return { ...row, activitySlug: found.activitySlug, ...(await publicId(row)) };
  }

  /** A free slot that is open for booking now. */
  async function freeSlot() {
    const candidates = await db()
      .select({
        id: adHocSlots.id,
        uid: adHocSlots.uid,
        venueId: adHocSlots.venueId,
        startsAt: adHocSlots.startsAt,
        pricePence: adHocSlots.pricePence,
        activitySlug: activities.slug,
      })
      .from(adHocSlots)
      .innerJoin(
        activities,
        and(eq(activities.clientId, adHocSlots.clientId), eq(activities.id, adHocSlots.activityId)),
      )
      .where(
        and(
          eq(adHocSlots.clientId, clientId),
          eq(adHocSlots.status, 'scheduled'),
          eq(activities.isMembersOnly, false),
          gt(adHocSlots.startsAt, new Date(Date.now() + 2 * HOUR)),
          lt(adHocSlots.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
          eq(isSlotTaken(), false),
        ),
      )
      .orderBy(asc(adHocSlots.startsAt), asc(adHocSlots.id))
      .limit(used.slots + 1);
    const row = candidates[used.slots++];
    if (!row) throw new Error('no free slot in the demo data');
    return { ...row, ...(await publicId(row)) };
  }

  /** A ticket time open for booking now (a different one each call), with a one-place ticket type, made to have `spaces` left. */
  async function ticketTimeWithSpaces(spaces: number) {
    const candidates = await db()
      .select({
        id: ticketTimes.id,
        uid: ticketTimes.uid,
        venueId: ticketTimes.venueId,
        startsAt: ticketTimes.startsAt,
        activitySlug: activities.slug,
        ticketTypeId: ticketTypes.id,
        ticketTypeName: ticketTypes.name,
        ticketPrice: ticketTypes.pricePence,
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
          eq(ticketTimes.status, 'scheduled'),
          eq(activities.isMembersOnly, false),
          gt(ticketTimes.startsAt, new Date(Date.now() + 2 * HOUR)),
          lt(ticketTimes.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
        ),
      )
      .orderBy(
        asc(ticketTimes.startsAt),
        asc(ticketTimes.id),
        asc(ticketTypes.sortOrder),
        asc(ticketTypes.id),
      );
    const seen = new Set<number>();
    const distinct = candidates.filter((row) => !seen.has(row.id) && seen.add(row.id));
    const row = distinct[used.times++];
    if (!row) throw new Error('no ticket time left in the demo data');
    await db()
      .update(ticketTimes)
      .set({ capacity: sql`${ticketTimes.bookedCount} + ${spaces}` })
      .where(and(eq(ticketTimes.clientId, clientId), eq(ticketTimes.id, row.id)));
    return { ...row, ...(await publicId(row)) };
  }

  /** A course still open for booking (a different one each call), made to have `spaces` places left. */
  async function courseWithSpaces(spaces: number) {
    const candidates = await db()
      .select({ course: courses, activitySlug: activities.slug, venueSlug: venues.slug })
      .from(courses)
      .innerJoin(
        activities,
        and(eq(activities.clientId, courses.clientId), eq(activities.id, courses.activityId)),
      )
      .innerJoin(venues, and(eq(venues.clientId, courses.clientId), eq(venues.id, courses.venueId)))
      .where(
        and(
          eq(courses.clientId, clientId),
          eq(activities.isMembersOnly, false),
          sql`${courses.startsOn} > (now() at time zone ${client.timezone})::date + 1`,
        ),
      )
      .orderBy(asc(courses.startsOn), asc(courses.id))
      .limit(used.courses + 1);
    const found = candidates[used.courses++];
    if (!found) throw new Error('no course left in the demo data');
    const row = found.course;
    await db()
      .update(courses)
      .set({ capacity: row.bookedCount + spaces })
      .where(and(eq(courses.clientId, clientId), eq(courses.id, row.id)));
    return {
      ...row,
      capacity: row.bookedCount + spaces,
      activitySlug: found.activitySlug,
      venueSlug: found.venueSlug,
    };
  }

  /** Spaces a class shows on its own page (`GET /api/activities/{id}`), as an anonymous visitor. */
  async function classSpaces(id: number | string) {
    const response = await testApp.request({
      method: 'GET',
      url: `/api/activities/${id}`,
      client: clientSlug,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return dataOf<{ class: { spacesAvailable: number } }>(response).class.spacesAvailable;
  }

  return {
    db,
    client,
    clientId,
    guestCookie,
    customers,
    customer,
    visitor,
    call,
    ...api,
    cartOf,
    publicId,
    classWithSpaces,
    freeSlot,
    ticketTimeWithSpaces,
    courseWithSpaces,
    classSpaces,
  };
}

export type CartTestKit = Awaited<ReturnType<typeof cartTestKit>>;
