import { and, eq } from 'drizzle-orm';
import {
  activities,
  type adHocSlots,
  type classOccurrences,
  type courses,
  locations,
  type ticketTimes,
  venues,
} from '../../db/schema/index.ts';

/** The tables of bookable sessions: classes, ad-hoc slots and fast-ticket times. */
export type SessionTable = typeof classOccurrences | typeof adHocSlots | typeof ticketTimes;

/** A session's (or a course's) activity, at its client. */
export const activityOf = (table: SessionTable | typeof courses) =>
  and(eq(activities.clientId, table.clientId), eq(activities.id, table.activityId));

/** A session's venue, at its client. */
export const venueOf = (table: SessionTable) =>
  and(eq(venues.clientId, table.clientId), eq(venues.id, table.venueId));

/** A class's or a slot's location, at its client. */
export const locationOf = (table: typeof classOccurrences | typeof adHocSlots) =>
  and(eq(locations.clientId, table.clientId), eq(locations.id, table.locationId));

/** The session a listing id names: the row id (v1) or the public uid (v2). */
export const sessionKeyIs = (table: SessionTable, key: { id: number } | { uid: string }) =>
  'id' in key ? eq(table.id, key.id) : eq(table.uid, key.uid);
