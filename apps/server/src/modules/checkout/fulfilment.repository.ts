import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client.ts';
import {
  cartItems,
  classOccurrences,
  courses,
  creditLedger,
  slotBookings,
  ticketTimes,
} from '../../db/schema/index.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';

/**
 * Lock namespaces for `pg_advisory_xact_lock(namespace, id)`. The class, ticket-time and
 * course ones are the basket's (cart.repository.ts): booking a place and holding one take
 * turns on the same lock.
 */
export const LOCK = {
  class: 4201,
  ticketTime: 4202,
  course: 4203,
  credit: 4301,
  checkout: 4401,
  /** Per customer: memberships bought online start one at a time. */
  membership: 4501,
  /** Per customer: uploads of membership documents are counted against the day's limit one at a time. */
  documentUpload: 4601,
} as const;

export async function lock(tx: Transaction, namespace: number, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${id})`);
}

export type HeldLine = typeof cartItems.$inferSelect;

/** The cart's lines still held (live or expired) among `ids`, locked for update. */
export async function heldLines(tx: Transaction, clientId: number, cartId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.clientId, clientId),
        eq(cartItems.cartId, cartId),
        eq(cartItems.status, 'held'),
        inArray(cartItems.id, ids),
      ),
    )
    .for('update');
}

async function markBooked(tx: Transaction, line: HeldLine) {
  await tx
    .update(cartItems)
    .set({ status: 'booked' })
    .where(and(eq(cartItems.clientId, line.clientId), eq(cartItems.id, line.id)));
}

/**
 * Turns one held line into confirmed places, or answers false when its place is gone. The line
 * stops being a hold first, so the room check counts every other live hold but not this one:
 * a live hold always fits (its room was kept), an expired one fits only if the place is still
 * free. Answers the slot booking id for a slot.
 */
export async function confirmPlaces(
  tx: Transaction,
  line: HeldLine,
  userId: number,
): Promise<{ ok: false } | { ok: true; slotBookingId: number | null }> {
  const { clientId } = line;
  await markBooked(tx, line);
  if (line.classOccurrenceId !== null) {
    await lock(tx, LOCK.class, line.classOccurrenceId);
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update ${classOccurrences} set booked_count = booked_count + ${line.places}
        where ${classOccurrences.clientId} = ${clientId} and ${classOccurrences.id} = ${line.classOccurrenceId}
          and ${classOccurrences.status} = 'scheduled'
          and ${classOccurrences.bookedCount} + ${liveHeldPlaces('class_occurrences')} + ${line.places} <= ${classOccurrences.capacity}
        returning id`,
    );
    return rows.length === 1 ? { ok: true, slotBookingId: null } : { ok: false };
  }
  if (line.ticketTimeId !== null) {
    await lock(tx, LOCK.ticketTime, line.ticketTimeId);
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update ${ticketTimes} set booked_count = booked_count + ${line.places}
        where ${ticketTimes.clientId} = ${clientId} and ${ticketTimes.id} = ${line.ticketTimeId}
          and ${ticketTimes.status} = 'scheduled'
          and ${ticketTimes.bookedCount} + ${liveHeldPlaces('ticket_times')} + ${line.places} <= ${ticketTimes.capacity}
        returning id`,
    );
    return rows.length === 1 ? { ok: true, slotBookingId: null } : { ok: false };
  }
  if (line.courseId !== null) {
    await lock(tx, LOCK.course, line.courseId);
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`update ${courses} set booked_count = booked_count + ${line.places}
        where ${courses.clientId} = ${clientId} and ${courses.id} = ${line.courseId}
          and ${courses.bookedCount} + ${liveHeldPlaces('courses')} + ${line.places} <= ${courses.capacity}
        returning id`,
    );
    return rows.length === 1 ? { ok: true, slotBookingId: null } : { ok: false };
  }
  if (line.adHocSlotId === null) throw new Error(`cart line ${line.id} books nothing`);
  return { ...(await confirmSlot(tx, line, line.adHocSlotId, userId)) };
}

/**
 * A slot's hold row becomes the booking when it is still ours (even past its expiry, as long as
 * nobody took the slot since). Otherwise the slot is booked afresh if it is free: the partial
 * unique index refuses it when someone holds or booked it.
 */
async function confirmSlot(tx: Transaction, line: HeldLine, slotId: number, userId: number) {
  const { clientId } = line;
  if (line.slotBookingId !== null) {
    const [kept] = await tx
      .update(slotBookings)
      .set({ status: 'confirmed', expiresAt: null, userId })
      .where(
        and(
          eq(slotBookings.clientId, clientId),
          eq(slotBookings.id, line.slotBookingId),
          eq(slotBookings.status, 'held'),
        ),
      )
      .returning({ id: slotBookings.id });
    if (kept) return { ok: true as const, slotBookingId: kept.id };
  }
  await tx.execute(sql`update ${slotBookings} set status = 'cancelled', expires_at = null
    where client_id = ${clientId} and slot_id = ${slotId} and status = 'held' and expires_at <= now()`);
  const [fresh] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${slotBookings} (client_id, slot_id, user_id, status)
      values (${clientId}, ${slotId}, ${userId}, 'confirmed')
      on conflict (client_id, slot_id) where status <> 'cancelled' do nothing
      returning id`,
  );
  return fresh ? { ok: true as const, slotBookingId: fresh.id } : { ok: false as const };
}

/** The customer's balance of a credit kind, read under the per-customer credit lock. */
export async function lockedCreditBalance(
  tx: Transaction,
  clientId: number,
  userId: number,
  kind: 'membership' | 'general',
) {
  await lock(tx, LOCK.credit, userId);
  const [row] = await rowsOf<{ balance: number }>(
    tx,
    sql`select coalesce(sum(amount_pence), 0)::int as balance from ${creditLedger}
      where client_id = ${clientId} and user_id = ${userId} and kind = ${kind}`,
  );
  return row?.balance ?? 0;
}
