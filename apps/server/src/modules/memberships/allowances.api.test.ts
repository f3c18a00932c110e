import type { AuthUser, Cart, CartItem, ClassDetail, CompleteOrderResponse } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { bookings, customerPackages, membershipPlans, orders, packages } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { giveMembership, joinGymAndSwim } from '../bookings/booking-orders.test-kit.ts';
import { discountedPence } from '../pricing/membership-discount.ts';

const kit = useBookingKit();
/** Gym & Swim members pay 20% less for classes (demo data): their price with no benefit applied. */
const memberPrice = (listedPence: number) => discountedPence(listedPence, 20);
const DAY = 24 * 60 * 60_000;

async function idOf(table: typeof membershipPlans | typeof packages, slug: string) {
  const [row] = await kit
    .db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clientId, kit.clientId), eq(table.slug, slug)));
  if (!row) throw new Error(`no ${slug}`);
  return row.id;
}

/** Gives `who` a 5 Class Pass with `sessions` sessions, expiring in `days` days. */
async function giveClassPass(who: TestCustomer, sessions: number, days = 60) {
  const [row] = await kit
    .db()
    .insert(customerPackages)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      packageId: await idOf(packages, 'five-class-pass'),
      sessionsTotal: sessions,
      expiresAt: new Date(Date.now() + days * DAY),
    })
    .returning({ id: customerPackages.id });
  if (!row) throw new Error('no package');
  return row.id;
}

const spinClass = () => kit.classWithSpaces(3, { activitySlug: 'spin' });
const lineFor = (cart: Cart, listingId: number | string) =>
  cart.items.find((item) => item.listingId === listingId) as CartItem;
const removeAllowance = (who: TestCustomer, kind: 'benefit' | 'package', lineId: number) =>
  kit.call(who, { method: 'DELETE', url: `/api/activities/${kind}/remove/${lineId}?source=bookings` });

/** The month (`YYYY-MM`) a line's session starts in, in the client's time zone. */
const monthOf = (item: CartItem) => item.startsAt.dateTime.slice(0, 7);

describe('membership benefits on basket lines', () => {
  it('makes the first two classes of a month free for a Gym & Swim member, then charges', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const lessons = [await spinClass(), await spinClass(), await spinClass()];
    let cart: Cart | undefined;
    for (const lesson of lessons) cart = await kit.added(who, [classItem(lesson)]);
    if (!cart) throw new Error('no basket');
    const items = lessons.map((lesson) => lineFor(cart as Cart, lesson.listingId));
    const usedByMonth = new Map<string, number>();
    let charged = 0;
    for (const [index, item] of items.entries()) {
      const used = usedByMonth.get(monthOf(item)) ?? 0;
      if (used < 2) {
        usedByMonth.set(monthOf(item), used + 1);
        expect(item.price.amountPence).toBe(0);
        expect(item.allowance).toMatchObject({
          kind: 'benefit',
          name: '2 free classes a month',
          heldThrough: 'Gym & Swim',
          priceWithout: { amountPence: memberPrice(lessons[index]?.pricePence ?? 0) },
          expiresAt: null,
        });
      } else {
        expect(item.allowance).toBeNull();
        expect(item.price.amountPence).toBe(memberPrice(lessons[index]?.pricePence ?? 0));
        charged += item.price.amountPence;
      }
    }
    // Each line of a month counts itself and the basket's lines of that month before it.
    const counted = new Map<string, number>();
    for (const item of cart.items) {
      if (!item.allowance) continue;
      const upToThis = (counted.get(monthOf(item)) ?? 0) + 1;
      counted.set(monthOf(item), upToThis);
      expect(item.allowance.sessionsLeft).toBe(2 - upToThis);
    }
    expect(cart.totals.total).toBe(charged);

    const me = dataOf<AuthUser>(await kit.get(who, '/api/auth/user'));
    expect(me.membershipUser).not.toBeNull();
  });

  it('gives the price back when the benefit is removed, and does not apply it to that line again', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const lesson = await spinClass();
    const line = lineFor(await kit.added(who, [classItem(lesson)]), lesson.listingId);
    expect(line.allowance?.kind).toBe('benefit');

    expect((await removeAllowance(who, 'package', line.id)).statusCode).toBe(404);
    const removed = await removeAllowance(who, 'benefit', line.id);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = lineFor(dataOf<Cart>(removed), lesson.listingId);
    expect(after).toMatchObject({ allowance: null, price: { amountPence: memberPrice(lesson.pricePence) } });
    expect(dataOf<Cart>(removed).totals.total).toBe(memberPrice(lesson.pricePence));

    const again = await removeAllowance(who, 'benefit', line.id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'not_found', message: 'This item has no benefit applied.' });
    // Changing the line offers allowances again, but not the one the customer took off.
    const updated = await kit.update(who, line.id, { pricing_option_id: 0 });
    expect(lineFor(dataOf<Cart>(updated), lesson.listingId).allowance).toBeNull();
    // Another customer cannot touch the line.
    const other = await kit.customer();
    expect((await removeAllowance(other, 'benefit', line.id)).statusCode).toBe(404);
  });

  it('lets a member choose the member price that was refused to others', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const gymAndSwim = await idOf(membershipPlans, 'gym-and-swim');
    for (let tries = 0; tries < 20; tries++) {
      const lesson = await kit.classWithSpaces(3);
      const detail = await kit.read<ClassDetail>(kit.visitor(), `/api/activities/${lesson.listingId}`);
      const option = detail.class.pricingOptions.find((candidate) => candidate.id === gymAndSwim);
      if (!option) continue;
      const added = await kit.add(who, [{ ...classItem(lesson), pricing_option_id: gymAndSwim }]);
      expect(added.statusCode, added.body).toBe(201);
      const line = lineFor(dataOf<Cart>(added), lesson.listingId);
      expect(line.pricingOptionId).toBe(gymAndSwim);
      // A benefit may pay for it; without one it costs the member price.
      expect(line.allowance?.priceWithout.amountPence ?? line.price.amountPence).toBe(
        option.price.amountPence,
      );
      return;
    }
    throw new Error('no class with a Gym & Swim price');
  });
});

