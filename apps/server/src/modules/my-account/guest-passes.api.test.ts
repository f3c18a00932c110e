import type { GuestPass, GuestPassList } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestPasses } from '../../db/schema/index.ts';
import {
  bookingKit,
  errorOf,
  statusCounts,
  type TestCustomer,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { addDaysTo, dayOf } from '../timetable/calendar.ts';
import { joinPlan } from './account.test-kit.ts';

const kit = useBookingKit();
const PASSES = '/api/my-account/guest-passes';

const today = () => dayOf(new Date(), kit.client.timezone);
const issue = (who: TestCustomer, validOn: string, name = 'Guest') =>
  kit.post(who, PASSES, {
    first_name: name,
    last_name: 'Friend',
    email: 'Guest@Example.com',
    valid_on: validOn,
  });
const listOf = async (who: TestCustomer) => dataOf<GuestPassList>(await kit.get(who, PASSES));
const monthName = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-01T12:00:00Z`),
  );
const passesOf = (who: TestCustomer) =>
  kit
    .db()
    .select()
    .from(guestPasses)
    .where(and(eq(guestPasses.clientId, kit.clientId), eq(guestPasses.userId, who.id)));

describe('guest passes', () => {
  it("issues a member's passes up to the plan's allowance for the month", async () => {
    const who = await kit.customer();
    await joinPlan(kit, who);
    const first = await issue(who, today(), 'Ann');
    expect(first.statusCode, first.body).toBe(201);
    const pass = dataOf<GuestPass>(first);
    expect(pass).toMatchObject({
      guestFirstName: 'Ann',
      guestLastName: 'Friend',
      guestEmail: 'guest@example.com',
      validOn: today(),
      status: 'issued',
    });
    expect(pass.code).toMatch(/^GP-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const second = dataOf<GuestPass>(await issue(who, today(), 'Bob'));
    expect(second.code).not.toBe(pass.code);

    const refused = await issue(who, today(), 'Cat');
    expect(refused.statusCode).toBe(422);
    const message = `You have used all 2 guest passes for ${monthName(today())}.`;
    expect(errorOf(refused)).toMatchObject({
      code: 'allowance_unavailable',
      message,
      errors: { valid_on: [message] },
    });
    expect(await passesOf(who)).toHaveLength(2);
    const list = await listOf(who);
    expect(list.allowance).toEqual({ perMonth: 2, usedThisMonth: 2, leftThisMonth: 0 });
    expect(list.passes.map((row) => row.guestFirstName)).toEqual(['Bob', 'Ann']);

    // A cancelled pass gives its place back.
    await kit
      .db()
      .update(guestPasses)
      .set({ status: 'cancelled' })
      .where(and(eq(guestPasses.clientId, kit.clientId), eq(guestPasses.id, pass.id)));
    expect((await issue(who, today(), 'Cat')).statusCode).toBe(201);
    expect((await listOf(who)).passes.find((row) => row.id === pass.id)?.status).toBe('cancelled');
  });

  it('never issues more than the allowance to concurrent calls', async () => {
    const who = await kit.customer();
    await joinPlan(kit, who);
    const day = addDaysTo(today(), 3, kit.client.timezone);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => issue(who, day, `Guest ${i}`)));
    const counts = statusCounts(responses);
    expect(counts.get(201)).toBe(2);
    expect(counts.get(422)).toBe(4);
    expect(await passesOf(who)).toHaveLength(2);
  });

  it('refuses a customer without a membership with passes, and days out of range', async () => {
    const who = await kit.customer();
    await joinPlan(kit, who, { plan: 'off-peak' });
    expect((await listOf(who)).allowance).toEqual({ perMonth: 0, usedThisMonth: 0, leftThisMonth: 0 });
    const none = await issue(who, today());
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).code).toBe('allowance_unavailable');

    const member = await kit.customer();
    await joinPlan(kit, member);
    const zone = kit.client.timezone;
    for (const day of [addDaysTo(today(), -1, zone), addDaysTo(today(), 61, zone)]) {
      const response = await issue(member, day);
      expect(response.statusCode, day).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed' });
      expect(errorOf(response).errors.valid_on).toHaveLength(1);
    }
    expect((await issue(member, addDaysTo(today(), 60, zone))).statusCode).toBe(201);
    const malformed = await kit.post(member, PASSES, {
      first_name: '',
      last_name: 'x',
      valid_on: '2026-13-01',
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorOf(malformed).errors).sort()).toEqual(['first_name', 'valid_on']);
    expect(await passesOf(member)).toHaveLength(1);
  });

  it('shows an issued pass for a day gone by as expired', async () => {
    const who = await kit.customer();
    const membershipId = await joinPlan(kit, who);
    await kit
      .db()
      .insert(guestPasses)
      .values({
        clientId: kit.clientId,
        userId: who.id,
        customerMembershipId: membershipId,
        guestFirstName: 'Old',
        guestLastName: 'Friend',
        validOn: addDaysTo(today(), -3, kit.client.timezone),
        code: `GP-OLD-${who.id}`,
      });
    const [old] = (await listOf(who)).passes;
    expect(old).toMatchObject({ guestFirstName: 'Old', status: 'expired' });
  });

  it('do not exist at a client without guest passes', async () => {
    const riverside = await bookingKit(kit.testApp, 'riverside');
    expect(riverside.client.guestPassesEnabled).toBe(false);
    const who = await riverside.customer();
    const list = await riverside.get(who, PASSES);
    expect(list.statusCode).toBe(404);
    expect(errorOf(list).code).toBe('not_found');
    const issued = await riverside.post(who, PASSES, { first_name: 'A', last_name: 'B', valid_on: today() });
    expect(issued.statusCode).toBe(404);
  });
});
