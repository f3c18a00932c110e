import type { CalendarFeed } from '@leisure/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { ICalEventStatus } from 'ical-generator';
import type { Database, Db } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema/index.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { generateToken, hashToken, isWellFormedToken } from '../auth/tokens.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { bookingEvents, bookingsCalendar, courseSessionsOf } from '../mail/calendar-invite.ts';
import { bookingRows } from './account-bookings.ts';
import type { AccountCustomer } from './account-customer.ts';

/** The feed lists bookings that ended at most this many days ago, and everything after. */
export const FEED_DAYS_BACK = 30;

export const feedUrl = (host: string, token: string) => `webcal://${host}/api/calendar/${token}.ics`;

const liveFeedOf = (clientId: number, userId: number) =>
  and(
    eq(calendarFeeds.clientId, clientId),
    eq(calendarFeeds.userId, userId),
    isNull(calendarFeeds.revokedAt),
  );

async function revokeLive(db: Db, customer: AccountCustomer, now: Date) {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(liveFeedOf(customer.client.id, customer.user.id));
}

/**
 * Whether the customer has a live feed. Only the hash of its token is kept, so its URL cannot
 * be shown again: `url` is null and `active` says whether one works.
 */
export async function calendarFeedOf(db: Db, customer: AccountCustomer): Promise<CalendarFeed> {
  const [live] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(liveFeedOf(customer.client.id, customer.user.id))
    .limit(1);
  return { url: null, active: live !== undefined };
}

/** A new feed URL; any earlier one stops working. The customer row is locked so one stays live. */
export async function createCalendarFeed(
  db: Database,
  customer: AccountCustomer,
  host: string,
): Promise<CalendarFeed> {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, customer.client.id), eq(users.id, customer.user.id)))
      .for('update');
    await revokeLive(tx, customer, new Date());
    await tx
      .insert(calendarFeeds)
      .values({ clientId: customer.client.id, userId: customer.user.id, tokenHash: hashToken(token) });
  });
  return { url: feedUrl(host, token), active: true };
}

export async function revokeCalendarFeed(db: Database, customer: AccountCustomer): Promise<CalendarFeed> {
  await db.transaction((tx) => revokeLive(tx, customer, new Date()));
  return { url: null, active: false };
}

/**
 * The .ics of a live feed token at this client, or undefined for an unknown or revoked one:
 * the customer's bookings from 30 days ago on (a course's sessions one by one), each with the
 * UID of its confirmation invite; cancelled ones are STATUS:CANCELLED so calendars drop them.
 */
export async function calendarFeedIcs(db: Database, client: ClientRow, token: string) {
  if (!isWellFormedToken(token)) return undefined;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.clientId, client.id),
        eq(calendarFeeds.tokenHash, hashToken(token)),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .limit(1);
  const user = feed && (await findUserById(db, client.id, feed.userId));
  if (!user) return undefined;
  const rows = await bookingRows(db, { client, user }, { kind: 'feed', days: FEED_DAYS_BACK }, new Date());
  const calendar = bookingsCalendar(client);
  calendar.name(`${client.name} bookings`);
  calendar.ttl(60 * 60);
  const sessions = await courseSessionsOf(
    db,
    client.id,
    rows.map((row) => row.booking.courseId),
  );
  for (const row of rows) {
    const booking = { ...row.booking, venueName: row.venueName };
    const courseSessions = row.booking.courseId === null ? [] : (sessions.get(row.booking.courseId) ?? []);
    for (const data of bookingEvents(client, booking, courseSessions)) {
      const event = calendar.createEvent(data);
      if (row.booking.status === 'cancelled') event.status(ICalEventStatus.CANCELLED).sequence(1);
    }
  }
  return calendar.toString();
}
