import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, adHocSlots, courses, ticketTimes, ticketTypes, users } from '../../db/schema/index.ts';
import { isSlotTaken, liveHeldPlaces } from '../timetable/capacity.ts';

/** A listing id as add was sent it: the row id (v1) or the public uid (v2). */
export type ItemKey = { id: number } | { uid: string };

/** One ad-hoc slot by id (v1) or uid (v2), with whether it is taken. */
export async function findSlot(db: Db, clientId: number, key: ItemKey) {
  const match = 'id' in key ? eq(adHocSlots.id, key.id) : eq(adHocSlots.uid, key.uid);
  const [row] = await db
    .select({
      id: adHocSlots.id,
      venueId: adHocSlots.venueId,
      activityId: adHocSlots.activityId,
      startsAt: adHocSlots.startsAt,
      pricePence: adHocSlots.pricePence,
      status: adHocSlots.status,
      isMembersOnly: activities.isMembersOnly,
      isTaken: isSlotTaken(),
    })
    .from(adHocSlots)
    .innerJoin(
      activities,
      and(eq(activities.clientId, adHocSlots.clientId), eq(activities.id, adHocSlots.activityId)),
    )
    .where(and(eq(adHocSlots.clientId, clientId), match))
    .limit(1);
  return row;
}

/** One ticket time by id (v1) or uid (v2), with its live holds. */
export async function findTicketTime(db: Db, clientId: number, key: ItemKey) {
  const match = 'id' in key ? eq(ticketTimes.id, key.id) : eq(ticketTimes.uid, key.uid);
  const [row] = await db
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
    })
    .from(ticketTimes)
    .innerJoin(
      activities,
      and(eq(activities.clientId, ticketTimes.clientId), eq(activities.id, ticketTimes.activityId)),
    )
    .where(and(eq(ticketTimes.clientId, clientId), match))
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
      venueId: courses.venueId,
      activityId: courses.activityId,
      startsOn: courses.startsOn,
      startTime: courses.startTime,
      pricePence: courses.pricePence,
      capacity: courses.capacity,
      bookedCount: courses.bookedCount,
      heldCount: liveHeldPlaces('courses'),
      isMembersOnly: activities.isMembersOnly,
    })
    .from(courses)
    .innerJoin(
      activities,
      and(eq(activities.clientId, courses.clientId), eq(activities.id, courses.activityId)),
    )
    .where(and(eq(courses.clientId, clientId), eq(courses.id, id)))
    .limit(1);
  return row;
}

/** Whether a customer account of this client has this id (who a place may be bought for). */
export async function isUserOfClient(db: Db, clientId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.id, userId)))
    .limit(1);
  return row !== undefined;
}
