import { authCookieNames, type Cart, type ErrorBody } from '@leisure/contracts';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  cartItems,
  carts,
  classOccurrences,
  clients,
  sessions,
  slotBookings,
  ticketTimes,
  ticketTypes,
  users,
  venues,
} from '../../db/schema/index.ts';
import { dataOf, startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { bookingOpensAt } from '../timetable/action-to-show.ts';
import { apiFamilyFor } from '../timetable/api-family.ts';
import { dayOf } from '../timetable/calendar.ts';
import { isSlotTaken, liveHeldPlaces } from '../timetable/capacity.ts';

let testApp: TestApp;
let clientId: number;
let timezone: string;
let clientMigrationDate: string | null;
beforeAll(async () => {
  testApp = await startTestApp();
  const [client] = await db().select().from(clients).where(eq(clients.slug, 'demo'));
  if (!client) throw new Error('no demo client');
  clientId = client.id;
  timezone = client.timezone;
  clientMigrationDate = client.migrationDate;
});
afterAll(() => testApp?.close());

const db = (): Database => testApp.database.handle.db;
const HOUR = 60 * 60_000;
/** Figures for the run's output. */
const report = (line: string) => process.stdout.write(`${line}\n`);

/** Customers made directly in the database, each with a live session (no password hashing). */
async function customers(count: number): Promise<{ id: number; cookie: string }[]> {
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
  const name = authCookieNames('demo').token;
  return rows.map((row, i) => ({ id: row.id, cookie: `${name}=${tokens[i]}` }));
}

type Customer = { cookie: string };
const headers = (who: Customer, extra: Record<string, string> = {}) => ({
  cookie: who.cookie,
  'x-requested-with': 'XMLHttpRequest',
  ...extra,
});
const getCart = (who: Customer) =>
  testApp.request({ method: 'GET', url: '/api/activities/cart', headers: headers(who) });
const add = (who: Customer, items: unknown[], extra: Record<string, string> = {}) =>
  testApp.request({
    method: 'POST',
    url: '/api/activities/cart/add',
    headers: headers(who, extra),
    payload: { items },
  });
const remove = (who: Customer, ids: number[], extra: Record<string, string> = {}) =>
  testApp.request({
    method: 'POST',
    url: '/api/activities/cart/remove?source=bookings',
    headers: headers(who, extra),
    payload: { cart_item_ids: ids },
  });
const clear = (who: Customer) =>
  testApp.request({ method: 'DELETE', url: '/api/activities/cart', headers: headers(who) });
const errorOf = (response: LightMyRequestResponse) => response.json() as ErrorBody;

/** The listing id of a row at its venue and date: numeric for v1, the uid for v2. */
async function publicId(row: { id: number; uid: string; venueId: number; startsAt: Date }) {
  const [venue] = await db()
    .select()
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.id, row.venueId)));
  if (!venue) throw new Error('no venue');
  const family = apiFamilyFor({ date: dayOf(row.startsAt, timezone), venue, clientMigrationDate });
  return { listingId: family === 'v1' ? row.id : row.uid, family, venueSlug: venue.slug };
}

let classesUsed = 0;
/** A future class, open for booking, made to have exactly `spaces` places left. */
async function classWithSpaces(spaces: number) {
  const candidates = await db()
    .select()
    .from(classOccurrences)
    .where(
      and(
        eq(classOccurrences.clientId, clientId),
        eq(classOccurrences.status, 'scheduled'),
        gt(classOccurrences.startsAt, new Date(Date.now() + 2 * HOUR)),
      ),
    )
    .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.id))
    .limit(classesUsed + 1);
  const row = candidates[classesUsed++];
  if (!row) throw new Error('no class left in the demo data');
  await db()
    .update(classOccurrences)
    .set({ firstBookableAt: null, capacity: row.bookedCount + spaces })
    .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, row.id)));
  return { ...row, ...(await publicId(row)) };
}

let slotsUsed = 0;
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
        gt(adHocSlots.startsAt, new Date(Date.now() + 2 * HOUR)),
        lt(adHocSlots.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
        eq(isSlotTaken(), false),
      ),
    )
    .orderBy(asc(adHocSlots.startsAt), asc(adHocSlots.id))
    .limit(slotsUsed + 1);
  const row = candidates[slotsUsed++];
  if (!row) throw new Error('no free slot in the demo data');
  expect(bookingOpensAt(row.startsAt, timezone).getTime()).toBeLessThan(Date.now());
  return { ...row, ...(await publicId(row)) };
}

