import { type Cart, SlotList } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  adHocSlots,
  cartItems,
  carts,
  classOccurrences,
  courses,
  ticketTimes,
} from '../../db/schema/index.ts';
import {
  classItem,
  cookieHeader,
  courseItem,
  errorOf,
  slotItem,
  statusCounts,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { testDatabaseKind } from '../../test/test-database.test-kit.ts';
import { isSlotTaken, liveHeldPlaces } from '../timetable/capacity.ts';

const kit = useBookingKit();

/** Figures for the run's output. */
const report = (line: string) => process.stdout.write(`${line}\n`);

describe('basket', () => {
  it('gives a logged-in customer an empty open basket', async () => {
    const who = await kit.customer();
    const response = await kit.getCart(who);
    expect(response.statusCode).toBe(200);
    const cart = dataOf<Cart>(response);
    expect(cart.items).toEqual([]);
    expect(cart.totals).toEqual({
      total: 0,
      taxTotal: 0,
      subTotal: 0,
      discountTotal: 0,
      balance: 0,
      itemCount: 0,
      formattedTotal: '£0.00',
      formattedBalance: '£0.00',
    });
    expect(cart).toMatchObject({
      isGuest: false,
      completeOrderId: null,
      holdMinutes: 15,
      selectedUserId: null,
    });
    expect(cart).toMatchObject({
      payments: [],
      discounts: [],
      appliedDiscounts: {},
      attendeeWaiversRequired: 0,
    });
    expect(cart.credits.general).toEqual({
      type: 'general',
      totalAvailable: 0,
      maxApplicable: 0,
      applied: 0,
    });
    expect(cart.cartId).toBe(cart.id);
    expect(cart.id).toBeGreaterThan(0);
    expect(dataOf<Cart>(await kit.getCart(who)).id).toBe(cart.id);
  });

  it('refuses a cookie-authenticated add without X-Requested-With', async () => {
    const who = await kit.customer();
    const response = await kit.testApp.request({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: { cookie: cookieHeader(who) },
      payload: { items: [{ id: 1, type: 'activity_class' }] },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf_rejected');
  });

  it('adds a class, a slot and tickets with every field and the totals, then removes and clears', async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(3);
    const slot = await kit.freeSlot();
    const time = await kit.ticketTimeWithSpaces(5);
    const spacesBefore = await kit.classSpaces(lesson.listingId);
    const response = await kit.add(who, [classItem(lesson), slotItem(slot), ticketItem(time, 2)]);
    expect(response.statusCode, response.body).toBe(201);
    const cart = dataOf<Cart>(response);
    expect(cart.items.map((item) => item.sortBy)).toEqual(cart.items.map((item) => item.sortBy).sort());
    const expected = lesson.pricePence + slot.pricePence + 2 * time.ticketPrice;
    expect(cart.totals).toMatchObject({
      total: expected,
      subTotal: expected,
      discountTotal: 0,
      balance: expected,
      taxTotal: Math.round(expected / 6),
      itemCount: 3,
      formattedTotal: `£${(expected / 100).toFixed(2)}`,
    });
    const line = (type: string) => cart.items.find((item) => item.type === type);
    expect(line('activity_class')).toMatchObject({
      listingId: lesson.listingId,
      name: lesson.name,
      venueSlug: lesson.venueSlug,
      venueName: lesson.venueName,
      activitySlug: lesson.activitySlug,
      ticketTypeName: null,
      ticketTypeId: null,
      pricingOptionId: null,
      purchasedForUserId: null,
      enablePrintReceipt: false,
      quantity: 1,
    });
    expect(line('ad_hoc_slot')).toMatchObject({ listingId: slot.listingId, activitySlug: slot.activitySlug });
    expect(line('ad_hoc_slot')?.locationName).toBeTruthy();
    expect(line('ticket_time')).toMatchObject({
      listingId: time.listingId,
      activitySlug: time.activitySlug,
      ticketTypeName: time.ticketTypeName,
      ticketTypeId: expect.any(Number),
      locationName: null,
      enablePrintReceipt: true,
      quantity: 2,
      total: { amountPence: 2 * time.ticketPrice },
    });
    expect(await kit.classSpaces(lesson.listingId)).toBe(spacesBefore - 1);

    const removed = await kit.remove(who, [line('activity_class')?.id ?? 0]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dataOf<Cart>(removed).items).toHaveLength(2);
    expect(await kit.classSpaces(lesson.listingId)).toBe(spacesBefore);

    const cleared = await kit.clear(who);
    expect(cleared.statusCode).toBe(200);
    expect(dataOf<Cart>(cleared).items).toEqual([]);
    expect(dataOf<Cart>(cleared).totals.total).toBe(0);
    const [slotRow] = await kit
      .db()
      .select({ taken: isSlotTaken() })
      .from(adHocSlots)
      .where(and(eq(adHocSlots.clientId, kit.clientId), eq(adHocSlots.id, slot.id)));
    expect(slotRow?.taken).toBe(false);
  });

  it('replays an add repeated with the same Idempotency-Key and changes nothing', async () => {
    const who = await kit.customer();
    const lesson = await kit.classWithSpaces(5);
    const key = { 'idempotency-key': `add-${lesson.id}` };
    const first = await kit.add(who, [classItem(lesson)], key);
    expect(first.statusCode).toBe(201);
    const again = await kit.add(who, [classItem(lesson)], key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await kit.cartOf(who)).items).toHaveLength(1);
    expect(await kit.classSpaces(lesson.listingId)).toBe(4);

    const line = dataOf<Cart>(first).items[0]?.id ?? 0;
    const removeKey = { 'idempotency-key': `remove-${line}` };
    expect((await kit.remove(who, [line], removeKey)).statusCode).toBe(200);
    expect((await kit.add(who, [classItem(lesson)])).statusCode).toBe(201);
    const removedAgain = await kit.remove(who, [line], removeKey);
    expect(removedAgain.statusCode).toBe(200);
    expect(dataOf<Cart>(removedAgain).items).toEqual([]);
    // The replay changed nothing: the place added since is still held.
    expect((await kit.cartOf(who)).items).toHaveLength(1);
  });

  it('answers 409 idempotency_conflict for a key reused with another body', async () => {
    const who = await kit.customer();
    const one = await kit.classWithSpaces(5);
    const two = await kit.classWithSpaces(5);
    const key = { 'idempotency-key': `conflict-${one.id}` };
    expect((await kit.add(who, [classItem(one)], key)).statusCode).toBe(201);
    const reused = await kit.add(who, [classItem(two)], key);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('idempotency_conflict');
    expect((await kit.cartOf(who)).items).toHaveLength(1);
  });

  it('publishes every basket and credit call in the OpenAPI document', async () => {
    const document = (await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses: object }>>;
    };
    const calls: [string, string, string][] = [
      ['/api/activities/cart', 'get', 'Basket'],
      ['/api/activities/cart', 'delete', 'Basket'],
      ['/api/activities/cart/add', 'post', 'Basket'],
      ['/api/activities/cart/remove', 'post', 'Basket'],
      ['/api/activities/cart/{cartItemId}', 'put', 'Basket'],
      ['/api/activities/cart/discount', 'post', 'Basket'],
      ['/api/activities/cart/discount/{code}', 'delete', 'Basket'],
      ['/api/activities/benefit/remove/{cartItemId}', 'delete', 'Basket'],
      ['/api/activities/package/remove/{cartItemId}', 'delete', 'Basket'],
      ['/api/credits/apply', 'post', 'Credits'],
    ];
    for (const [path, method, tag] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation?.summary).toBeTruthy();
    }
    expect(Object.keys(document.paths['/api/activities/cart/discount']?.post?.responses ?? {})).toContain(
      '400',
    );
    expect(Object.keys(document.paths['/api/credits/apply']?.post?.responses ?? {})).toContain('401');
  });
});

