import type { ItemId } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  adHocSlots,
  bookings,
  cartItems,
  classOccurrences,
  slotBookings,
  ticketTimes,
  waitlistEntries,
} from '../../db/schema/index.ts';

/** Listing id (row id and uid, as listings show them) → the viewer's booking or waiting-list entry id. */
export type RefsById = ReadonlyMap<ItemId, number>;

/** What a customer has booked (not ended) and the class lines they are on, by listing id. */
export interface ViewerBookings {
  classes: RefsById;
  slots: RefsById;
  ticketTimes: RefsById;
  courses: RefsById;
  /** Classes whose waiting list the viewer is on (waiting or offered): their entry id. */
  waitlisted: RefsById;
  /** The same classes: the viewer's 1-based place in the line. */
  waitlistPositions: RefsById;
  /** Those of the classes where a place is held for the viewer (an offer): when it ends, ISO 8601. */
  waitlistOffers: ReadonlyMap<ItemId, string>;
}

interface Row {
  kind: 'booking' | 'waitlist';
  ref: number;
  class_id: number | null;
  class_uid: string | null;
  slot_id: number | null;
  slot_uid: string | null;
  time_id: number | null;
  time_uid: string | null;
  course_id: number | null;
  position: number | null;
  offer_expires_at: Date | string | null;
}

/**
 * One query: the customer's confirmed bookings that have not ended (and their courses), and
 * their live waiting-list entries with their place in the line and, for a place held for them, when
 * the offer ends. An offer declined (its line out of the basket) or whose time is up has ended,
 * though the worker may not have passed it on yet: it is left out, never shown as a place held.
 * Listings mark these CANCEL_BOOKING and LEAVE_WAITLIST for this viewer only, after their shared
 * cached payload.
 */
export async function viewerBookingsOf(db: Db, clientId: number, userId: number): Promise<ViewerBookings> {
  const rows = await rowsOf<Row>(
    db,
    sql`select 'booking' as kind, b.id as ref, b.class_occurrence_id as class_id, o.uid as class_uid,
        sb.slot_id as slot_id, s.uid as slot_uid, b.ticket_time_id as time_id, t.uid as time_uid,
        b.course_id as course_id, null::int as position, null::timestamptz as offer_expires_at
      from ${bookings} b
      left join ${classOccurrences} o on o.client_id = b.client_id and o.id = b.class_occurrence_id
      left join ${slotBookings} sb on sb.client_id = b.client_id and sb.id = b.slot_booking_id
      left join ${adHocSlots} s on s.client_id = sb.client_id and s.id = sb.slot_id
      left join ${ticketTimes} t on t.client_id = b.client_id and t.id = b.ticket_time_id
      where b.client_id = ${clientId} and b.user_id = ${userId} and b.status = 'confirmed'
        and (b.ends_at > now() or b.course_id is not null)
      union all
      select 'waitlist', e.id, e.class_occurrence_id, o.uid, null, null, null, null, null,
        (select count(*)::int from ${waitlistEntries} ahead
          where ahead.client_id = e.client_id and ahead.class_occurrence_id = e.class_occurrence_id
            and ahead.status in ('waiting', 'offered') and ahead.id <= e.id),
        case when e.status = 'offered' then e.offer_expires_at end
      from ${waitlistEntries} e
      join ${classOccurrences} o on o.client_id = e.client_id and o.id = e.class_occurrence_id
      where e.client_id = ${clientId} and e.user_id = ${userId}
        and (e.status = 'waiting' or (e.status = 'offered' and e.offer_expires_at > now() and exists (
          select 1 from ${cartItems} i where i.client_id = e.client_id and i.id = e.cart_item_id
            and i.status = 'held' and i.hold_expires_at > now())))`,
  );
  const classes = new Map<ItemId, number>();
  const slots = new Map<ItemId, number>();
  const times = new Map<ItemId, number>();
  const courses = new Map<ItemId, number>();
  const waitlisted = new Map<ItemId, number>();
  const positions = new Map<ItemId, number>();
  const offers = new Map<ItemId, string>();
  const add = (map: Map<ItemId, number>, ref: number, ...ids: (ItemId | null)[]) => {
    for (const id of ids) if (id !== null) map.set(id, ref);
  };
  for (const row of rows) {
    const ref = Number(row.ref);
    if (row.kind === 'waitlist') {
      add(waitlisted, ref, row.class_id, row.class_uid);
      add(positions, Number(row.position), row.class_id, row.class_uid);
      if (row.offer_expires_at !== null) {
        const endsAt = new Date(row.offer_expires_at).toISOString();
        for (const id of [row.class_id, row.class_uid]) if (id !== null) offers.set(id, endsAt);
      }
      continue;
    }
    add(classes, ref, row.class_id, row.class_uid);
    add(slots, ref, row.slot_id, row.slot_uid);
    add(times, ref, row.time_id, row.time_uid);
    add(courses, ref, row.course_id);
  }
  return {
    classes,
    slots,
    ticketTimes: times,
    courses,
    waitlisted,
    waitlistPositions: positions,
    waitlistOffers: offers,
  };
}
