import { sql } from 'drizzle-orm';
import { slotBookings } from '../../db/schema/index.ts';

/**
 * Places left for the viewer: capacity less confirmed places less live holds. The basket
 * issue adds holds here (and in `isSlotTaken`), nowhere else.
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
