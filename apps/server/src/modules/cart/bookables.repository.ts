import { and, eq, sql } from 'drizzle-orm';
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
import { activityOf, venueOf } from '../timetable/session-joins.ts';

/** A listing id as add was sent it: the row id (v1) or the public uid (v2). */
export type ItemKey = { id: number } | { uid: string };

/**
 * The row's venue, as `apiFamilyFor` needs it to check the id's family. Read in the same
 * statement as the row (an inner join: a row whose venue is gone is not found, a 404 as before).
 */
const venueFamily = { activitiesV2Enabled: venues.activitiesV2Enabled, migrationDate: venues.migrationDate };

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

const key = () => sql.placeholder('key');
/** The largest value of an integer id column. */
const MAX_ROW_ID = 2_147_483_647;
const clientIdParam = () => sql.placeholder('clientId');

/** A lookup prepared twice, by row id (v1) and by public uid (v2). */
function byIdOrUid<Row>(
  byId: (db: Db) => { execute: (values: Record<string, unknown>) => Promise<Row[]> },
  byUid: (db: Db) => { execute: (values: Record<string, unknown>) => Promise<Row[]> },
) {
  return async (db: Db, itemKey: ItemKey, values: Record<string, unknown>): Promise<Row | undefined> => {
    const [row] =
      'id' in itemKey
        ? await byId(db).execute({ ...values, key: itemKey.id })
        : await byUid(db).execute({ ...values, key: itemKey.uid });
    return row;
  };
}

const slotBy = (column: typeof adHocSlots.id | typeof adHocSlots.uid, name: string) =>
  preparedPerHandle((db) =>
    db
      .select({
        id: adHocSlots.id,
        venueId: adHocSlots.venueId,
        activityId: adHocSlots.activityId,
        startsAt: adHocSlots.startsAt,
        pricePence: adHocSlots.pricePence,
        status: adHocSlots.status,
        isMembersOnly: activities.isMembersOnly,
        isTaken: isSlotTaken(),
        venue: venueFamily,
      })
      .from(adHocSlots)
      .innerJoin(activities, activityOf(adHocSlots))
      .innerJoin(venues, venueOf(adHocSlots))
      .where(and(eq(adHocSlots.clientId, clientIdParam()), eq(column, key())))
      .limit(1)
      .prepare(name),
  );

const slotByIdOrUid = byIdOrUid(
  slotBy(adHocSlots.id, 'find_slot_to_add_by_id'),
  slotBy(adHocSlots.uid, 'find_slot_to_add_by_uid'),
);

/** One ad-hoc slot by id (v1) or uid (v2), with whether it is taken and its venue's timetable family. */
export async function findSlot(db: Db, clientId: number, itemKey: ItemKey) {
  return slotByIdOrUid(db, itemKey, { clientId });
}

/** A ticket type of what a ticket time sells, as add prices and counts it. */
export interface TicketTypeToAdd {
  id: number;
  name: string;
  pricePence: number;
  placesPerTicket: number;
}

/**
 * The ticket type of the activity at the time's venue: the one asked for (`ticketTypeId`), or
 * the first one when none is named. Read in the time's own statement.
 */
const ticketTypeOfTime = sql<TicketTypeToAdd | null>`(
  select json_build_object('id', t.id, 'name', t.name, 'pricePence', t.price_pence,
    'placesPerTicket', t.places_per_ticket)
  from ${ticketTypes} t
  where t.client_id = ${ticketTimes.clientId} and t.venue_id = ${ticketTimes.venueId}
    and t.activity_id = ${ticketTimes.activityId}
    and (${sql.placeholder('ticketTypeId')}::int is null or t.id = ${sql.placeholder('ticketTypeId')}::int)
  order by t.sort_order, t.id
  limit 1)`;

const ticketTimeBy = (column: typeof ticketTimes.id | typeof ticketTimes.uid, name: string) =>
  preparedPerHandle((db) =>
    db
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
        venue: venueFamily,
        ticketType: ticketTypeOfTime,
      })
      .from(ticketTimes)
      .innerJoin(activities, activityOf(ticketTimes))
      .innerJoin(venues, venueOf(ticketTimes))
      .where(and(eq(ticketTimes.clientId, clientIdParam()), eq(column, key())))
      .limit(1)
      .prepare(name),
  );

const ticketTimeByIdOrUid = byIdOrUid(
  ticketTimeBy(ticketTimes.id, 'find_ticket_time_to_add_by_id'),
  ticketTimeBy(ticketTimes.uid, 'find_ticket_time_to_add_by_uid'),
);

/**
 * One ticket time by id (v1) or uid (v2), with its live holds, its venue's timetable family and,
 * in the same statement, the ticket type asked for (`ticketTypeId`; the first one when
 * undefined; null when the time sells no such type).
 */
export async function findTicketTime(
  db: Db,
  clientId: number,
  itemKey: ItemKey,
  ticketTypeId: number | undefined,
) {
  // An id beyond the column's range names no type (rather than failing the statement).
  const typeId = ticketTypeId === undefined ? null : ticketTypeId <= MAX_ROW_ID ? ticketTypeId : 0;
  return ticketTimeByIdOrUid(db, itemKey, { clientId, ticketTypeId: typeId });
}

const courseToAdd = preparedPerHandle((db) =>
  db
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
    .where(and(eq(courses.clientId, clientIdParam()), eq(courses.id, key())))
    .limit(1)
    .prepare('find_course_to_add'),
);

/** One course by id, with its live holds and its activity's members-only flag. */
export async function findCourseById(db: Db, clientId: number, id: number) {
  const [row] = await courseToAdd(db).execute({ clientId, key: id });
  return row;
}