/** Spin classes starting a minute apart, a day from now (one month, one basket order). */
async function spinClassesInOneMonth(count: number) {
  const start = Math.floor((Date.now() + DAY) / 60_000) * 60_000;
  const lessons = [];
  for (let index = 0; index < count; index++) {
    const lesson = await spinClass();
    const startsAt = new Date(start + index * 60_000);
    await kit.updateClass(lesson.id, { startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) });
    const moved = { ...lesson, startsAt };
    lessons.push({ ...moved, ...(await kit.publicId(moved)) });
  }
  return lessons;
}

/** Adds the lessons latest first, so that the order they were added is not the basket's. */
async function addLatestFirst(who: TestCustomer, lessons: { listingId: number | string }[]) {
  let cart: Cart | undefined;
  for (const lesson of [...lessons].reverse()) cart = await kit.added(who, [classItem(lesson)]);
  if (!cart) throw new Error('no basket');
  return lessons.map((lesson) => lineFor(cart as Cart, lesson.listingId));
}

describe('sessions left after each basket line', () => {
  it('counts the lines before it: with two free classes and two lines, one then none', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const lines = await addLatestFirst(who, await spinClassesInOneMonth(2));
    expect(lines.map((line) => [line.allowance?.kind, line.allowance?.sessionsLeft])).toEqual([
      ['benefit', 1],
      ['benefit', 0],
    ]);
  });

  it('counts three lines of a four-a-month benefit as three, two and one left', async () => {
    const who = await kit.customer();
    await giveMembership(kit, who, 'family');
    const lines = await addLatestFirst(who, await spinClassesInOneMonth(3));
    expect(lines.map((line) => line.allowance?.sessionsLeft)).toEqual([3, 2, 1]);
  });

  it('counts three lines paid by one package as two, one and none left', async () => {
    const who = await kit.customer();
    await giveClassPass(who, 3);
    const lines = await addLatestFirst(who, await spinClassesInOneMonth(3));
    expect(lines.map((line) => [line.allowance?.kind, line.allowance?.sessionsLeft])).toEqual([
      ['package', 2],
      ['package', 1],
      ['package', 0],
    ]);
  });
});

