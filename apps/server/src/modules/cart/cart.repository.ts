import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  cartItems,
  carts,
  classOccurrences,
  locations,
  slotBookings,
  ticketTimes,
  ticketTypes,
  venues,
} from '../../db/schema/index.ts';
import { isSlotTaken, liveHeldPlaces } from '../timetable/capacity.ts';

type Db = Database | Transaction;

/** Both drivers answer raw statements with `{rows}`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type CartRow = typeof carts.$inferSelect;

/** The user's open cart, created empty if there is none (safe against two first calls at once). */
export async function openCartOf(db: Db, clientId: number, userId: number): Promise<CartRow> {
  const found = async () => {
    const [row] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.clientId, clientId), eq(carts.userId, userId), eq(carts.status, 'open')))
      .limit(1);
    return row;
  };
  const existing = await found();
  if (existing) return existing;
  await db.execute(sql`insert into ${carts} (client_id, user_id) values (${clientId}, ${userId})
    on conflict (client_id, user_id) where status = 'open' do nothing`);
  const created = await found();
  if (!created) throw new Error('open cart missing after insert');
  return created;
}

export async function touchCart(db: Db, clientId: number, cartId: number) {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(carts.clientId, clientId), eq(carts.id, cartId)));
}

/** The lines of a cart still in it (held, live or expired), with what the basket shows. */
export async function listCartLines(db: Db, clientId: number, cartId: number) {
  return db
    .select({
      id: cartItems.id,
      type: cartItems.type,
      quantity: cartItems.quantity,
      pricePence: cartItems.pricePence,
      holdExpiresAt: cartItems.holdExpiresAt,
      isExpired: sql<boolean>`${cartItems.holdExpiresAt} <= now()`,
      className: classOccurrences.name,
      classStartsAt: classOccurrences.startsAt,
      classEndsAt: classOccurrences.endsAt,
      classVenueId: classOccurrences.venueId,
      slotStartsAt: adHocSlots.startsAt,
      slotEndsAt: adHocSlots.endsAt,
      slotVenueId: adHocSlots.venueId,
      slotActivityId: adHocSlots.activityId,
      slotLocationId: adHocSlots.locationId,
      timeStartsAt: ticketTimes.startsAt,
      timeEndsAt: ticketTimes.endsAt,
      timeVenueId: ticketTimes.venueId,
      timeActivityId: ticketTimes.activityId,
      ticketTypeName: ticketTypes.name,
    })
    .from(cartItems)
    .leftJoin(
      classOccurrences,
      and(
        eq(classOccurrences.clientId, cartItems.clientId),
        eq(classOccurrences.id, cartItems.classOccurrenceId),
      ),
    )
    .leftJoin(
      adHocSlots,
      and(eq(adHocSlots.clientId, cartItems.clientId), eq(adHocSlots.id, cartItems.adHocSlotId)),
    )
    .leftJoin(
      ticketTimes,
      and(eq(ticketTimes.clientId, cartItems.clientId), eq(ticketTimes.id, cartItems.ticketTimeId)),
    )
    .leftJoin(
      ticketTypes,
      and(eq(ticketTypes.clientId, cartItems.clientId), eq(ticketTypes.id, cartItems.ticketTypeId)),
    )
    .where(and(eq(cartItems.clientId, clientId), eq(cartItems.cartId, cartId), eq(cartItems.status, 'held')))
    .orderBy(asc(cartItems.id));
}

