import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartItems, courses, householdLinks, users } from '../../db/schema/index.ts';
import {
  bookingKit,
  classItem,
  courseItemForNoOne,
  errorOf,
  type Shopper,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

// Issue 26 (decision 40): a customer's dependants, and whom a basket line may be for.

const kit = useBookingKit();
const HOUSEHOLD = '/api/my-account/household';
const DEPENDANTS = `${HOUSEHOLD}/dependants`;

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() - 10);
  return day.toISOString().slice(0, 10);
};

const mia = { first_name: 'Mia', last_name: 'Example', date_of_birth: yearsAgo(6), medical_notes: 'Asthma' };

interface Member {
  id: number;
  firstName: string;
  dateOfBirth: string;
  medicalNotes: string | null;
}

const membersOf = (response: LightMyRequestResponse) => dataOf<{ members: Member[] }>(response).members;

async function addDependant(holder: Shopper, body: object = mia, url = DEPENDANTS): Promise<Member> {
  const response = await kit.post(holder, url, body);
  expect(response.statusCode, response.body).toBe(201);
  const members = membersOf(response);
  const added = members.at(-1);
  if (!added) throw new Error('no member added');
  return added;
}

const put = (who: Shopper, url: string, payload: unknown) => kit.call(who, { method: 'PUT', url, payload });
const del = (who: Shopper, url: string) => kit.call(who, { method: 'DELETE', url });

/** Every household row and dependant name: what a refused call must leave as it was. */
async function householdRows() {
  const links = await kit.db().select().from(householdLinks).where(eq(householdLinks.clientId, kit.clientId));
  const people = await kit
    .db()
    .select({ id: users.id, firstName: users.firstName, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.clientId, kit.clientId));
  return { links, people };
}

const spinClass = () => kit.classWithSpaces(3, { activitySlug: 'spin' });

const refusal = {
  code: 'attendee_not_allowed',
  message: 'You can only book places for yourself and your household.',
  errors: { 'items.0.purchased_for_user_id': ['You can only book places for yourself and your household.'] },
};

