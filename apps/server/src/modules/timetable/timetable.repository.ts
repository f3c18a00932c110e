import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  activities,
  adHocSlots,
  classOccurrenceInstructors,
  classOccurrences,
  classOccurrenceTags,
  instructors,
  locations,
  tags,
  ticketTimes,
  ticketTypes,
} from '../../db/schema/index.ts';
import { isSlotTaken, liveHeldPlaces } from './capacity.ts';
import { activityOf, locationOf, type SessionTable } from './session-joins.ts';

export interface Scope {
  clientId: number;
  venueId: number;
  activityIds: number[];
  from: Date;
  to: Date;
}

/** The scope's sessions in one table: its activities at its venue, starting in [from, to). */
function inScope(table: SessionTable, scope: Scope) {
  return [
    eq(table.clientId, scope.clientId),
    eq(table.venueId, scope.venueId),
    inArray(table.activityId, scope.activityIds),
    gte(table.startsAt, scope.from),
    lt(table.startsAt, scope.to),
  ];
}

const classColumns = {
  id: classOccurrences.id,
  uid: classOccurrences.uid,
  venueId: classOccurrences.venueId,
  name: classOccurrences.name,
  description: classOccurrences.description,
  startsAt: classOccurrences.startsAt,
  endsAt: classOccurrences.endsAt,
  capacity: classOccurrences.capacity,
  bookedCount: classOccurrences.bookedCount,
  heldCount: liveHeldPlaces('class_occurrences'),
  pricePence: classOccurrences.pricePence,
  status: classOccurrences.status,
  firstBookableAt: classOccurrences.firstBookableAt,
  activityId: activities.id,
  activitySlug: activities.slug,
  isMembersOnly: activities.isMembersOnly,
  activityAccessibility: activities.accessibility,
  locationId: locations.id,
  locationName: locations.name,
  instructorIds: sql<
    number[]
  >`array(select ${classOccurrenceInstructors.instructorId} from ${classOccurrenceInstructors}
    where ${classOccurrenceInstructors.clientId} = ${classOccurrences.clientId}
      and ${classOccurrenceInstructors.occurrenceId} = ${classOccurrences.id}
    order by 1)`,
  tagIds: sql<number[]>`array(select ${classOccurrenceTags.tagId} from ${classOccurrenceTags}
    where ${classOccurrenceTags.clientId} = ${classOccurrences.clientId}
      and ${classOccurrenceTags.occurrenceId} = ${classOccurrences.id}
    order by 1)`,
};

function classQuery(db: Db) {
  return db
    .select(classColumns)
    .from(classOccurrences)
    .innerJoin(activities, activityOf(classOccurrences))
    .leftJoin(locations, locationOf(classOccurrences));
}

export type ClassRow = Awaited<ReturnType<typeof listClasses>>[number];

/** The classes of the activities on one day, by start time; uses class_occurrences_timetable_idx. */
export async function listClasses(db: Database, scope: Scope) {
  return classQuery(db)
    .where(and(...inScope(classOccurrences, scope)))
    .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.name), asc(classOccurrences.id));
}

/** One class by a column that names it at its client (the row id or the public uid), prepared. */
const classByQuery = (column: typeof classOccurrences.id | typeof classOccurrences.uid, name: string) =>
  preparedPerHandle((db) =>
    classQuery(db)
      .where(
        and(eq(classOccurrences.clientId, sql.placeholder('clientId')), eq(column, sql.placeholder('key'))),
      )
      .limit(1)
      .prepare(name),
  );

const classByIdQuery = classByQuery(classOccurrences.id, 'find_class_by_id');
const classByUidQuery = classByQuery(classOccurrences.uid, 'find_class_by_uid');

/** One class by row id (v1) or uid (v2), with its activity (a class's page and every add make it). */
export async function findClass(db: Database, clientId: number, key: { id: number } | { uid: string }) {
  const [row] =
    'id' in key
      ? await classByIdQuery(db).execute({ clientId, key: key.id })
      : await classByUidQuery(db).execute({ clientId, key: key.uid });
  return row;
}