export async function venueSlugs(db: Db, clientId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(and(eq(venues.clientId, clientId), inArray(venues.id, ids)));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

export async function activityNames(db: Db, clientId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(and(eq(activities.clientId, clientId), inArray(activities.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function locationNames(db: Db, clientId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.clientId, clientId), inArray(locations.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

type Key = { id: number } | { uid: string };

/** One ad-hoc slot by id (v1) or uid (v2), with whether it is taken. */
export async function findSlot(db: Db, clientId: number, key: Key) {
  const match = 'id' in key ? eq(adHocSlots.id, key.id) : eq(adHocSlots.uid, key.uid);
  const [row] = await db
    .select({
      id: adHocSlots.id,
      venueId: adHocSlots.venueId,
      startsAt: adHocSlots.startsAt,
      pricePence: adHocSlots.pricePence,
      status: adHocSlots.status,
      isMembersOnly: activities.isMembersOnly,
      isTaken: isSlotTaken(),
    })
    .from(adHocSlots)
    .innerJoin(
      activities,
      and(eq(activities.clientId, adHocSlots.clientId), eq(activities.id, adHocSlots.activityId)),
    )
    .where(and(eq(adHocSlots.clientId, clientId), match))
    .limit(1);
  return row;
}

/** One ticket time by id (v1) or uid (v2), with its live holds. */
export async function findTicketTime(db: Db, clientId: number, key: Key) {
  const match = 'id' in key ? eq(ticketTimes.id, key.id) : eq(ticketTimes.uid, key.uid);
  const [row] = await db
    .select({
      id: ticketTimes.id,
      venueId: ticketTimes.venueId,
      activityId: ticketTimes.activityId,
      startsAt: ticketTimes.startsAt,
      capacity: ticketTimes.capacity,
      bookedCount: ticketTimes.bookedCount,
      heldCount: liveHeldPlaces('ticket_times'),
      status: ticketTimes.status,
      isMembersOnly: activities.isMembersOnly,
    })
    .from(ticketTimes)
    .innerJoin(
      activities,
      and(eq(activities.clientId, ticketTimes.clientId), eq(activities.id, ticketTimes.activityId)),
    )
    .where(and(eq(ticketTimes.clientId, clientId), match))
    .limit(1);
  return row;
}

export async function findTicketType(
  db: Db,
  scope: { clientId: number; venueId: number; activityId: number },
  id: number | undefined,
) {
  const [row] = await db
    .select()
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.clientId, scope.clientId),
        eq(ticketTypes.venueId, scope.venueId),
        eq(ticketTypes.activityId, scope.activityId),
        ...(id === undefined ? [] : [eq(ticketTypes.id, id)]),
      ),
    )
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id))
    .limit(1);
  return row;
}

/** Lock namespaces for `pg_advisory_xact_lock(namespace, id)`. */
const LOCK_CLASS = 4201;
const LOCK_TICKET_TIME = 4202;

interface HoldTarget {
  clientId: number;
  cartId: number;
  holdMinutes: number;
}

/**
 * Holds one place of a class: a transaction-scoped advisory lock on the occurrence, then ONE
 * conditional insert that counts confirmed places and live holds and inserts the hold only
 * when there is room. The lock makes the count and the insert of concurrent adds take turns
 * on PostgreSQL (the statement after the lock sees every hold committed before it); PGlite
 * runs transactions one at a time. Answers the new line's id, or undefined when full.
 */
export async function holdClassPlace(
  tx: Transaction,
  target: HoldTarget & { occurrenceId: number; pricePence: number },
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${target.occurrenceId})`);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, class_occurrence_id, quantity, places, price_pence, hold_expires_at)
      select ${classOccurrences.clientId}, ${target.cartId}, 'activity_class', ${classOccurrences.id}, 1, 1,
        ${target.pricePence}, now() + make_interval(mins => ${target.holdMinutes})
      from ${classOccurrences}
      where ${classOccurrences.clientId} = ${target.clientId} and ${classOccurrences.id} = ${target.occurrenceId}
        and ${classOccurrences.status} = 'scheduled'
        and ${classOccurrences.bookedCount} + ${liveHeldPlaces('class_occurrences')} + 1 <= ${classOccurrences.capacity}
      returning id`,
  );
  return row?.id;
}

/** Holds `places` places of a ticket time, as `holdClassPlace` does for a class. */
export async function holdTicketPlaces(
  tx: Transaction,
  target: HoldTarget & {
    ticketTimeId: number;
    ticketTypeId: number;
    quantity: number;
    places: number;
    pricePence: number;
  },
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TICKET_TIME}, ${target.ticketTimeId})`);
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, ticket_time_id, ticket_type_id, quantity, places, price_pence, hold_expires_at)
      select ${ticketTimes.clientId}, ${target.cartId}, 'ticket_time', ${ticketTimes.id}, ${target.ticketTypeId},
        ${target.quantity}, ${target.places}, ${target.pricePence}, now() + make_interval(mins => ${target.holdMinutes})
      from ${ticketTimes}
      where ${ticketTimes.clientId} = ${target.clientId} and ${ticketTimes.id} = ${target.ticketTimeId}
        and ${ticketTimes.status} = 'scheduled'
        and ${ticketTimes.bookedCount} + ${liveHeldPlaces('ticket_times')} + ${target.places} <= ${ticketTimes.capacity}
      returning id`,
  );
  return row?.id;
}

/**
 * Holds an ad-hoc slot: cancels an expired hold of the slot, then inserts a `held` booking
 * that the partial unique index `slot_bookings_one_active_key` refuses when the slot already
 * has a live hold or a booking (ON CONFLICT DO NOTHING: no row means taken). Both in the
 * caller's transaction. Answers the new line's id, or undefined when taken.
 */
export async function holdSlot(
  tx: Transaction,
  target: HoldTarget & { slotId: number; userId: number; pricePence: number },
): Promise<number | undefined> {
  await tx.execute(sql`update ${slotBookings} set status = 'cancelled', expires_at = null
    where client_id = ${target.clientId} and slot_id = ${target.slotId}
      and status = 'held' and expires_at <= now()`);
  const [booking] = await rowsOf<{ id: number; expires_at: string }>(
    tx,
    sql`insert into ${slotBookings} (client_id, slot_id, user_id, status, expires_at)
      values (${target.clientId}, ${target.slotId}, ${target.userId}, 'held', now() + make_interval(mins => ${target.holdMinutes}))
      on conflict (client_id, slot_id) where status <> 'cancelled' do nothing
      returning id, expires_at`,
  );
  if (!booking) return undefined;
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into ${cartItems} (client_id, cart_id, type, ad_hoc_slot_id, slot_booking_id, quantity, places, price_pence, hold_expires_at)
      select ${target.clientId}, ${target.cartId}, 'ad_hoc_slot', ${target.slotId}, ${booking.id}, 1, 1,
        ${target.pricePence}, expires_at
      from ${slotBookings} where client_id = ${target.clientId} and id = ${booking.id}
      returning id`,
  );
  return row?.id;
}

/**
 * Takes lines out of a cart (all of them without `ids`) and releases their places: the lines
 * stop counting at once, and a slot's live hold is cancelled.
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