describe('a household of dependants', () => {
  it('adds, lists, changes and removes a dependant, who has no login', async () => {
    const holder = await kit.customer();
    const added = await addDependant(holder);
    expect(added).toMatchObject({ firstName: 'Mia', dateOfBirth: mia.date_of_birth, medicalNotes: 'Asthma' });
    const [row] = await kit.db().select().from(users).where(eq(users.id, added.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, role: 'customer' });

    const changed = await put(holder, `${DEPENDANTS}/${added.id}`, {
      ...mia,
      first_name: 'Amelia',
      medical_notes: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(membersOf(changed)).toMatchObject([{ id: added.id, firstName: 'Amelia', medicalNotes: null }]);
    expect(membersOf(await kit.get(holder, HOUSEHOLD))).toHaveLength(1);

    const removed = await del(holder, `${DEPENDANTS}/${added.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(membersOf(removed)).toEqual([]);
  });

  it('refuses a birthday in the future and an adult, adding nothing', async () => {
    const holder = await kit.customer();
    const before = await householdRows();
    for (const date_of_birth of ['2999-01-01', yearsAgo(18)]) {
      const response = await kit.post(holder, DEPENDANTS, { ...mia, date_of_birth });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {})).toEqual(['date_of_birth']);
    }
    expect(await householdRows()).toEqual(before);
  });

  it("answers 404 for another customer's dependant, changing nothing and showing nothing", async () => {
    const [holder, stranger] = await kit.twoCustomers();
    const added = await addDependant(holder);
    const before = await householdRows();
    for (const response of [
      await put(stranger, `${DEPENDANTS}/${added.id}`, { ...mia, first_name: 'Stolen' }),
      await del(stranger, `${DEPENDANTS}/${added.id}`),
      await del(stranger, `${DEPENDANTS}/${holder.id}`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('Mia');
    }
    expect(membersOf(await kit.get(stranger, HOUSEHOLD))).toEqual([]);
    expect(await householdRows()).toEqual(before);
  });

  it("lets staff at the desk manage the customer's household; a customer naming another gets 403", async () => {
    const [holder, other] = await kit.twoCustomers();
    const staff = await kit.staff();
    await addDependant(staff, mia, `${DEPENDANTS}?selected_user_id=${holder.id}`);
    expect(membersOf(await kit.get(holder, HOUSEHOLD))).toMatchObject([{ firstName: 'Mia' }]);
    const response = await kit.post(other, `${DEPENDANTS}?selected_user_id=${holder.id}`, mia);
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('whom a place may be for, in a household', () => {
  async function refused(who: TestCustomer | Shopper, forUserId: number) {
    const before = await kit.db().select({ id: cartItems.id }).from(cartItems);
    const response = await kit.add(who, [
      { ...classItem(await spinClass()), purchased_for_user_id: forUserId },
    ]);
    expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(response)).toEqual(refusal);
    expect(response.body).not.toContain('Mia');
    expect(await kit.db().select({ id: cartItems.id }).from(cartItems)).toEqual(before);
  }

  it('allows the customer and their own dependant, and staff acting for the holder', async () => {
    const holder = await kit.customer();
    const staff = await kit.staff();
    const child = await addDependant(holder);
    for (const forUserId of [holder.id, child.id]) {
      const added = await kit.add(holder, [
        { ...classItem(await spinClass()), purchased_for_user_id: forUserId },
      ]);
      expect(added.statusCode, added.body).toBe(201);
    }
    const atDesk = await kit.post(staff, '/api/activities/cart/add', {
      items: [{ ...classItem(await spinClass()), purchased_for_user_id: child.id }],
      selected_user_id: holder.id,
    });
    expect(atDesk.statusCode, atDesk.body).toBe(201);
  });

  it("refuses another customer's dependant, a stranger and another client's customer, the same way", async () => {
    const [holder, stranger] = await kit.twoCustomers();
    const theirChild = await addDependant(stranger);
    const elsewhere = await (await bookingKit(kit.testApp, 'riverside')).customer();
    for (const forUserId of [theirChild.id, stranger.id, elsewhere.id]) await refused(holder, forUserId);
    // Staff at the desk for one customer may not name another customer's dependant either.
    const staff = await kit.staff();
    const before = await kit.db().select({ id: cartItems.id }).from(cartItems);
    const atDesk = await kit.post(staff, '/api/activities/cart/add', {
      items: [{ ...classItem(await spinClass()), purchased_for_user_id: theirChild.id }],
      selected_user_id: holder.id,
    });
    expect(atDesk.statusCode, atDesk.body).toBe(403);
    expect(await kit.db().select({ id: cartItems.id }).from(cartItems)).toEqual(before);
  });

  it("checks a course's ages against the dependant's age on the first session", async () => {
    const holder = await kit.customer();
    const course = await kit.courseWithSpaces(5);
    await kit
      .db()
      .update(courses)
      .set({ minAge: 4, maxAge: 7 })
      .where(and(eq(courses.clientId, kit.clientId), eq(courses.id, course.id)));
    const six = await addDependant(holder, {
      ...mia,
      date_of_birth: course.startsOn.replace(/^\d{4}/, (y) => String(Number(y) - 6)),
    });
    const eleven = await addDependant(holder, { ...mia, first_name: 'Leo', date_of_birth: yearsAgo(11) });

    const tooOld = await kit.add(holder, [
      { ...courseItemForNoOne(course), purchased_for_user_id: eleven.id },
    ]);
    expect(tooOld.statusCode, tooOld.body).toBe(422);
    expect(errorOf(tooOld).errors?.['items.0.purchased_for_user_id']?.[0]).toContain('will be 11');

    const fits = await kit.add(holder, [{ ...courseItemForNoOne(course), purchased_for_user_id: six.id }]);
    expect(fits.statusCode, fits.body).toBe(201);
    const [line] = await kit.db().select().from(cartItems).where(eq(cartItems.purchasedForUserId, six.id));
    expect(line?.attendeeId).not.toBeNull();
  });
});