interface UnprotectedTarget {
  clientId: number;
  cartId: number;
  kind: 'class' | 'course' | 'ticket';
  targetId: number;
  ticketTypeId?: number;
}

const capacityRows = {
  class: { table: classOccurrences, held: () => liveHeldPlaces('class_occurrences') },
  course: { table: courses, held: () => liveHeldPlaces('courses') },
  ticket: { table: ticketTimes, held: () => liveHeldPlaces('ticket_times') },
} as const;

/**
 * The same race without protection: read the places left, then insert a hold, as separate
 * statements outside a transaction (check-then-insert). Test-only; never product code.
 */
async function unprotectedAdd(db: Database, target: UnprotectedTarget): Promise<boolean> {
  const { table, held } = capacityRows[target.kind];
  const [row] = await db
    .select({ capacity: table.capacity, booked: table.bookedCount, held: held() })
    .from(table)
    .where(and(eq(table.clientId, target.clientId), eq(table.id, target.targetId)));
  if (!row || row.booked + row.held >= row.capacity) return false;
  const holdExpiresAt = new Date(Date.now() + 15 * 60_000);
  const common = { clientId: target.clientId, cartId: target.cartId, pricePence: 0, holdExpiresAt };
  const line =
    target.kind === 'class'
      ? { ...common, type: 'activity_class' as const, classOccurrenceId: target.targetId }
      : target.kind === 'course'
        ? { ...common, type: 'course' as const, courseId: target.targetId }
        : {
            ...common,
            type: 'ticket_time' as const,
            ticketTimeId: target.targetId,
            ticketTypeId: target.ticketTypeId,
          };
  await db.insert(cartItems).values(line);
  return true;
}

