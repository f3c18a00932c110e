import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { cartItems, classOccurrences, courses, slotBookings, ticketTimes } from '../../db/schema/index.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';

/** Lock namespaces for `pg_advisory_xact_lock(namespace, id)`: one per kind of capacity row. */
const LOCK_CLASS = 4201;
const LOCK_TICKET_TIME = 4202;
const LOCK_COURSE = 4203;

/** What every new line carries besides its target. */
export interface HoldLine {
  clientId: number;
  cartId: number;
  holdMinutes: number;
  pricePence: number;
  pricingOptionId: number | null;
  purchasedForUserId: number | null;
  /** The item's extra `options` as add was sent them. */
  options: Record<string, unknown>;
}

const optionsOf = (line: HoldLine) => sql`${JSON.stringify(line.options)}::jsonb`;

const holdUntil = (line: HoldLine) => sql`now() + make_interval(mins => ${line.holdMinutes})`;

/**
 * Holds one place of a class: a transaction-scoped advisory lock on the occurrence, then ONE
 * conditional insert that counts confirmed places and live holds and inserts the hold only
 * when there is room. The lock makes the count and the insert of concurrent adds take turns
 * on PostgreSQL (the statement after the lock sees every hold committed before it); PGlite
 * runs transactions one at a time. Answers the new line's id, or undefined when full.
 */
export async function holdClassPlace(
  tx: Transaction,
  line: HoldLine & { occurrenceId: number },
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${line.occurrenceId})`);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, class_occurrence_id, quantity, places, price_pence,
        pricing_option_id, purchased_for_user_id, options, hold_expires_at)
      select ${classOccurrences.clientId}, ${line.cartId}, 'activity_class', ${classOccurrences.id}, 1, 1,
        ${line.pricePence}, ${line.pricingOptionId}, ${line.purchasedForUserId}, ${optionsOf(line)}, ${holdUntil(line)}
      from ${classOccurrences}
      where ${classOccurrences.clientId} = ${line.clientId} and ${classOccurrences.id} = ${line.occurrenceId}
        and ${classOccurrences.status} = 'scheduled'
        and ${classOccurrences.bookedCount} + ${liveHeldPlaces('class_occurrences')} + 1 <= ${classOccurrences.capacity}
      returning id`,
  );
  return row?.id;
}

/** Holds one place of a course, as `holdClassPlace` does for a class, under its own lock namespace. */
export async function holdCoursePlace(
  tx: Transaction,
  line: HoldLine & { courseId: number; attendeeId: number | null },
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_COURSE}, ${line.courseId})`);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, course_id, quantity, places, price_pence,
        pricing_option_id, purchased_for_user_id, attendee_id, options, hold_expires_at)
      select ${courses.clientId}, ${line.cartId}, 'course', ${courses.id}, 1, 1,
        ${line.pricePence}, ${line.pricingOptionId}, ${line.purchasedForUserId}, ${line.attendeeId},
        ${optionsOf(line)}, ${holdUntil(line)}
      from ${courses}
      where ${courses.clientId} = ${line.clientId} and ${courses.id} = ${line.courseId}
        and ${courses.bookedCount} + ${liveHeldPlaces('courses')} + 1 <= ${courses.capacity}
      returning id`,
  );
  return row?.id;
}

export interface TicketHold {
  ticketTimeId: number;
  ticketTypeId: number;
  quantity: number;
  places: number;
}

/** Holds `places` places of a ticket time, as `holdClassPlace` does for a class. */
export async function holdTicketPlaces(
  tx: Transaction,
  line: HoldLine & TicketHold,
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TICKET_TIME}, ${line.ticketTimeId})`);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, ticket_time_id, ticket_type_id, quantity, places,
        price_pence, pricing_option_id, purchased_for_user_id, options, hold_expires_at)
      select ${ticketTimes.clientId}, ${line.cartId}, 'ticket_time', ${ticketTimes.id}, ${line.ticketTypeId},
        ${line.quantity}, ${line.places}, ${line.pricePence}, ${line.pricingOptionId}, ${line.purchasedForUserId},
        ${optionsOf(line)}, ${holdUntil(line)}
      from ${ticketTimes}
      where ${ticketTimes.clientId} = ${line.clientId} and ${ticketTimes.id} = ${line.ticketTimeId}
        and ${ticketTimes.status} = 'scheduled'
        and ${ticketTimes.bookedCount} + ${liveHeldPlaces('ticket_times')} + ${line.places} <= ${ticketTimes.capacity}
      returning id`,
  );
  return row?.id;
}

/**
 * Changes how many tickets a live line holds, under the ticket time's lock: one conditional
 * update that counts every live hold but this line's own places, so growing needs room and
 * shrinking always fits. The hold's expiry is kept. Answers whether the line changed.
 */