/** A ticket time open for booking now, with its first ticket type. */
async function ticketTime() {
  const [row] = await db()
    .select({
      id: ticketTimes.id,
      uid: ticketTimes.uid,
      venueId: ticketTimes.venueId,
      startsAt: ticketTimes.startsAt,
      ticketTypeId: ticketTypes.id,
      ticketPrice: ticketTypes.pricePence,
    })
    .from(ticketTimes)
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
        gt(ticketTimes.startsAt, new Date(Date.now() + 2 * HOUR)),
        lt(ticketTimes.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
        sql`${ticketTimes.capacity} - ${ticketTimes.bookedCount} >= 5`,
      ),
    )
    .orderBy(asc(ticketTimes.startsAt))
    .limit(1);
  if (!row) throw new Error('no ticket time in the demo data');
  return { ...row, ...(await publicId(row)) };
}

const classSpaces = async (id: number | string) => {
  const response = await testApp.request({ method: 'GET', url: `/api/activities/${id}` });
  expect(response.statusCode).toBe(200);
  return dataOf<{ class: { spacesAvailable: number } }>(response).class.spacesAvailable;
};

const classItem = (row: { listingId: number | string }) => ({ id: row.listingId, type: 'activity_class' });
const slotItem = (row: { listingId: number | string }) => ({ id: row.listingId, type: 'ad_hoc_slot' });