describe('package sessions on basket lines', () => {
  it('uses a session per class until none is left, and a removed one goes to the next class', async () => {
    const who = await kit.customer();
    await giveClassPass(who, 1);
    const first = await spinClass();
    const second = await spinClass();
    const cart = await kit.added(who, [classItem(first), classItem(second)]);
    const covered = cart.items.filter((item) => item.allowance !== null);
    expect(covered).toHaveLength(1);
    expect(covered[0]?.allowance).toMatchObject({
      kind: 'package',
      name: '5 Class Pass',
      heldThrough: '5 Class Pass',
      sessionsLeft: 0,
    });
    expect(covered[0]?.allowance?.expiresAt).toBeTruthy();

    const removed = await removeAllowance(who, 'package', covered[0]?.id ?? 0);
    expect(removed.statusCode).toBe(200);
    expect(dataOf<Cart>(removed).items.every((item) => item.allowance === null)).toBe(true);
    const third = await spinClass();
    const next = lineFor(await kit.added(who, [classItem(third)]), third.listingId);
    expect(next.allowance).toMatchObject({ kind: 'package', sessionsLeft: 0 });
  });

  it('never uses a package that expires before the session starts', async () => {
    const who = await kit.customer();
    await giveClassPass(who, 5, 0.02);
    const lesson = await spinClass();
    const cart = await kit.added(who, [classItem(lesson)]);
    expect(lineFor(cart, lesson.listingId).allowance).toBeNull();
  });

  it('gives the last session to one line only when adds race', async () => {
    const who = await kit.customer();
    await giveClassPass(who, 1);
    const lessons = [];
    for (let count = 0; count < 6; count++) lessons.push(await spinClass());
    const responses = await Promise.all(lessons.map((lesson) => kit.add(who, [classItem(lesson)])));
    expect(responses.map((response) => response.statusCode)).toEqual(lessons.map(() => 201));
    const cart = await kit.cartOf(who);
    expect(cart.items).toHaveLength(6);
    expect(cart.items.filter((item) => item.allowance !== null)).toHaveLength(1);
  });
});

describe('allowances at checkout', () => {
  const completeFree = (who: TestCustomer) =>
    kit.post(who, '/api/checkout/complete', { payments: [], source: 'bookings', terms: true });

  it('books a basket paid by a package alone, and the booking keeps the session taken', async () => {
    const who = await kit.customer();
    const packageId = await giveClassPass(who, 1);
    const lesson = await spinClass();
    const cart = await kit.added(who, [classItem(lesson)]);
    expect(cart.totals.balance).toBe(0);
    const completed = await completeFree(who);
    expect(completed.statusCode, completed.body).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(completed);
    const booked = await kit
      .db()
      .select({ packageId: bookings.customerPackageId, pricePence: bookings.pricePence })
      .from(bookings)
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, Number(completeOrderId))));
    expect(booked).toEqual([{ packageId, pricePence: 0 }]);

    const later = await spinClass();
    const next = lineFor(await kit.added(who, [classItem(later)]), later.listingId);
    expect(next).toMatchObject({ allowance: null, price: { amountPence: later.pricePence } });
  });

  it('refuses the order, and writes nothing, when the package no longer covers its lines', async () => {
    const who = await kit.customer();
    const packageId = await giveClassPass(who, 2);
    const cart = await kit.added(who, [classItem(await spinClass()), classItem(await spinClass())]);
    expect(cart.totals.balance).toBe(0);
    // The operator corrects the package to one session while the basket holds two.
    await kit
      .db()
      .update(customerPackages)
      .set({ sessionsTotal: 1 })
      .where(and(eq(customerPackages.clientId, kit.clientId), eq(customerPackages.id, packageId)));
    const refused = await completeFree(who);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('allowance_unavailable');
    const [orderCount] = await rowsOf<{ n: number }>(
      kit.db(),
      sql`select count(*)::int as n from ${orders} where client_id = ${kit.clientId} and user_id = ${who.id}`,
    );
    expect(orderCount?.n).toBe(0);
  });
});
