import type { Cart } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartItems, customerPackages, packages } from '../../db/schema/index.ts';
import {
  bookingKit,
  classItem,
  errorOf,
  type Shopper,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { joinGymAndSwim } from '../bookings/booking-orders.test-kit.ts';

// Issue 19: a customer named anyone as a line's attendee (`purchased_for_user_id`) and had the
// place booked on that person's membership benefit or class pass at £0, the basket then showing
// that person's plan, package and sessions left. The attendee may only be the basket's own
// customer (staff at the desk act for that customer); anyone else is one 403, whoever it is.

const kit = useBookingKit();
const CART = '/api/activities/cart';
const DAY = 24 * 60 * 60_000;

/** The one answer to naming someone who may not attend: the same for every such id. */
const refusal = (field: string) => ({
  code: 'attendee_not_allowed',
  message: 'You can only book places for yourself and your household.',
  errors: { [field]: ['You can only book places for yourself and your household.'] },
});

/** What the victim holds that an attacker could spend and read: names no answer may show. */
const VICTIM_WORDS = ['Gym & Swim', '5 Class Pass', '2 free classes a month'];

/** A customer with a Gym & Swim membership and a 5 Class Pass: what an attacker would spend. */
async function victimWithAllowances(): Promise<{ victim: TestCustomer; packageId: number }> {
  const victim = await kit.customer();
  await joinGymAndSwim(kit, victim);
  const [pass] = await kit
    .db()
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.clientId, kit.clientId), eq(packages.slug, 'five-class-pass')));
  const [held] = await kit
    .db()
    .insert(customerPackages)
    .values({
      clientId: kit.clientId,
      userId: victim.id,
      packageId: pass?.id ?? 0,
      sessionsTotal: 5,
      expiresAt: new Date(Date.now() + 60 * DAY),
    })
    .returning({ id: customerPackages.id });
  return { victim, packageId: held?.id ?? 0 };
}

const spinClass = () => kit.classWithSpaces(3, { activitySlug: 'spin' });

/** Basket lines (any status) that spend the victim's allowances or are booked for them. */
async function linesOfVictim(victimId: number, packageId: number) {
  const rows = await kit
    .db()
    .select({ purchasedFor: cartItems.purchasedForUserId, packageId: cartItems.customerPackageId })
    .from(cartItems)
    .where(eq(cartItems.clientId, kit.clientId));
  return rows.filter((row) => row.purchasedFor === victimId || row.packageId === packageId);
}

/** The basket as its owner sees it, less what changes on every read. */
const basketOf = async (who: Shopper) => {
  const cart = await kit.cartOf(who);
  return { items: cart.items, totals: cart.totals, discounts: cart.discounts };
};

function expectRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(errorOf(response)).toEqual(refusal(field));
  for (const word of VICTIM_WORDS) expect(response.body).not.toContain(word);
}

