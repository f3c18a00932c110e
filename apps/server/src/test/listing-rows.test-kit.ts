import { apiFamilyFor } from '@leisure/contracts';
import { type AnyColumn, and, asc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  activities,
  activityQuestions,
  adHocSlots,
  classOccurrences,
  type clients,
  courses,
  ticketTimes,
  ticketTypes,
  venues,
} from '../db/schema/index.ts';
import { dayOf } from '../modules/timetable/calendar.ts';
import { isSlotTaken } from '../modules/timetable/capacity.ts';

const HOUR = 60 * 60_000;

/**
 * Which activity a row may belong to. By default any that asks no waiver, no required question
 * and is not members-only; naming an activity (`bouldering` asks a waiver, `yoga` asks questions) picks that one instead.
 */
export interface ActivityChoice {
  activitySlug?: string;
  isMembersOnly?: boolean;
}

type ListedRow = { id: number; uid: string; venueId: number; startsAt: Date };

/**
 * Demo rows open for booking now, each made to have exactly the places a test asks for. Each call
 * takes a row no earlier call took, soonest first, so the tests of one file never share a place.
 */
export function listingRowsOf(db: () => Database, client: typeof clients.$inferSelect) {
  const clientId = client.id;
  const used = {
    classes: new Set<number>(),
    slots: new Set<number>(),
    times: new Set<number>(),
    courses: new Set<number>(),
  };

  const isActivityOf = (row: { clientId: AnyColumn; activityId: AnyColumn }) =>
    and(eq(activities.clientId, row.clientId), eq(activities.id, row.activityId));
  const asksNoRequiredQuestion = sql`not exists (select 1 from ${activityQuestions} where ${activityQuestions.clientId} = ${activities.clientId} and ${activityQuestions.activityId} = ${activities.id} and ${activityQuestions.isRequired})`;
  const activityIs = (choice: ActivityChoice): SQL[] => [
    ...(choice.activitySlug
      ? [eq(activities.slug, choice.activitySlug)]
      : [isNull(activities.waiverText), asksNoRequiredQuestion]),
    eq(activities.isMembersOnly, choice.isMembersOnly ?? false),
  ];
  const startsInComingDays = (startsAt: AnyColumn): SQL[] => [
    gt(startsAt, new Date(Date.now() + 2 * HOUR)),
    lt(startsAt, new Date(Date.now() + 5 * 24 * HOUR)),
  ];
  const firstUnused = <T extends { id: number }>(rows: T[], taken: Set<number>, what: string): T => {
    const row = rows.find((candidate) => !taken.has(candidate.id));
    if (!row) throw new Error(`no ${what} left in the demo data`);
    taken.add(row.id);
    return row;
  };

  /** The listing id of a row at its venue and date: numeric for v1, the uid for v2. */
  async function publicId(row: ListedRow) {
    const [venue] = await db()
      .select()
      .from(venues)
      .where(and(eq(venues.clientId, clientId), eq(venues.id, row.venueId)));
    if (!venue) throw new Error('no venue');
    const family = apiFamilyFor({
      date: dayOf(row.startsAt, client.timezone),
      venue,
      clientMigrationDate: client.migrationDate,
    });
    return {
      listingId: family === 'v1' ? row.id : row.uid,
      family,
      venueSlug: venue.slug,
      venueName: venue.name,
    };
  }

  /** Changes a class occurrence of the client, as staff would in the back office. */
  async function updateClass(id: number, values: Partial<typeof classOccurrences.$inferInsert>) {
    await db()
      .update(classOccurrences)
      .set(values)
      .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, id)));
  }

  /** A future class, bookable now, made to have exactly `spaces` places left. */
  async function classWithSpaces(spaces: number, choice: ActivityChoice = {}) {
    const candidates = await db()
      .select({ id: classOccurrences.id, occurrence: classOccurrences, activitySlug: activities.slug })
      .from(classOccurrences)
      .innerJoin(activities, isActivityOf(classOccurrences))
      .where(
        and(
          eq(classOccurrences.clientId, clientId),
          eq(classOccurrences.status, 'scheduled'),
          gt(classOccurrences.startsAt, new Date(Date.now() + 2 * HOUR)),
          ...activityIs(choice),
        ),
      )
      .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.id))
      .limit(used.classes.size + 1);
    const found = firstUnused(candidates, used.classes, 'class');
    const opened = { firstBookableAt: null, capacity: found.occurrence.bookedCount + spaces };
    await updateClass(found.occurrence.id, opened);
    const row = { ...found.occurrence, ...opened };
    return { ...row, activitySlug: found.activitySlug, ...(await publicId(row)) };
  }

  /** A court or lane slot in the coming days that nobody holds or booked. */
  async function freeSlot(choice: ActivityChoice = {}) {
    const candidates = await db()
      .select({
        id: adHocSlots.id,
        uid: adHocSlots.uid,
        venueId: adHocSlots.venueId,
        startsAt: adHocSlots.startsAt,
        pricePence: adHocSlots.pricePence,
        activitySlug: activities.slug,
      })
      .from(adHocSlots)
      .innerJoin(activities, isActivityOf(adHocSlots))
      .where(
        and(
          eq(adHocSlots.clientId, clientId),
          eq(adHocSlots.status, 'scheduled'),
          ...startsInComingDays(adHocSlots.startsAt),
          eq(isSlotTaken(), false),
          ...activityIs(choice),
        ),
      )
      .orderBy(asc(adHocSlots.startsAt), asc(adHocSlots.id))
      .limit(used.slots.size + 1);
    const row = firstUnused(candidates, used.slots, 'free slot');
    return { ...row, ...(await publicId(row)) };
  }

  /** A ticket time in the coming days with a one-place ticket type, made to have `spaces` places left. */
  async function ticketTimeWithSpaces(spaces: number, choice: ActivityChoice = {}) {
    const candidates = await db()
      .select({
        id: ticketTimes.id,
        uid: ticketTimes.uid,
        venueId: ticketTimes.venueId,
        startsAt: ticketTimes.startsAt,
        activitySlug: activities.slug,
        ticketTypeId: ticketTypes.id,
        ticketTypeName: ticketTypes.name,
        ticketPrice: ticketTypes.pricePence,
      })
      .from(ticketTimes)
      .innerJoin(activities, isActivityOf(ticketTimes))
      .innerJoin(
        ticketTypes,
        and(
          eq(ticketTypes.clientId, ticketTimes.clientId),
          eq(ticketTypes.activityId, ticketTimes.activityId),
          eq(ticketTypes.venueId, ticketTimes.venueId),
          eq(ticketTypes.placesPerTicket, 1),
        ),
      )
      .where(
        and(
          eq(ticketTimes.clientId, clientId),
          eq(ticketTimes.status, 'scheduled'),
          ...startsInComingDays(ticketTimes.startsAt),
          ...activityIs(choice),
        ),
      )
      // A time has a row per ticket type: the first unused time comes with its first type.
      .orderBy(
        asc(ticketTimes.startsAt),
        asc(ticketTimes.id),
        asc(ticketTypes.sortOrder),
        asc(ticketTypes.id),
      );
    const row = firstUnused(candidates, used.times, 'ticket time');
    await db()
      .update(ticketTimes)
      .set({ capacity: sql`${ticketTimes.bookedCount} + ${spaces}` })
      .where(and(eq(ticketTimes.clientId, clientId), eq(ticketTimes.id, row.id)));
    return { ...row, ...(await publicId(row)) };
  }

  /** A course that starts after tomorrow, made to have `spaces` places left. */
  async function courseWithSpaces(spaces: number, choice: ActivityChoice = {}) {
    const candidates = await db()
      .select({ id: courses.id, course: courses, activitySlug: activities.slug, venueSlug: venues.slug })
      .from(courses)
      .innerJoin(activities, isActivityOf(courses))
      .innerJoin(venues, and(eq(venues.clientId, courses.clientId), eq(venues.id, courses.venueId)))
      .where(
        and(
          eq(courses.clientId, clientId),
          sql`${courses.startsOn} > (now() at time zone ${client.timezone})::date + 1`,
          ...activityIs(choice),
        ),
      )
      .orderBy(asc(courses.startsOn), asc(courses.id))
      .limit(used.courses.size + 1);
    const found = firstUnused(candidates, used.courses, 'course');
    const row = { ...found.course, capacity: found.course.bookedCount + spaces };
    await db()
      .update(courses)
      .set({ capacity: row.capacity })
      .where(and(eq(courses.clientId, clientId), eq(courses.id, row.id)));
    return { ...row, activitySlug: found.activitySlug, venueSlug: found.venueSlug };
  }

  return { publicId, updateClass, classWithSpaces, freeSlot, ticketTimeWithSpaces, courseWithSpaces };
}
