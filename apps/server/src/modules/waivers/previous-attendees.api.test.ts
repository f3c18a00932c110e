import type { PreviousAttendees } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendees } from '../../db/schema/index.ts';
import { errorOf, type Shopper, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

const kit = useBookingKit();

const listOf = async (who: Shopper, query = '', selected?: number) => {
  const response = await kit.previousAttendees(who, query, selected);
  expect(response.statusCode).toBe(200);
  return dataOf<PreviousAttendees>(response).attendees;
};
const names = (list: { firstName: string; lastName: string }[]) =>
  list.map((attendee) => `${attendee.firstName} ${attendee.lastName}`);

/** Saves attendees for `who` directly, oldest first. */
async function saveAttendees(who: { id: number }, people: [string, string][]) {
  for (const [index, [firstName, lastName]] of people.entries()) {
    await kit
      .db()
      .insert(attendees)
      .values({
        clientId: kit.clientId,
        userId: who.id,
        firstName,
        lastName,
        createdAt: new Date(Date.now() - (people.length - index) * 60_000),
      });
  }
}

describe('previous attendees', () => {
  it('offers the customer themself, made once from their account', async () => {
    const who = await kit.customer();
    const first = await listOf(who);
    expect(first).toEqual([
      {
        id: expect.any(Number),
        firstName: 'Test',
        lastName: 'Customer 0',
        dateOfBirth: null,
        email: who.email,
        isSelf: true,
      },
    ]);
    expect(await listOf(who)).toEqual(first);
    const rows = await kit.db().select().from(attendees).where(eq(attendees.userId, who.id));
    expect(rows).toHaveLength(1);
  });

  it('makes one self row when two first calls come at once', async () => {
    const who = await kit.customer();
    const lists = await Promise.all([listOf(who), listOf(who), listOf(who)]);
    expect(new Set(lists.map((list) => list[0]?.id)).size).toBe(1);
    expect(await kit.db().select().from(attendees).where(eq(attendees.userId, who.id))).toHaveLength(1);
  });

  it('finds saved attendees by first or last name in any case, the customer first, then the most recent', async () => {
    const who = await kit.customer();
    await saveAttendees(who, [
      ['Alice', 'Smith'],
      ['Bob', 'Smithson'],
      ['Carol', 'Jones'],
    ]);
    expect(names(await listOf(who))).toEqual([
      'Test Customer 0',
      'Carol Jones',
      'Bob Smithson',
      'Alice Smith',
    ]);
    expect(names(await listOf(who, 'SMITH'))).toEqual(['Bob Smithson', 'Alice Smith']);
    expect(names(await listOf(who, 'alice smi'))).toEqual(['Alice Smith']);
    expect(names(await listOf(who, 'customer'))).toEqual(['Test Customer 0']);
    expect(await listOf(who, 'nobody')).toEqual([]);
    expect(names(await listOf(who, '100%_'))).toEqual([]);
  });

  it('lists 20 at most', async () => {
    const who = await kit.customer();
    await saveAttendees(
      who,
      Array.from({ length: 25 }, (_, index): [string, string] => [`Person${index}`, 'Many']),
    );
    const list = await listOf(who);
    expect(list).toHaveLength(20);
    expect(list[0]?.isSelf).toBe(true);
    expect(list[1]?.firstName).toBe('Person24');
  });

  it("never shows another customer's attendees", async () => {
    const [who, other] = await kit.twoCustomers();
    await saveAttendees(other, [['Secret', 'Friend']]);
    expect(names(await listOf(who, 'secret'))).toEqual([]);
  });

  it("lets staff list a customer's attendees; refuses a visitor (401) and a customer naming another (403)", async () => {
    const desk = await kit.staff();
    const [who, other] = await kit.twoCustomers();
    await saveAttendees(who, [['Kid', 'Example']]);
    expect(names(await listOf(desk, 'kid', who.id))).toEqual(['Kid Example']);
    const visitor = await kit.previousAttendees(kit.visitor());
    expect(visitor.statusCode).toBe(401);
    const forbidden = await kit.previousAttendees(who, '', other.id);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe('forbidden');
  });

  it('validates the query', async () => {
    const who = await kit.customer();
    const response = await kit.previousAttendees(who, 'x'.repeat(101));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorOf(response).errors)).toEqual(['query']);
  });
});
