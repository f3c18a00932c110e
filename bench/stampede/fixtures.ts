// What a drill needs, made directly in the scratch database: a class, court slot, ticket time or
// course with exactly the places asked for (the API tests' listing rows), and customers with live
// sessions (no password hashing), or with an open basket for the raw SQL baseline.
import { randomBytes } from 'node:crypto';
import { type ApiFamily, authCookieNames } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../apps/server/src/db/client.ts';
import { carts, type clients, sessions, users } from '../../apps/server/src/db/schema/index.ts';
import { generateToken, hashToken } from '../../apps/server/src/modules/auth/tokens.ts';
import { listingRowsOf } from '../../apps/server/src/test/listing-rows.test-kit.ts';

export type TargetKind = 'class' | 'slot' | 'ticket' | 'course';
export const TARGET_KINDS: readonly TargetKind[] = ['class', 'slot', 'ticket', 'course'];
export const TARGET_LABELS: Record<TargetKind, string> = {
  class: 'class',
  slot: 'court slot',
  ticket: 'ticket quota',
  course: 'course',
};

export interface Target {
  kind: TargetKind;
  /** The row's database id. */
  id: number;
  spaces: number;
  /** The basket item the bookings app sends for it. */
  item: Record<string, unknown>;
  /** A ticket time's one-place ticket type. */
  ticketTypeId?: number;
  /** The timetable family that lists it, which decides the id in `item` (a course has none). */
  family?: ApiFamily;
}

const BATCH = 1_000;
const HOUR = 60 * 60_000;
/** Sessions look seen just now for the whole bench, so no add writes `last_seen_at`. */
const SEEN_AHEAD_MS = 3 * HOUR;

export function fixturesOf(db: Database, client: typeof clients.$inferSelect) {
  const clientId = client.id;
  const rows = listingRowsOf(() => db, client);

  /** A fresh row of the kind with `spaces` places left (a slot always has one). */
  async function target(kind: TargetKind, spaces: number): Promise<Target> {
    if (kind === 'class') {
      const row = await rows.classWithSpaces(spaces);
      const item = { id: row.listingId, type: 'activity_class' };
      return { kind, id: row.id, spaces, family: row.family, item };
    }
    if (kind === 'slot') {
      const row = await rows.freeSlot();
      const item = { id: row.listingId, type: 'ad_hoc_slot' };
      return { kind, id: row.id, spaces: 1, family: row.family, item };
    }
    if (kind === 'ticket') {
      const row = await rows.ticketTimeWithSpaces(spaces);
      const options = { quantity: 1, ticket_type_id: row.ticketTypeId };
      return {
        kind,
        id: row.id,
        spaces,
        ticketTypeId: row.ticketTypeId,
        family: row.family,
        item: { id: row.listingId, type: 'ticket_time', options },
      };
    }
    const row = await rows.courseWithSpaces(spaces);
    return { kind, id: row.id, spaces, item: { id: row.id, type: 'course' } };
  }

  async function makeUsers(count: number): Promise<number[]> {
    const tag = randomBytes(4).toString('hex');
    const ids: number[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const made = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, k) => ({
            clientId,
            reference: `S${tag}${start + k}`,
            email: `stampede-${tag}-${start + k}@example.com`,
            firstName: 'Stampede',
            lastName: `Customer ${start + k}`,
            passwordHash: 'not-a-password-hash',
          })),
        )
        .returning({ id: users.id });
      ids.push(...made.map((row) => row.id));
    }
    // Fresh statistics, or the foreign-key checks of the inserts that follow (sessions, baskets)
    // keep a plan made for a small table and scan every customer for each row.
    await db.execute(sql`analyze users`);
    return ids;
  }

  /** Customers each with a live session: the cookie each request sends. */
  async function customersWithSessions(count: number): Promise<string[]> {
    return (await customersWithIds(count)).map((customer) => customer.cookie);
  }

  /** The same, with each customer's user id (to find their rows afterwards). */
  async function customersWithIds(count: number): Promise<{ userId: number; cookie: string }[]> {
    const ids = await makeUsers(count);
    const tokens = ids.map(() => generateToken());
    for (let start = 0; start < ids.length; start += BATCH) {
      await db.insert(sessions).values(
        ids.slice(start, start + BATCH).map((userId, k) => ({
          clientId,
          userId,
          tokenHash: hashToken(tokens[start + k] ?? ''),
          expiresAt: new Date(Date.now() + 24 * HOUR),
          lastSeenAt: new Date(Date.now() + SEEN_AHEAD_MS),
        })),
      );
    }
    const name = authCookieNames(client.slug).token;
    return ids.map((userId, k) => ({ userId, cookie: `${name}=${tokens[k] ?? ''}` }));
  }

  /** An open basket for each of `count` new customers (the raw baseline and the controls). */
  async function cartsForNewCustomers(count: number): Promise<number[]> {
    const userIds = await makeUsers(count);
    const cartIds: number[] = [];
    for (let start = 0; start < userIds.length; start += BATCH) {
      const made = await db
        .insert(carts)
        .values(userIds.slice(start, start + BATCH).map((userId) => ({ clientId, userId })))
        .returning({ id: carts.id });
      cartIds.push(...made.map((row) => row.id));
    }
    return cartIds;
  }

  /**
   * The places the database gave out on a target: every `held` line (expired or not: nothing
   * in the bench releases one), or the slot's bookings that are not cancelled.
   */
  async function placesTaken(target: Target): Promise<number> {
    const query =
      target.kind === 'slot'
        ? sql`select count(*)::int as n from slot_bookings
            where client_id = ${clientId} and slot_id = ${target.id} and status <> 'cancelled'`
        : sql`select coalesce(sum(places), 0)::int as n from cart_items
            where client_id = ${clientId} and status = 'held' and ${sql.identifier(heldColumn[target.kind])} = ${target.id}`;
    const [row] = await rowsOf<{ n: number }>(db, query);
    return row?.n ?? 0;
  }

  return { clientId, target, customersWithSessions, customersWithIds, cartsForNewCustomers, placesTaken };
}

const heldColumn = { class: 'class_occurrence_id', ticket: 'ticket_time_id', course: 'course_id' } as const;

export type Fixtures = ReturnType<typeof fixturesOf>;