describe('basket', () => {
  it('answers 401 when logged out', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/activities/cart' });
    expect(response.statusCode).toBe(401);
    const added = await testApp.request({
      method: 'POST',
      url: '/api/activities/cart/add',
      payload: { items: [{ id: 1, type: 'activity_class' }] },
    });
    expect(added.statusCode).toBe(401);
  });

  it('gives a logged-in customer an empty open basket', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    const response = await getCart(who);
    expect(response.statusCode).toBe(200);
    const cart = dataOf<Cart>(response);
    expect(cart.items).toEqual([]);
    expect(cart.totals).toMatchObject({ total: 0, itemCount: 0, formattedTotal: '£0.00', balance: 0 });
    expect(cart.cartId).toBe(cart.id);
    expect(cart.completeOrderId).toBeNull();
    expect(cart.holdMinutes).toBe(15);
    expect(dataOf<Cart>(await getCart(who)).id).toBe(cart.id);
  });

  it('refuses a cookie-authenticated add without X-Requested-With', async () => {
    const [who] = await customers(1);
    const response = await testApp.request({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { cookie: who?.cookie ?? '' },
      payload: { items: [{ id: 1, type: 'activity_class' }] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('adds a class, a slot and tickets with totals, sorted by start, then removes and clears', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    const lesson = await classWithSpaces(3);
    const slot = await freeSlot();
    const time = await ticketTime();
    const spacesBefore = await classSpaces(lesson.listingId);
    const response = await add(who, [
      classItem(lesson),
      slotItem(slot),
      {
        id: time.listingId,
        type: 'ticket_time',
        options: { quantity: 2, ticket_type_id: time.ticketTypeId },
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const cart = dataOf<Cart>(response);
    expect(cart.items).toHaveLength(3);
    const sorted = [...cart.items].sort((a, b) => a.sortBy.localeCompare(b.sortBy));
    expect(cart.items.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
    const expected = lesson.pricePence + slot.pricePence + 2 * time.ticketPrice;
    expect(cart.totals).toMatchObject({
      total: expected,
      subTotal: expected,
      balance: expected,
      taxTotal: 0,
    });
    expect(cart.totals.itemCount).toBe(3);
    expect(cart.totals.formattedTotal).toBe(`£${(expected / 100).toFixed(2)}`);
    const tickets = cart.items.find((item) => item.type === 'ticket_time');
    expect(tickets?.quantity).toBe(2);
    expect(tickets?.total.amountPence).toBe(2 * time.ticketPrice);
    expect(cart.items.every((item) => !item.isExpired && item.venueSlug !== '')).toBe(true);
    expect(await classSpaces(lesson.listingId)).toBe(spacesBefore - 1);

    const classLine = cart.items.find((item) => item.type === 'activity_class');
    const removed = await remove(who, [classLine?.id ?? 0]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf<Cart>(removed).items).toHaveLength(2);
    expect(await classSpaces(lesson.listingId)).toBe(spacesBefore);

    const cleared = await clear(who);
    expect(cleared.statusCode).toBe(200);
    expect(dataOf<Cart>(cleared).items).toEqual([]);
    expect(dataOf<Cart>(cleared).totals.total).toBe(0);
    const [slotRow] = await db()
      .select({ taken: isSlotTaken() })
      .from(adHocSlots)
      .where(and(eq(adHocSlots.clientId, clientId), eq(adHocSlots.id, slot.id)));
    expect(slotRow?.taken).toBe(false);
  });

  it('answers 404 for an unknown id and 422 for the wrong id family', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    expect((await add(who, [{ id: 999_999_999, type: 'activity_class' }])).statusCode).toBe(404);
    expect((await add(who, [{ id: 'no-such-uid', type: 'ad_hoc_slot' }])).statusCode).toBe(404);
    const lesson = await classWithSpaces(2);
    const other = lesson.family === 'v1' ? lesson.uid : lesson.id;
    const wrong = await add(who, [classItem({ listingId: other })]);
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).code).toBe('wrong_api_family');
  });

  it('answers 409 place_unavailable for a full class and a taken slot', async () => {
    const [first, second] = await customers(2);
    if (!first || !second) throw new Error();
    const lesson = await classWithSpaces(1);
    expect((await add(first, [classItem(lesson)])).statusCode).toBe(201);
    const full = await add(second, [classItem(lesson)]);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toMatchObject({
      code: 'place_unavailable',
      message: 'Sorry, that place has just gone.',
    });

    const slot = await freeSlot();
    expect((await add(first, [slotItem(slot)])).statusCode).toBe(201);
    const taken = await add(second, [slotItem(slot)]);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('place_unavailable');
    // Nothing of a refused request is kept (all items or none).
    expect(dataOf<Cart>(await getCart(second)).items).toEqual([]);
  });

  it('frees the place of an expired hold and shows the line as expired, out of the totals', async () => {
    const [first, second] = await customers(2);
    if (!first || !second) throw new Error();
    const lesson = await classWithSpaces(1);
    const slot = await freeSlot();
    expect((await add(first, [classItem(lesson), slotItem(slot)])).statusCode).toBe(201);
    expect((await add(second, [classItem(lesson)])).statusCode).toBe(409);
    expect((await add(second, [slotItem(slot)])).statusCode).toBe(409);

    const past = new Date(Date.now() - 60_000);
    const cart = dataOf<Cart>(await getCart(first));
    await db().update(cartItems).set({ holdExpiresAt: past }).where(eq(cartItems.cartId, cart.id));
    await db()
      .update(slotBookings)
      .set({ expiresAt: past })
      .where(and(eq(slotBookings.clientId, clientId), eq(slotBookings.slotId, slot.id)));

    const expired = dataOf<Cart>(await getCart(first));
    expect(expired.items.map((item) => item.isExpired)).toEqual([true, true]);
    expect(expired.totals).toMatchObject({ total: 0, itemCount: 0 });
    expect(await classSpaces(lesson.listingId)).toBe(1);

    expect((await add(second, [classItem(lesson)])).statusCode).toBe(201);
    expect((await add(second, [slotItem(slot)])).statusCode).toBe(201);
    expect(await classSpaces(lesson.listingId)).toBe(0);
  });

  it('answers 409 with the reason when the class cannot be booked yet', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    const lesson = await classWithSpaces(3);
    await db()
      .update(classOccurrences)
      .set({ firstBookableAt: new Date(Date.now() + HOUR) })
      .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, lesson.id)));
    const response = await add(who, [classItem(lesson)]);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('You cannot book this activity yet');
  });

  it('holds ticket places up to the capacity of the time and for the hold period', async () => {
    const [first, second] = await customers(2);
    if (!first || !second) throw new Error();
    const time = await ticketTime();
    await db()
      .update(ticketTimes)
      .set({ capacity: sql`${ticketTimes.bookedCount} + 3` })
      .where(and(eq(ticketTimes.clientId, clientId), eq(ticketTimes.id, time.id)));
    const tickets = (quantity: number) => [
      { id: time.listingId, type: 'ticket_time', options: { quantity, ticket_type_id: time.ticketTypeId } },
    ];
    const before = Date.now();
    const added = await add(first, tickets(2));
    expect(added.statusCode, added.body).toBe(201);
    const expiresAt = Date.parse(dataOf<Cart>(added).items[0]?.holdExpiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThan(14 * 60_000);
    expect(expiresAt - before).toBeLessThan(16 * 60_000);
    const tooMany = await add(second, tickets(2));
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany).code).toBe('place_unavailable');
    expect((await add(second, tickets(1))).statusCode).toBe(201);
    expect((await add(second, tickets(1))).statusCode).toBe(409);
  });

  it('replays an add repeated with the same Idempotency-Key and changes nothing', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    const lesson = await classWithSpaces(5);
    const key = { 'idempotency-key': `add-${lesson.id}` };
    const first = await add(who, [classItem(lesson)], key);
    expect(first.statusCode).toBe(201);
    const again = await add(who, [classItem(lesson)], key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(dataOf<Cart>(await getCart(who)).items).toHaveLength(1);
    expect(await classSpaces(lesson.listingId)).toBe(4);

    const line = dataOf<Cart>(first).items[0]?.id ?? 0;
    const removeKey = { 'idempotency-key': `remove-${line}` };
    expect((await remove(who, [line], removeKey)).statusCode).toBe(200);
    expect((await add(who, [classItem(lesson)])).statusCode).toBe(201);
    const removedAgain = await remove(who, [line], removeKey);
    expect(removedAgain.statusCode).toBe(200);
    expect(dataOf<Cart>(removedAgain).items).toEqual([]);
    // The replay changed nothing: the place added since is still held.
    expect(dataOf<Cart>(await getCart(who)).items).toHaveLength(1);
  });

  it('answers 409 idempotency_conflict for a key reused with another body', async () => {
    const [who] = await customers(1);
    if (!who) throw new Error();
    const one = await classWithSpaces(5);
    const two = await classWithSpaces(5);
    const key = { 'idempotency-key': `conflict-${one.id}` };
    expect((await add(who, [classItem(one)], key)).statusCode).toBe(201);
    const reused = await add(who, [classItem(two)], key);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('idempotency_conflict');
    expect(dataOf<Cart>(await getCart(who)).items).toHaveLength(1);
  });
});