export async function resizeTicketHold(
  tx: Transaction,
  line: {
    clientId: number;
    cartId: number;
    lineId: number;
    ticketTimeId: number;
    quantity: number;
    places: number;
  },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TICKET_TIME}, ${line.ticketTimeId})`);
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`update ${cartItems} set quantity = ${line.quantity}, places = ${line.places}
      where client_id = ${line.clientId} and cart_id = ${line.cartId} and id = ${line.lineId}
        and status = 'held' and hold_expires_at > now()
        and exists (
          select 1 from ${ticketTimes}
          where ${ticketTimes.clientId} = ${line.clientId} and ${ticketTimes.id} = ${line.ticketTimeId}
            and ${ticketTimes.bookedCount} + ${liveHeldPlaces('ticket_times')} - ${cartItems.places} + ${line.places}
              <= ${ticketTimes.capacity})
      returning id`,
  );
  return rows.length > 0;
}

/**
 * Holds an ad-hoc slot: cancels an expired hold of the slot, then inserts a `held` booking
 * that the partial unique index `slot_bookings_one_active_key` refuses when the slot already
 * has a live hold or a booking (ON CONFLICT DO NOTHING: no row means taken). Both in the
 * caller's transaction. `userId` is null for a visitor (set when their basket is merged at
 * login). Answers the new line's id, or undefined when taken.
 */
export async function holdSlot(
  tx: Transaction,
  line: HoldLine & { slotId: number; userId: number | null },
): Promise<number | undefined> {
  await tx.execute(sql`update ${slotBookings} set status = 'cancelled', expires_at = null
    where client_id = ${line.clientId} and slot_id = ${line.slotId}
      and status = 'held' and expires_at <= now()`);
  const [booking] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${slotBookings} (client_id, slot_id, user_id, status, expires_at)
      values (${line.clientId}, ${line.slotId}, ${line.userId}, 'held', ${holdUntil(line)})
      on conflict (client_id, slot_id) where status <> 'cancelled' do nothing
      returning id`,
  );
  if (!booking) return undefined;
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, ad_hoc_slot_id, slot_booking_id, quantity, places,
        price_pence, pricing_option_id, purchased_for_user_id, options, hold_expires_at)
      select ${line.clientId}, ${line.cartId}, 'ad_hoc_slot', ${line.slotId}, ${booking.id}, 1, 1,
        ${line.pricePence}, ${line.pricingOptionId}, ${line.purchasedForUserId}, ${optionsOf(line)}, expires_at
      from ${slotBookings} where client_id = ${line.clientId} and id = ${booking.id}
      returning id`,
  );
  return row?.id;
}

/**
 * Takes lines out of a cart (all of them without `ids`) and releases their places: the lines
 * stop counting at once, and a slot's live hold is cancelled. Answers how many went.
 */
export async function releaseLines(tx: Transaction, clientId: number, cartId: number, ids?: number[]) {
  const released = await tx
    .update(cartItems)
    .set({ status: 'released' })
    .where(
      and(
        eq(cartItems.clientId, clientId),
        eq(cartItems.cartId, cartId),
        eq(cartItems.status, 'held'),
        ...(ids ? [inArray(cartItems.id, ids)] : []),
      ),
    )
    .returning({ slotBookingId: cartItems.slotBookingId });
  const bookingIds = released.flatMap((row) => (row.slotBookingId === null ? [] : [row.slotBookingId]));
  if (bookingIds.length > 0) {
    await tx
      .update(slotBookings)
      .set({ status: 'cancelled', expiresAt: null })
      .where(
        and(
          eq(slotBookings.clientId, clientId),
          inArray(slotBookings.id, bookingIds),
          eq(slotBookings.status, 'held'),
        ),
      );
  }
  return released.length;
}

/**
 * A court or lane slot is held by its `slot_bookings` row too: when its basket line's hold is
 * kept longer, so is the slot's (to `until`, never shorter; only while still held).
 */
export async function extendSlotHolds(
  db: Database | Transaction,
  clientId: number,
  lines: { slotBookingId: number | null }[],
  until: ReturnType<typeof sql>,
) {
  const slotBookingIds = lines.flatMap((line) => (line.slotBookingId === null ? [] : [line.slotBookingId]));
  if (slotBookingIds.length === 0) return;
  await db
    .update(slotBookings)
    .set({ expiresAt: sql`greatest(${slotBookings.expiresAt}, ${until})` })
    .where(
      and(
        eq(slotBookings.clientId, clientId),
        inArray(slotBookings.id, slotBookingIds),
        eq(slotBookings.status, 'held'),
      ),
    );
}