export async function findInstructors(db: Database, clientId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .where(and(eq(instructors.clientId, clientId), inArray(instructors.id, ids)))
    .orderBy(asc(instructors.firstName), asc(instructors.lastName));
}

export async function findTags(db: Database, clientId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, slug: tags.slug, name: tags.name })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.id, ids)))
    .orderBy(asc(tags.name));
}

export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** The ad-hoc slots of the activities on one day, with whether each is taken. */
export async function listSlots(db: Database, scope: Scope, locationId?: number) {
  const filters = inScope(adHocSlots, scope);
  if (locationId !== undefined) filters.push(eq(adHocSlots.locationId, locationId));
  return db
    .select({
      id: adHocSlots.id,
      uid: adHocSlots.uid,
      startsAt: adHocSlots.startsAt,
      endsAt: adHocSlots.endsAt,
      pricePence: adHocSlots.pricePence,
      status: adHocSlots.status,
      activitySlug: activities.slug,
      isMembersOnly: activities.isMembersOnly,
      location: { id: locations.id, name: locations.name, kind: locations.kind },
      isTaken: isSlotTaken(),
    })
    .from(adHocSlots)
    .innerJoin(activities, activityOf(adHocSlots))
    .innerJoin(locations, locationOf(adHocSlots))
    .where(and(...filters))
    .orderBy(asc(adHocSlots.startsAt), asc(locations.sortOrder), asc(locations.name));
}

const ticketTimeColumns = {
  id: ticketTimes.id,
  uid: ticketTimes.uid,
  activityId: ticketTimes.activityId,
  venueId: ticketTimes.venueId,
  startsAt: ticketTimes.startsAt,
  endsAt: ticketTimes.endsAt,
  capacity: ticketTimes.capacity,
  bookedCount: ticketTimes.bookedCount,
  heldCount: liveHeldPlaces('ticket_times'),
  status: ticketTimes.status,
  isMembersOnly: activities.isMembersOnly,
};

export type TicketTimeRow = Awaited<ReturnType<typeof listTicketTimes>>[number];

/** Ticket times with their activity's members-only flag. */
function ticketTimeQuery(db: Database) {
  return db.select(ticketTimeColumns).from(ticketTimes).innerJoin(activities, activityOf(ticketTimes));
}

export async function listTicketTimes(db: Database, scope: Scope) {
  return ticketTimeQuery(db)
    .where(and(...inScope(ticketTimes, scope)))
    .orderBy(asc(ticketTimes.startsAt), asc(ticketTimes.id));
}

/** One ticket time of an activity at a venue, by row id (v1) or uid (v2). */
export async function findTicketTime(
  db: Database,
  scope: { clientId: number; venueId: number; activityId: number },
  key: { id: number } | { uid: string },
) {
  const match = 'id' in key ? eq(ticketTimes.id, key.id) : eq(ticketTimes.uid, key.uid);
  const [row] = await ticketTimeQuery(db)
    .where(
      and(
        eq(ticketTimes.clientId, scope.clientId),
        eq(ticketTimes.venueId, scope.venueId),
        eq(ticketTimes.activityId, scope.activityId),
        match,
      ),
    )
    .limit(1);
  return row;
}

export async function listTicketTypes(
  db: Database,
  scope: { clientId: number; venueId: number; activityId: number },
) {
  return db
    .select()
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.clientId, scope.clientId),
        eq(ticketTypes.venueId, scope.venueId),
        eq(ticketTypes.activityId, scope.activityId),
      ),
    )
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.name));
}

/** The calendar days (in `zone`) on which any of the activities has a scheduled session starting in [from, to). */
export async function listDaysWithSessions(db: Database, scope: Scope, zone: string): Promise<Set<string>> {
  const tables = [classOccurrences, adHocSlots, ticketTimes] as const;
  const results = await Promise.all(
    tables.map((table) => {
      const day = sql<string>`to_char(${table.startsAt} at time zone ${zone}, 'YYYY-MM-DD')`;
      return db
        .selectDistinct({ day })
        .from(table)
        .where(and(...inScope(table, scope), eq(table.status, 'scheduled')));
    }),
  );
  return new Set(results.flat().map((row) => row.day));
}
