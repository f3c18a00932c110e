import { authCookieNames } from '@leisure/contracts';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  activities,
  adHocSlots,
  classOccurrences,
  clients,
  sessions,
  ticketTimes,
  ticketTypes,
  users,
  venues,
} from '../db/schema/index.ts';
import { generateToken, hashToken } from '../modules/auth/tokens.ts';
import { apiFamilyFor } from '../modules/timetable/api-family.ts';
import { dayOf } from '../modules/timetable/calendar.ts';
import { isSlotTaken } from '../modules/timetable/capacity.ts';
import type { TestApp } from './test-app.ts';

const HOUR = 60 * 60_000;

export interface TestCustomer {
  id: number;
  email: string;
  cookie: string;
}

/**
 * Customers, places and requests on the seeded demo client for basket and checkout tests.
 * Each call takes rows no earlier call took, so tests in one file do not share places.
 */
export async function bookingFixtures(testApp: TestApp, clientSlug = 'demo') {
  const db = (): Database => testApp.database.handle.db;
  const [client] = await db().select().from(clients).where(eq(clients.slug, clientSlug));
  if (!client) throw new Error(`no ${clientSlug} client`);
  const clientId = client.id;

  /** Customers made directly in the database, each with a live session (no password hashing). */
  async function customers(count: number): Promise<TestCustomer[]> {
    const tag = Math.random().toString(36).slice(2, 10);
    const rows = await db()
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          clientId,
          reference: `T${tag}${i}`,
          email: `test-${tag}-${i}@example.com`,
          firstName: 'Test',
          lastName: `Customer ${i}`,
          passwordHash: 'not-a-password-hash',
        })),
      )
      .returning({ id: users.id, email: users.email });
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
    return rows.map((row, i) => ({ id: row.id, email: row.email, cookie: `${name}=${tokens[i]}` }));
  }

  /** A staff user of the client, logged in. */
  async function staff(): Promise<TestCustomer> {
    const made = await customer();
    await db()
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.clientId, clientId), eq(users.id, made.id)));
    return made;
  }

  async function customer(): Promise<TestCustomer> {
    const [one] = await customers(1);
    if (!one) throw new Error('no customer made');
    return one;
  }

  /** The listing id of a row at its venue and date: numeric for v1, the uid for v2. */
  async function publicId(row: { id: number; uid: string; venueId: number; startsAt: Date }) {
    const [venue] = await db()
      .select()
      .from(venues)
      .where(and(eq(venues.clientId, clientId), eq(venues.id, row.venueId)));
    if (!venue) throw new Error('no venue');
    const family = apiFamilyFor({
      date: dayOf(row.startsAt, client?.timezone ?? 'Europe/London'),
      venue,
      clientMigrationDate: client?.migrationDate ?? null,
    });
    return { listingId: family === 'v1' ? row.id : row.uid, family, venueSlug: venue.slug };
  }

  let classesUsed = 0;
  /** A future class, open for booking now, made to have exactly `spaces` places left. */
  async function classWithSpaces(spaces: number) {
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
          isNull(activities.waiverText),
          eq(activities.isMembersOnly, false),
          eq(classOccurrences.status, 'scheduled'),
          gt(classOccurrences.startsAt, new Date(Date.now() + 2 * HOUR)),
        ),
      )
      .orderBy(sql`${classOccurrences.startsAt} desc`, asc(classOccurrences.id))
      .limit(classesUsed + 1);
    const row = rows[classesUsed++]?.occurrence;
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
          isNull(activities.waiverText),
          gt(adHocSlots.startsAt, new Date(Date.now() + 2 * HOUR)),
          lt(adHocSlots.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
          eq(isSlotTaken(), false),
        ),
      )
      .orderBy(sql`${adHocSlots.startsAt} desc`, asc(adHocSlots.id))
      .limit(slotsUsed + 1);
    const row = candidates[slotsUsed++];
    if (!row) throw new Error('no free slot in the demo data');
    return { ...row, ...(await publicId(row)) };
  }

  let timesUsed = 0;
  /** A ticket time open for booking now with at least 5 places left, and a one-place ticket type. */
  async function ticketTime() {
    const candidates = await db()
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
      .innerJoin(
        activities,
        and(eq(activities.clientId, ticketTimes.clientId), eq(activities.id, ticketTimes.activityId)),
      )
      .where(
        and(
          eq(ticketTimes.clientId, clientId),
          isNull(activities.waiverText),
          eq(activities.isMembersOnly, false),
          eq(ticketTimes.status, 'scheduled'),
          gt(ticketTimes.startsAt, new Date(Date.now() + 2 * HOUR)),
          lt(ticketTimes.startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
          sql`${ticketTimes.capacity} - ${ticketTimes.bookedCount} >= 5`,
        ),
      )
      .orderBy(sql`${ticketTimes.startsAt} desc`, asc(ticketTypes.id))
      .limit(timesUsed + 1);
    const row = candidates[timesUsed++];
    if (!row) throw new Error('no ticket time in the demo data');
    return { ...row, ...(await publicId(row)) };
  }

  const headers = (who: { cookie: string }, extra: Record<string, string> = {}) => ({
    cookie: who.cookie,
    'x-requested-with': 'XMLHttpRequest',
    ...extra,
  });

  return { db, client, clientId, customers, customer, staff, classWithSpaces, freeSlot, ticketTime, headers };
}
