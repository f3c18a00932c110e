import type { ApiFamily, ItemId, WaitlistEntry } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { cartItems, waitlistEntries } from '../../db/schema/index.ts';
import type { BookingKit } from '../../test/booking-kit.test-kit.ts';
import type { Shopper } from '../../test/shoppers.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

/** Test-only: the waiting-list calls as the bookings app makes them, and the rows behind them. */

export const joinWaitlist = (kit: BookingKit, who: Shopper, id: ItemId, headers?: Record<string, string>) =>
  kit.post(who, '/api/activities/waitlist/add', { item: { id, type: 'activity_class' } }, headers);

export const joinAsMember = (kit: BookingKit, who: Shopper, uid: ItemId, userId: number) =>
  kit.post(who, `/api/v1/activities/occurrences/${uid}/waitlist/members`, { data: { user_id: userId } });

export const leaveWaitlist = (kit: BookingKit, who: Shopper, waitlistId: number) =>
  kit.call(who, { method: 'DELETE', url: `/api/activities/waitlist/remove/${waitlistId}` });

export const leaveAsMember = (kit: BookingKit, who: Shopper, uid: ItemId, userId: number) =>
  kit.call(who, {
    method: 'DELETE',
    url: `/api/v1/activities/occurrences/${uid}/waitlist/members/${userId}`,
  });

/** Joins and answers the entry; fails the test on anything but 201. */
export async function joined(kit: BookingKit, who: Shopper, id: ItemId): Promise<WaitlistEntry> {
  const response = await joinWaitlist(kit, who, id);
  if (response.statusCode !== 201) throw new Error(`join: ${response.statusCode} ${response.body}`);
  return dataOf<WaitlistEntry>(response);
}

export async function entryRow(kit: BookingKit, entryId: number) {
  const [row] = await kit
    .db()
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.clientId, kit.clientId), eq(waitlistEntries.id, entryId)));
  if (!row) throw new Error(`no waitlist entry ${entryId}`);
  return row;
}

export async function lineRow(kit: BookingKit, lineId: number) {
  const [row] = await kit
    .db()
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, lineId)));
  if (!row) throw new Error(`no cart line ${lineId}`);
  return row;
}

/** Moves an offer and its basket hold into the past, as if its time ran out. */
export async function expireOffer(kit: BookingKit, entryId: number) {
  const entry = await entryRow(kit, entryId);
  const past = new Date(Date.now() - 60_000);
  await kit
    .db()
    .update(waitlistEntries)
    .set({ offerExpiresAt: past })
    .where(and(eq(waitlistEntries.clientId, kit.clientId), eq(waitlistEntries.id, entryId)));
  if (entry.cartItemId === null) return;
  await kit
    .db()
    .update(cartItems)
    .set({ holdExpiresAt: past })
    .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, entry.cartItemId)));
}

/** A full class (no places left) served by the given family: numeric ids in v1, uids in v2. */
export async function fullClassOf(kit: BookingKit, family: ApiFamily) {
  for (let tries = 0; tries < 40; tries += 1) {
    const lesson = await kit.classWithSpaces(0);
    if (lesson.family === family) return lesson;
  }
  throw new Error(`no ${family} class in the demo data`);
}