/**
 * The same race without protection: read the places left, then insert a hold, as separate
 * statements outside a transaction (check-then-insert). Test-only; never product code.
 */
async function unprotectedAdd(cartId: number, occurrenceId: number): Promise<boolean> {
  const [row] = await db()
    .select({
      capacity: classOccurrences.capacity,
      booked: classOccurrences.bookedCount,
      held: liveHeldPlaces('class_occurrences'),
    })
    .from(classOccurrences)
    .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, occurrenceId)));
  if (!row || row.booked + row.held >= row.capacity) return false;
  await db()
    .insert(cartItems)
    .values({
      clientId,
      cartId,
      type: 'activity_class',
      classOccurrenceId: occurrenceId,
      pricePence: 0,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
  return true;
}

describe('the stampede: 200 customers, one place', () => {
  const CROWD = 200;

  const statuses = (responses: LightMyRequestResponse[]) => {
    const counts = new Map<number, number>();
    for (const response of responses)
      counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
    return counts;
  };

  it('sells the last place of a class exactly once', async () => {
    const crowd = await customers(CROWD);
    const lesson = await classWithSpaces(1);
    const started = performance.now();
    const responses = await Promise.all(crowd.map((who) => add(who, [classItem(lesson)])));
    const ms = performance.now() - started;
    const counts = statuses(responses);
    report(`[${testDatabaseKind()}] class stampede: ${JSON.stringify([...counts])} in ${ms.toFixed(0)} ms`);
    expect(counts.get(201)).toBe(1);
    expect(counts.get(409)).toBe(CROWD - 1);
    expect(
      responses.filter((r) => r.statusCode === 409).every((r) => errorOf(r).code === 'place_unavailable'),
    ).toBe(true);
    expect(await classSpaces(lesson.listingId)).toBe(0);
  });

  it('holds a slot exactly once', async () => {
    const crowd = await customers(CROWD);
    const slot = await freeSlot();
    const started = performance.now();
    const responses = await Promise.all(crowd.map((who) => add(who, [slotItem(slot)])));
    const ms = performance.now() - started;
    const counts = statuses(responses);
    report(`[${testDatabaseKind()}] slot stampede: ${JSON.stringify([...counts])} in ${ms.toFixed(0)} ms`);
    expect(counts.get(201)).toBe(1);
    expect(counts.get(409)).toBe(CROWD - 1);
    const prefix = slot.family === 'v1' ? '' : '/v2';
    const listing = await testApp.request({
      method: 'GET',
      url: `/api/activities/venue/${slot.venueSlug}/activity/${slot.activitySlug}${prefix}/slots?date=${dayOf(slot.startsAt, timezone)}`,
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const listed = dataOf<{ slots: { id: number | string; spacesAvailable: number }[] }>(listing).slots.find(
      (s) => s.id === slot.listingId,
    );
    expect(listed?.spacesAvailable).toBe(0);
  });

  it('negative control: an unprotected check-then-insert oversells on PostgreSQL', async () => {
    const crowd = await customers(CROWD);
    const lesson = await classWithSpaces(1);
    const cartRows = await db()
      .insert(carts)
      .values(crowd.map((who) => ({ clientId, userId: who.id })))
      .returning({ id: carts.id });
    const results = await Promise.all(cartRows.map((cart) => unprotectedAdd(cart.id, lesson.id)));
    const sold = results.filter(Boolean).length;
    report(`[${testDatabaseKind()}] unprotected check-then-insert sold ${sold} places for 1`);
    // PostgreSQL (a pool of connections) interleaves the check and the insert of concurrent
    // requests, so the unprotected version must oversell there: that proves the stampede tests
    // above can fail. PGlite has one connection and the brief expected it to serialise, so the
    // oversell is asserted on PostgreSQL only; measured here, PGlite oversold too (200 for 1:
    // every check ran before any insert), as /work/shared/concurrency.md also found.
    if (testDatabaseKind() === 'postgres') expect(sold).toBeGreaterThan(1);
    else expect(sold).toBeGreaterThanOrEqual(1);
  });
});