describe('the stampede: 200 customers, one place', () => {
  const CROWD = 200;

  /** Fires the crowd at once, one add each; expects exactly one 201 and 199 × 409 place_unavailable. */
  async function stampede(what: string, item: (index: number) => unknown) {
    const crowd = await kit.customers(CROWD);
    const started = performance.now();
    const responses = await Promise.all(crowd.map((who, index) => kit.add(who, [item(index)])));
    const ms = performance.now() - started;
    const counts = statusCounts(responses);
    report(`[${testDatabaseKind()}] ${what} stampede: ${JSON.stringify([...counts])} in ${ms.toFixed(0)} ms`);
    expect(counts.get(201)).toBe(1);
    expect(counts.get(409)).toBe(CROWD - 1);
    const refused = responses.filter((response: LightMyRequestResponse) => response.statusCode === 409);
    expect(refused.every((response) => errorOf(response).code === 'place_unavailable')).toBe(true);
  }

  /** The same crowd against a check-then-insert without protection: it must oversell on PostgreSQL. */
  async function unprotectedStampede(what: string, target: Omit<UnprotectedTarget, 'cartId'>) {
    const crowd = await kit.customers(CROWD);
    const cartRows = await kit
      .db()
      .insert(carts)
      .values(crowd.map((who) => ({ clientId: kit.clientId, userId: who.id })))
      .returning({ id: carts.id });
    const results = await Promise.all(
      cartRows.map((cart) => unprotectedAdd(kit.db(), { ...target, cartId: cart.id })),
    );
    const sold = results.filter(Boolean).length;
    report(`[${testDatabaseKind()}] unprotected ${what} check-then-insert sold ${sold} places for 1`);
    // PostgreSQL (a pool of connections) interleaves the check and the insert of concurrent
    // requests, so the unprotected version must oversell there: that proves the stampede tests
    // can fail. PGlite has one connection; it oversold there too when measured (every check ran
    // before any insert), as the measurements of decision 10 found, but it is not asserted.
    if (testDatabaseKind() === 'postgres') expect(sold).toBeGreaterThan(1);
    else expect(sold).toBeGreaterThanOrEqual(1);
  }

  it('sells the last place of a class exactly once', async () => {
    const lesson = await kit.classWithSpaces(1);
    await stampede('class', () => classItem(lesson));
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);
  });

  it('holds a slot exactly once', async () => {
    const slot = await kit.freeSlot();
    await stampede('slot', () => slotItem(slot));
    const listing = SlotList.parse(await kit.read(kit.visitor(), kit.listingUrl(slot, 'slots')));
    const listed = listing.slots.find((s) => s.id === slot.listingId);
    expect(listed?.spacesAvailable).toBe(0);
  });

  it('sells the last place of a course exactly once', async () => {
    const course = await kit.courseWithSpaces(1);
    await stampede('course', () => courseItem(course));
    expect((await kit.listedCourse(kit.visitor(), course))?.spacesAvailable).toBe(0);
  });

  it('sells the last ticket of a ticket time exactly once', async () => {
    const time = await kit.ticketTimeWithSpaces(1);
    await stampede('ticket time', () => ticketItem(time, 1));
  });

  it('negative control: an unprotected check-then-insert oversells a class on PostgreSQL', async () => {
    const lesson = await kit.classWithSpaces(1);
    await unprotectedStampede('class', { clientId: kit.clientId, kind: 'class', targetId: lesson.id });
  });

  it('negative control: an unprotected check-then-insert oversells a course on PostgreSQL', async () => {
    const course = await kit.courseWithSpaces(1);
    await unprotectedStampede('course', { clientId: kit.clientId, kind: 'course', targetId: course.id });
  });

  it('negative control: an unprotected check-then-insert oversells a ticket time on PostgreSQL', async () => {
    const time = await kit.ticketTimeWithSpaces(1);
    await unprotectedStampede('ticket time', {
      clientId: kit.clientId,
      kind: 'ticket',
      targetId: time.id,
      ticketTypeId: time.ticketTypeId,
    });
  });
});
