import { sql } from 'drizzle-orm';
import { cartItems, slotBookings } from '../../db/schema/index.ts';

/**
 * Places left for the viewer: capacity less confirmed places less live holds (basket lines
 * whose hold has not expired, see `liveHeldPlaces`). The one rule every listing and the
 * basket's add use.
 */
export function spacesAvailable({
  capacity,
  booked,
  held = 0,
}: {
  capacity: number;
  booked: number;
  held?: number;
}) {
  return Math.max(0, capacity - booked - held);
}

/**
 * Whether the `ad_hoc_slots` row of the enclosing query is taken: it has a confirmed booking
 * or a hold that has not expired. The outer columns are written out in full because drizzle
 * leaves them unqualified in single-table queries, where they would bind to `slot_bookings`.
 */
export const isSlotTaken = () => sql<boolean>`exists (
  select 1 from ${slotBookings}
  where ${slotBookings.clientId} = ${sql.identifier('ad_hoc_slots')}.${sql.identifier('client_id')}
    and ${slotBookings.slotId} = ${sql.identifier('ad_hoc_slots')}.${sql.identifier('id')}
    and (${slotBookings.status} = 'confirmed' or (${slotBookings.status} = 'held' and ${slotBookings.expiresAt} > now()))
)`;

const heldTargets = {
  class_occurrences: cartItems.classOccurrenceId,
  ticket_times: cartItems.ticketTimeId,
  courses: cartItems.courseId,
} as const;

/**
 * The places held by live basket holds on the `class_occurrences`, `ticket_times` or `courses`
 * row of the enclosing query: `held` lines with `hold_expires_at > now()`. An expired hold counts for
 * nothing at once; no clean-up job is needed. Outer columns are written out in full (see
 * `isSlotTaken`).
 */
export const liveHeldPlaces = (table: keyof typeof heldTargets) => sql<number>`(
  select coalesce(sum(${cartItems.places}), 0)::int from ${cartItems}
  where ${cartItems.clientId} = ${sql.identifier(table)}.${sql.identifier('client_id')}
    and ${heldTargets[table]} = ${sql.identifier(table)}.${sql.identifier('id')}
    and ${cartItems.status} = 'held' and ${cartItems.holdExpiresAt} > now()
)`;
