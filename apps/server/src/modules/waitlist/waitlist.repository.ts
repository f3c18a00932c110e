import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Transaction } from '../../db/client.ts';
import { bookings, cartItems, carts, classOccurrences, waitlistEntries } from '../../db/schema/index.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

const LIVE = ['waiting', 'offered'] as const;

export async function findEntry(db: Db, clientId: number, entryId: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.id, entryId)))
    .limit(1);
  return row;
}

/** The customer's entry in the line of a class, waiting or offered. */
export async function findLiveEntry(db: Db, clientId: number, classId: number, userId: number) {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.clientId, clientId),
        eq(waitlistEntries.classOccurrenceId, classId),
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, [...LIVE]),
      ),
    )
    .limit(1);
  return row;
}

/** An entry locked for update: leaving it and offering it a place take turns. */
export async function lockEntry(tx: Transaction, clientId: number, entryId: number) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.id, entryId)))
    .for('update');
  return row;
}

/** 1-based place in the line among those waiting or offered; null once off it. */
export async function positionOf(db: Db, entry: WaitlistEntryRow): Promise<number | null> {
  if (!(LIVE as readonly string[]).includes(entry.status)) return null;
  const [row] = await rowsOf<{ position: number }>(
    db,
    sql`select count(*)::int as position from ${waitlistEntries}
      where client_id = ${entry.clientId} and class_occurrence_id = ${entry.classOccurrenceId}
        and status in ('waiting', 'offered') and id <= ${entry.id}`,
  );
  return row?.position ?? null;
}

/** Joins the line; undefined when the customer is on it already (the partial unique index). */
export async function insertEntry(tx: Transaction, clientId: number, classId: number, userId: number) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${waitlistEntries} (client_id, class_occurrence_id, user_id)
      values (${clientId}, ${classId}, ${userId})
      on conflict (client_id, class_occurrence_id, user_id) where status in ('waiting', 'offered') do nothing
      returning id`,
  );
  return row?.id;
}

export async function leaveEntry(tx: Transaction, clientId: number, entryId: number) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.clientId, clientId), eq(waitlistEntries.id, entryId)));
}

/** What joining checks about the class and the customer, read after the class lock. */
export async function joinFacts(tx: Transaction, clientId: number, classId: number, userId: number) {
  const [row] = await rowsOf<{
    status: string;
    starts_at: Date | string;
    spaces: number;
    is_booked: boolean;
    is_in_basket: boolean;
  }>(
    tx,
    sql`select ${classOccurrences.status} as status, ${classOccurrences.startsAt} as starts_at,
        (${classOccurrences.capacity} - ${classOccurrences.bookedCount} - ${liveHeldPlaces('class_occurrences')})::int as spaces,
        exists (select 1 from ${bookings} b where b.client_id = ${clientId} and b.class_occurrence_id = ${classId}
          and b.status = 'confirmed' and (b.user_id = ${userId} or b.attendee_user_id = ${userId})) as is_booked,
        exists (select 1 from ${cartItems} i join ${carts} c on c.client_id = i.client_id and c.id = i.cart_id
          where i.client_id = ${clientId} and i.class_occurrence_id = ${classId} and c.user_id = ${userId}
            and c.status = 'open' and i.status = 'held' and i.hold_expires_at > now()) as is_in_basket
      from ${classOccurrences}
      where ${classOccurrences.clientId} = ${clientId} and ${classOccurrences.id} = ${classId}`,
  );
  if (!row) return undefined;
  return {
    isCancelled: row.status === 'cancelled',
    startsAt: new Date(row.starts_at),
    spaces: Number(row.spaces),
    isBooked: row.is_booked,
    isInBasket: row.is_in_basket,
  };
}
