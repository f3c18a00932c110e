import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  activities,
  adHocSlots,
  classOccurrences,
  courses,
  ticketTimes,
  ticketTypes,
  venues,
} from '../../db/schema/index.ts';
import { activePlanIdsOf } from '../memberships/memberships.repository.ts';
import { isSlotTaken, liveHeldPlaces } from '../timetable/capacity.ts';
import { activityOf, sessionKeyIs, venueOf } from '../timetable/session-joins.ts';

/** A listing id as add was sent it: the row id (v1) or the public uid (v2). */
export type ItemKey = { id: number } | { uid: string };

/**
 * The row's venue, as `apiFamilyFor` needs it to check the id's family. Read in the same
 * statement as the row (an inner join: a row whose venue is gone is not found, a 404 as before).
 */
const venueFamily = { activitiesV2Enabled: venues.activitiesV2Enabled, migrationDate: venues.migrationDate };

/**
 * What an add reads of any session (joined to its activity and its venue): which it is, when,
 * whether it still runs, whether only members may book it, and its venue's timetable family.
 */
const sessionToAdd = <T extends typeof adHocSlots | typeof ticketTimes>(table: T) => ({
  id: table.id,
  venueId: table.venueId,
  activityId: table.activityId,
  startsAt: table.startsAt,
  status: table.status,
  isMembersOnly: activities.isMembersOnly,
  venue: venueFamily,
});

/**
 * One class by a column that names it at its client (the row id or the public uid), with what an
 * add checks: its places, its activity's members-only flag, its venue's timetable family, and the
 * membership plans the viewer holds today (what member prices they may have; none for a
 * visitor). Prepared, as `findClass` is: every add of a class makes it.
 */
const classToAddBy = (column: typeof classOccurrences.id | typeof classOccurrences.uid, name: string) =>
  preparedPerHandle((db) =>
    db
      .select({
        id: classOccurrences.id,
        venueId: classOccurrences.venueId,
        activityId: classOccurrences.activityId,
        startsAt: classOccurrences.startsAt,
        capacity: classOccurrences.capacity,
        bookedCount: classOccurrences.bookedCount,
        heldCount: liveHeldPlaces('class_occurrences'),
        pricePence: classOccurrences.pricePence,
        status: classOccurrences.status,
        firstBookableAt: classOccurrences.firstBookableAt,
        isMembersOnly: activities.isMembersOnly,
        venue: venueFamily,
        viewerPlanIds: activePlanIdsOf({
          clientId: sql.placeholder('clientId'),
          userId: sql.placeholder('userId'),
          zone: sql.placeholder('zone'),
        }),
      })
      .from(classOccurrences)
      .innerJoin(activities, activityOf(classOccurrences))
      .innerJoin(venues, venueOf(classOccurrences))
      .where(
        and(eq(classOccurrences.clientId, sql.placeholder('clientId')), eq(column, sql.placeholder('key'))),
      )
      .limit(1)
      .prepare(name),
  );

const classToAddById = classToAddBy(classOccurrences.id, 'find_class_to_add_by_id');
const classToAddByUid = classToAddBy(classOccurrences.uid, 'find_class_to_add_by_uid');

/**
 * One class by id (v1) or uid (v2), with its live holds, its venue's timetable family and the
 * plans the viewer (`userId`, null for a visitor) holds today in the client's `zone`.
 */
export async function findClassToAdd(
  db: Db,
  clientId: number,
  key: ItemKey,
  viewer: { userId: number | null; zone: string },
) {
  const values = { clientId, userId: viewer.userId, zone: viewer.zone };
  const [row] =
    'id' in key
      ? await classToAddById(db).execute({ ...values, key: key.id })
      : await classToAddByUid(db).execute({ ...values, key: key.uid });
  return row;
}

/** One ad-hoc slot by id (v1) or uid (v2), with whether it is taken and its venue's timetable family. */
export async function findSlot(db: Db, clientId: number, key: ItemKey) {
  const [row] = await db
    .select({
      ...sessionToAdd(adHocSlots),
      pricePence: adHocSlots.pricePence,
      isTaken: isSlotTaken(),
    })
    .from(adHocSlots)
    .innerJoin(activities, activityOf(adHocSlots))
    .innerJoin(venues, venueOf(adHocSlots))
    .where(and(eq(adHocSlots.clientId, clientId), sessionKeyIs(adHocSlots, key)))
    .limit(1);
  return row;
}

/** One ticket time by id (v1) or uid (v2), with its live holds and its venue's timetable family. */
export async function findTicketTime(db: Db, clientId: number, key: ItemKey) {
  const [row] = await db
    .select({
      ...sessionToAdd(ticketTimes),
      capacity: ticketTimes.capacity,
      bookedCount: ticketTimes.bookedCount,
      heldCount: liveHeldPlaces('ticket_times'),
    })
    .from(ticketTimes)
    .innerJoin(activities, activityOf(ticketTimes))
    .innerJoin(venues, venueOf(ticketTimes))
    .where(and(eq(ticketTimes.clientId, clientId), sessionKeyIs(ticketTimes, key)))
    .limit(1);
  return row;
}

/** A ticket type of the activity at the venue: the one asked for, or the first one. */
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

/** One course by id, with its live holds and its activity's members-only flag. */
export async function findCourseById(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({
      id: courses.id,
      name: courses.name,
      venueId: courses.venueId,
      activityId: courses.activityId,
      startsOn: courses.startsOn,
      minAge: courses.minAge,
      maxAge: courses.maxAge,
      startTime: courses.startTime,
      pricePence: courses.pricePence,
      capacity: courses.capacity,
      bookedCount: courses.bookedCount,
      heldCount: liveHeldPlaces('courses'),
      isMembersOnly: activities.isMembersOnly,
    })
    .from(courses)
    .innerJoin(activities, activityOf(courses))
    .where(and(eq(courses.clientId, clientId), eq(courses.id, id)))
    .limit(1);
  return row;
}
