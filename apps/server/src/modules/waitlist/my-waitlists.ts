import type { MyWaitlistEntry, MyWaitlists } from '@leisure/contracts';
import { apiFamilyFor } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { cartItems, classOccurrences, locations, venues, waitlistEntries } from '../../db/schema/index.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { dayOf, zonedTime } from '../timetable/calendar.ts';

interface Row {
  id: number;
  class_occurrence_id: number;
  class_uid: string;
  status: 'waiting' | 'offered';
  offer_expires_at: Date | string | null;
  position: number;
  name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  venue_name: string;
  location_name: string | null;
  v2_enabled: boolean;
  venue_migration_date: string | null;
}

/**
 * A customer's live entries for classes still to come, one query. An offer counts only while its
 * basket line is held and its time is not up: one declined (taken out of the basket) or lapsed has
 * ended, though the worker may not have passed it on yet (docs/decisions/0017), so it is left out
 * rather than shown as a place still held.
 */
async function liveEntriesOf(db: Db, clientId: number, userId: number) {
  return rowsOf<Row>(
    db,
    sql`select e.id, e.class_occurrence_id, o.uid as class_uid, e.status, e.offer_expires_at,
        (select count(*)::int from ${waitlistEntries} ahead
          where ahead.client_id = e.client_id and ahead.class_occurrence_id = e.class_occurrence_id
            and ahead.status in ('waiting', 'offered') and ahead.id <= e.id) as position,
        o.name, o.starts_at, o.ends_at, v.name as venue_name, l.name as location_name,
        v.activities_v2_enabled as v2_enabled, v.migration_date::text as venue_migration_date
      from ${waitlistEntries} e
      join ${classOccurrences} o on o.client_id = e.client_id and o.id = e.class_occurrence_id
      join ${venues} v on v.client_id = o.client_id and v.id = o.venue_id
      left join ${locations} l on l.client_id = o.client_id and l.id = o.location_id
      where e.client_id = ${clientId} and e.user_id = ${userId}
        and o.status = 'scheduled' and o.starts_at > now()
        and (e.status = 'waiting' or (e.status = 'offered' and e.offer_expires_at > now() and exists (
          select 1 from ${cartItems} i where i.client_id = e.client_id and i.id = e.cart_item_id
            and i.status = 'held' and i.hold_expires_at > now())))
      order by (e.status = 'offered') desc, e.offer_expires_at, o.starts_at, e.id`,
  );
}

function entryOf(row: Row, client: ClientRow): MyWaitlistEntry {
  const startsAt = new Date(row.starts_at);
  const family = apiFamilyFor({
    date: dayOf(startsAt, client.timezone),
    venue: { activitiesV2Enabled: row.v2_enabled, migrationDate: row.venue_migration_date },
    clientMigrationDate: client.migrationDate,
  });
  const isOffer = row.status === 'offered' && row.offer_expires_at !== null;
  return {
    id: Number(row.id),
    classOccurrenceId: Number(row.class_occurrence_id),
    listingId: family === 'v1' ? Number(row.class_occurrence_id) : row.class_uid,
    status: isOffer ? 'offered' : 'waiting',
    position: Number(row.position),
    offerExpiresAt: isOffer ? new Date(row.offer_expires_at ?? 0).toISOString() : null,
    name: row.name,
    venueName: row.venue_name,
    locationName: row.location_name,
    startsAt: zonedTime(startsAt, client.timezone),
    endsAt: zonedTime(new Date(row.ends_at), client.timezone),
  };
}

/**
 * `GET /api/my-account/waitlists`: the waiting lists the customer is on and the places held for
 * them, offers first (the one ending soonest first), then by when the class starts. Only the
 * customer's own entries at this client: both are in the query's every condition.
 */
export async function myWaitlists(db: Db, client: ClientRow, userId: number): Promise<MyWaitlists> {
  const rows = await liveEntriesOf(db, client.id, userId);
  return { entries: rows.map((row) => entryOf(row, client)) };
}