describe('whom a basket line may be for (purchased_for_user_id)', () => {
  it("refuses a customer's add naming another customer: nothing held, nothing of theirs shown", async () => {
    const { victim, packageId } = await victimWithAllowances();
    const attacker = await kit.customer();
    await kit.added(attacker, [classItem(await spinClass())]);
    const before = await basketOf(attacker);

    const added = await kit.add(attacker, [
      { ...classItem(await spinClass()), purchased_for_user_id: victim.id },
    ]);
    expectRefused(added, 'items.0.purchased_for_user_id');
    expect(await basketOf(attacker)).toEqual(before);
    expect(await linesOfVictim(victim.id, packageId)).toEqual([]);
    const basket = JSON.stringify(await kit.cartOf(attacker));
    for (const word of VICTIM_WORDS) expect(basket).not.toContain(word);
  });

  it('refuses an update naming another customer, leaving the line as it was', async () => {
    const { victim, packageId } = await victimWithAllowances();
    const attacker = await kit.customer();
    const cart = await kit.added(attacker, [classItem(await spinClass())]);
    const line = cart.items[0];
    const before = await basketOf(attacker);

    const updated = await kit.update(attacker, line?.id ?? 0, { purchased_for_user_id: victim.id });
    expectRefused(updated, 'options.purchased_for_user_id');
    expect(await basketOf(attacker)).toEqual(before);
    expect(await linesOfVictim(victim.id, packageId)).toEqual([]);
  });

  it("answers the same 403 for another customer, another client's customer and an unknown id", async () => {
    const [attacker, other] = await kit.twoCustomers();
    const elsewhere = await (await bookingKit(kit.testApp, 'riverside')).customer();
    const line = (await kit.added(attacker, [classItem(await spinClass())])).items[0]?.id ?? 0;
    const lesson = await spinClass();
    for (const id of [other.id, elsewhere.id, 999_999_999]) {
      expectRefused(
        await kit.add(attacker, [{ ...classItem(lesson), purchased_for_user_id: id }]),
        'items.0.purchased_for_user_id',
      );
      expectRefused(
        await kit.update(attacker, line, { purchased_for_user_id: id }),
        'options.purchased_for_user_id',
      );
    }
  });

  it('refuses a visitor naming anyone, and refuses before looking the listing up', async () => {
    const visitor = kit.visitor();
    const customer = await kit.customer();
    const lesson = await spinClass();
    expectRefused(
      await kit.add(visitor, [{ ...classItem(lesson), purchased_for_user_id: customer.id }]),
      'items.0.purchased_for_user_id',
    );
    // A membership line is always the joiner's: naming someone else on it is refused too.
    expectRefused(
      await kit.add(customer, [{ id: 999_999, type: 'membership', purchased_for_user_id: 999_999_999 }]),
      'items.0.purchased_for_user_id',
    );
  });

  it('lets a customer name themself, and spends their own allowances', async () => {
    const { victim: member } = await victimWithAllowances();
    const added = await kit.add(member, [
      { ...classItem(await spinClass()), purchased_for_user_id: member.id },
    ]);
    expect(added.statusCode, added.body).toBe(201);
    const line = dataOf<Cart>(added).items[0];
    expect(line?.allowance?.kind).toBe('benefit');
    const cleared = await kit.update(member, line?.id ?? 0, { purchased_for_user_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const named = await kit.update(member, line?.id ?? 0, { purchased_for_user_id: member.id });
    expect(named.statusCode, named.body).toBe(200);
  });

  it('lets staff name the customer they act for, never a third person', async () => {
    const staff = await kit.staff();
    const customer = await kit.customer();
    const { victim, packageId } = await victimWithAllowances();
    const forCustomer = await kit.post(staff, `${CART}/add`, {
      items: [{ ...classItem(await spinClass()), purchased_for_user_id: customer.id }],
      selected_user_id: customer.id,
    });
    expect(forCustomer.statusCode, forCustomer.body).toBe(201);
    const line = dataOf<Cart>(forCustomer).items[0];
    const before = await basketOf(customer);

    const third = await kit.post(staff, `${CART}/add`, {
      items: [{ ...classItem(await spinClass()), purchased_for_user_id: victim.id }],
      selected_user_id: customer.id,
    });
    expectRefused(third, 'items.0.purchased_for_user_id');
    const moved = await kit.call(staff, {
      method: 'PUT',
      url: `${CART}/${line?.id ?? 0}`,
      payload: { options: { purchased_for_user_id: victim.id }, selected_user_id: customer.id },
    });
    expectRefused(moved, 'options.purchased_for_user_id');
    // Staff naming themself as the attendee of a customer's line is someone else too.
    const self = await kit.post(staff, `${CART}/add`, {
      items: [{ ...classItem(await spinClass()), purchased_for_user_id: staff.id }],
      selected_user_id: customer.id,
    });
    expectRefused(self, 'items.0.purchased_for_user_id');
    expect(await basketOf(customer)).toEqual(before);
    expect(await linesOfVictim(victim.id, packageId)).toEqual([]);
  });
});

describe('whom a discount code may be for (customer_id)', () => {
  const applyCode = (who: Shopper, body: Record<string, unknown>) =>
    kit.post(who, `${CART}/discount`, { code: 'WELCOME10', ...body });

  it("refuses a code for anyone but the basket's customer, the same way whoever is named", async () => {
    const [who, other] = await kit.twoCustomers();
    await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
    const before = await basketOf(who);
    for (const id of [other.id, 999_999_999]) {
      expectRefused(await applyCode(who, { customer_id: id }), 'customer_id');
    }
    expectRefused(await applyCode(kit.visitor(), { customer_id: who.id }), 'customer_id');
    expect(await basketOf(who)).toEqual(before);
    const own = await applyCode(who, { customer_id: who.id });
    expect(own.statusCode, own.body).toBe(200);
    expect(dataOf<Cart>(own).appliedDiscounts).toEqual({ [String(who.id)]: [expect.anything()] });
  });

  it('lets staff apply a code for the customer they serve, never for a third person', async () => {
    const staff = await kit.staff();
    const [customer, third] = await kit.twoCustomers();
    await kit.added(customer, [classItem(await kit.classWithSpaces(3))]);
    const refused = await applyCode(staff, { customer_id: third.id, selected_user_id: customer.id });
    expectRefused(refused, 'customer_id');
    const applied = await applyCode(staff, { customer_id: customer.id, selected_user_id: customer.id });
    expect(applied.statusCode, applied.body).toBe(200);
  });
});

describe('every other call that names a person (selected_user_id, user_id)', () => {
  it('answers a customer naming anyone else 403 forbidden, whoever it is, and shows nothing of theirs', async () => {
    const { victim } = await victimWithAllowances();
    const attacker = await kit.customer();
    const line = (await kit.added(attacker, [classItem(await spinClass())])).items[0]?.id ?? 0;
    const full = await kit.classWithSpaces(1);
    const before = await basketOf(attacker);
    const calls = (id: number) => [
      () => kit.get(attacker, `${CART}?selected_user_id=${id}`),
      () => kit.post(attacker, `${CART}/add`, { items: [classItem(full)], selected_user_id: id }),
      () => kit.post(attacker, `${CART}/remove?selected_user_id=${id}`, { cart_item_ids: [line] }),
      () =>
        kit.call(attacker, {
          method: 'PUT',
          url: `${CART}/${line}`,
          payload: { options: {}, selected_user_id: id },
        }),
      () => kit.call(attacker, { method: 'DELETE', url: `${CART}?selected_user_id=${id}` }),
      () => kit.post(attacker, `${CART}/discount`, { code: 'WELCOME10', selected_user_id: id }),
      () =>
        kit.post(attacker, '/api/credits/apply', {
          creditsToReserve: [{ amount: 0, type: 'general' }],
          selectedUserId: id,
        }),
      () => kit.get(attacker, `/api/activities/question-waivers/previous-attendees?selected_user_id=${id}`),
      () => kit.get(attacker, `/api/activities/question-waivers/required?selected_user_id=${id}`),
      () => kit.get(attacker, `${CART}/questions?selected_user_id=${id}`),
      () =>
        kit.post(attacker, `/api/v1/activities/occurrences/${full.uid}/waitlist/members`, {
          data: { user_id: id },
        }),
      () => kit.get(attacker, `/api/my-account/memberships?selected_user_id=${id}`),
      () => kit.get(attacker, `/api/my-account/packages?selected_user_id=${id}`),
    ];
    for (const id of [victim.id, 999_999_999]) {
      for (const call of calls(id)) {
        const response = await call();
        expect(response.statusCode, response.body).toBe(403);
        expect(errorOf(response).code).toBe('forbidden');
        for (const word of VICTIM_WORDS) expect(response.body).not.toContain(word);
      }
    }
    expect(await basketOf(attacker)).toEqual(before);
  });
});
