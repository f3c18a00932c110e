import type { ApiFamily } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, activityVenues } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type ActivityRow, findActivityAtVenue, type VenueRow } from '../activities/activities.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Viewer } from './action-to-show.ts';
import { assertApiFamily } from './api-family.ts';
import { dayRange } from './calendar.ts';
import { assertViewable } from './viewable-window.ts';

/** Everything a timetable call needs about who asks, where, and for which activities. */
export interface TimetableContext {
  client: ClientRow;
  venue: VenueRow;
  activity: ActivityRow;
  /** The activity and, for a root, its sub-activities offered at the venue. */
  activityIds: number[];
  now: Date;
  viewer: Viewer;
}

export async function resolveActivity(
  db: Database,
  options: { client: ClientRow; venue: string; activity: string; viewer: Viewer; now?: Date },
): Promise<TimetableContext> {
  const { client } = options;
  const found = await findActivityAtVenue(db, client.id, {
    venue: options.venue,
    activity: options.activity,
  });
  if (!found) throw notFound();
  const activityIds = [found.activity.id];
  if (found.activity.parentId === null) {
    const children = await db
      .select({ id: activities.id })
      .from(activities)
      .innerJoin(
        activityVenues,
        and(
          eq(activityVenues.clientId, activities.clientId),
          eq(activityVenues.activityId, activities.id),
          eq(activityVenues.venueId, found.venue.id),
        ),
      )
      .where(and(eq(activities.clientId, client.id), eq(activities.parentId, found.activity.id)));
    activityIds.push(...children.map((child) => child.id));
  }
  return { ...found, client, activityIds, now: options.now ?? new Date(), viewer: options.viewer };
}

/** Checks the date is viewable and served by `family`; answers the day's instants. */
export function dayScope(context: TimetableContext, date: string, family: ApiFamily) {
  assertViewable(date, context.now, context.client.timezone);
  assertApiFamily(family, {
    date,
    venue: context.venue,
    clientMigrationDate: context.client.migrationDate,
  });
  const { from, to } = dayRange(date, context.client.timezone);
  return {
    clientId: context.client.id,
    venueId: context.venue.id,
    activityIds: context.activityIds,
    from,
    to,
  };
}
