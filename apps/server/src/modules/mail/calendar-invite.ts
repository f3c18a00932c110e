import { and, asc, eq, inArray } from 'drizzle-orm';
import ical, {
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { courseSessions, type MailAttachment } from '../../db/schema/index.ts';
import type { ClientRow } from '../clients/clients.repository.ts';

/** What a calendar needs of a booking. A course booking runs from its first session to its last. */
export interface CalendarBooking {
  uid: string;
  name: string;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
}

/** One session of a course: each is an event of its own. */
export interface SessionTimes {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

/** An empty calendar of the client's bookings: the invites and the customer's feed start from it. */
export function bookingsCalendar(client: ClientRow): ICalCalendar {
  return ical({ prodId: { company: client.name, product: 'Bookings', language: 'EN' } });
}

const organizerOf = (client: ClientRow) => ({
  name: client.name,
  email: `no-reply@${client.slug}.bookings.invalid`,
});

/**
 * The calendar events of one booking, in UTC: one event, or one per session of a course (a
 * course's own times span weeks, which no calendar should show as one event). Each UID comes
 * from the booking's own (and the session's), so a later update or cancellation of the booking,
 * in a mail or the customer's feed, replaces its events instead of adding more.
 */
export function bookingEvents(
  client: ClientRow,
  booking: CalendarBooking,
  sessions: readonly SessionTimes[] = [],
): ICalEventData[] {
  const base = {
    summary: booking.name,
    location: booking.venueName,
    organizer: organizerOf(client),
  };
  if (sessions.length === 0) {
    return [
      {
        ...base,
        id: `${booking.uid}@${client.slug}.bookings`,
        start: booking.startsAt,
        end: booking.endsAt,
        description: `${booking.name} at ${booking.venueName}. Booked with ${client.name}.`,
      },
    ];
  }
  return sessions.map((session, index) => ({
    ...base,
    id: `${booking.uid}.session-${session.id}@${client.slug}.bookings`,
    start: session.startsAt,
    end: session.endsAt,
    summary: `${booking.name} (session ${index + 1} of ${sessions.length})`,
    description: `Session ${index + 1} of ${sessions.length} of ${booking.name} at ${booking.venueName}. Booked with ${client.name}.`,
  }));
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'booking';

function inviteFile(booking: CalendarBooking, calendar: ICalCalendar): MailAttachment {
  return {
    filename: `${slugOf(booking.name)}-${booking.startsAt.toISOString().slice(0, 10)}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}

/** The calendar invite of one booking (METHOD:PUBLISH): its event, or one per course session. */
export function bookingInvite(
  client: ClientRow,
  booking: CalendarBooking,
  sessions: readonly SessionTimes[] = [],
): MailAttachment {
  const calendar = bookingsCalendar(client);
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const event of bookingEvents(client, booking, sessions)) calendar.createEvent(event);
  return inviteFile(booking, calendar);
}

/**
 * The update that takes a cancelled booking out of a calendar: the same UIDs, a higher
 * SEQUENCE and STATUS:CANCELLED (how a published event is withdrawn, as the feed does).
 */
export function cancelledInvite(
  client: ClientRow,
  booking: CalendarBooking,
  sessions: readonly SessionTimes[] = [],
): MailAttachment {
  const calendar = bookingsCalendar(client);
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const event of bookingEvents(client, booking, sessions)) {
    calendar.createEvent({ ...event, status: ICalEventStatus.CANCELLED, sequence: 1 });
  }
  return inviteFile(booking, calendar);
}

/** The sessions of each of these courses, in order. */
export async function courseSessionsOf(
  db: Db,
  clientId: number,
  courseIds: readonly (number | null)[],
): Promise<Map<number, SessionTimes[]>> {
  const ids = [...new Set(courseIds.filter((id): id is number => id !== null))];
  const byCourse = new Map<number, SessionTimes[]>();
  if (ids.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseSessions.courseId,
      id: courseSessions.id,
      startsAt: courseSessions.startsAt,
      endsAt: courseSessions.endsAt,
    })
    .from(courseSessions)
    .where(and(eq(courseSessions.clientId, clientId), inArray(courseSessions.courseId, ids)))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
  for (const { courseId, ...session } of rows) {
    byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), session]);
  }
  return byCourse;
}
