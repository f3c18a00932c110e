import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, activityVenues, adHocSlots, locations, venues } from '../../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type LocationRow = { activityId: number; id: number; name: string; kind: string };

export async function findVenueBySlug(db: Database, clientId: number, slug: string) {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.slug, slug)))
    .limit(1);
  return row;
}

/** The activities a venue offers, in catalogue order. */
export async function listActivitiesAtVenue(db: Database, clientId: number, venueId: number) {
  return db
    .select({ activity: activities })
    .from(activityVenues)
    .innerJoin(
      activities,
      and(eq(activities.clientId, activityVenues.clientId), eq(activities.id, activityVenues.activityId)),
    )
    .where(and(eq(activityVenues.clientId, clientId), eq(activityVenues.venueId, venueId)))
    .orderBy(asc(activities.sortOrder), asc(activities.name))
    .then((rows) => rows.map((row) => row.activity));
}

/** A venue and one activity it offers, in one query; undefined when either is unknown. */
export async function findActivityAtVenue(
  db: Database,
  clientId: number,
  slugs: { venue: string; activity: string },
): Promise<{ venue: VenueRow; activity: ActivityRow } | undefined> {
  const [row] = await db
    .select({ venue: venues, activity: activities })
    .from(venues)
    .innerJoin(
      activityVenues,
      and(eq(activityVenues.clientId, venues.clientId), eq(activityVenues.venueId, venues.id)),
    )
    .innerJoin(
      activities,
      and(eq(activities.clientId, activityVenues.clientId), eq(activities.id, activityVenues.activityId)),
    )
    .where(
      and(eq(venues.clientId, clientId), eq(venues.slug, slugs.venue), eq(activities.slug, slugs.activity)),
    )
    .limit(1);
  return row;
}

/** The courts, lanes and pitches each activity's slots use at a venue. */
export async function listActivityLocations(
  db: Database,
  clientId: number,
  venueId: number,
  activityIds?: number[],
): Promise<LocationRow[]> {
  const rows = await db
    .selectDistinct({
      activityId: adHocSlots.activityId,
      id: locations.id,
      name: locations.name,
      kind: locations.kind,
      sortOrder: locations.sortOrder,
    })
    .from(adHocSlots)
    .innerJoin(
      locations,
      and(eq(locations.clientId, adHocSlots.clientId), eq(locations.id, adHocSlots.locationId)),
    )
    .where(and(eq(adHocSlots.clientId, clientId), eq(adHocSlots.venueId, venueId)))
    .orderBy(asc(locations.sortOrder), asc(locations.name));
  return rows
    .filter((row) => !activityIds || activityIds.includes(row.activityId))
    .map(({ sortOrder: _sortOrder, ...row }) => row);
}

/** Every activity a venue of the client offers, with that venue's slug: one row per pair, in catalogue order. */
export async function listOfferedActivities(db: Database, clientId: number) {
  return db
    .select({
      id: activities.id,
      parentId: activities.parentId,
      slug: activities.slug,
      name: activities.name,
      venueSlug: venues.slug,
    })
    .from(activityVenues)
    .innerJoin(
      activities,
      and(eq(activities.clientId, activityVenues.clientId), eq(activities.id, activityVenues.activityId)),
    )
    .innerJoin(
      venues,
      and(eq(venues.clientId, activityVenues.clientId), eq(venues.id, activityVenues.venueId)),
    )
    .where(eq(activityVenues.clientId, clientId))
    .orderBy(asc(activities.sortOrder), asc(activities.name), asc(venues.sortOrder), asc(venues.name));
}
