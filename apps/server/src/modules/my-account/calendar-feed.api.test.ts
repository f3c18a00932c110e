import type { CalendarFeed } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, courseSessions, outbox } from '../../db/schema/index.ts';
import { courseItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { bookClassWithCredit, bookWithCredit, changeBooking } from './account.test-kit.ts';

const kit = useBookingKit();
const FEED = '/api/my-account/calendar-feed';
const DAY = 24 * 60 * 60_000;

const feedOf = async (who: TestCustomer, method: 'GET' | 'POST' | 'DELETE') => {
  const response = await kit.call(who, { method, url: FEED });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return dataOf<CalendarFeed>(response);
};

/** The feed as a calendar app fetches it: no cookie, the path of the webcal URL. */
const fetchFeed = (url: string, client = 'demo') =>
  kit.testApp.request({ method: 'GET', url: new URL(url.replace(/^webcal:/, 'http:')).pathname, client });

/** The events of an .ics: each one's UID and STATUS. */
function eventsOf(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => ({
      uid: /^UID:(.*)$/m.exec(event)?.[1]?.trim(),
      status: /^STATUS:(.*)$/m.exec(event)?.[1]?.trim() ?? null,
    }));
}

describe('the calendar feed', () => {
  it('makes, rotates and revokes a webcal URL whose token only the customer sees', async () => {
    const who = await kit.customer();
    expect(await feedOf(who, 'GET')).toEqual({ url: null, active: false });
    const made = await feedOf(who, 'POST');
    expect(made.active).toBe(true);
    expect(made.url).toMatch(
      /^webcal:\/\/bookings\.demo\.localhost:8080\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(await feedOf(who, 'GET')).toEqual({ url: null, active: true });
    const token = /calendar\/(.+)\.ics$/.exec(made.url ?? '')?.[1] ?? '';
    const stored = await kit
      .db()
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.clientId, kit.clientId), eq(calendarFeeds.userId, who.id)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect((await fetchFeed(made.url ?? '')).statusCode).toBe(200);

    const rotated = await feedOf(who, 'POST');
    expect(rotated.url).not.toBe(made.url);
    const revokedFetch = await fetchFeed(made.url ?? '');
    expect(revokedFetch.statusCode).toBe(404);
    expect(errorOf(revokedFetch).code).toBe('not_found');
    expect((await fetchFeed(rotated.url ?? '')).statusCode).toBe(200);
    // A token works only at its own client.
    expect((await fetchFeed(rotated.url ?? '', 'riverside')).statusCode).toBe(404);

    expect(await feedOf(who, 'DELETE')).toEqual({ url: null, active: false });
    expect(await feedOf(who, 'GET')).toEqual({ url: null, active: false });
    expect((await fetchFeed(rotated.url ?? '')).statusCode).toBe(404);
    expect((await fetchFeed('webcal://x/api/calendar/not-a-token.ics')).statusCode).toBe(404);
  });

  it("lists the customer's bookings with the UIDs of their invites, cancelled ones as cancelled", async () => {
    const who = await kit.customer();
    const kept = await bookClassWithCredit(kit, who);
    const cancelled = await bookClassWithCredit(kit, who);
    const old = await bookClassWithCredit(kit, who);
    await changeBooking(kit, cancelled.booking.id, { status: 'cancelled', cancelledAt: new Date() });
    const longAgo = (days: number) => new Date(Date.now() - days * DAY);
    await changeBooking(kit, old.booking.id, { startsAt: longAgo(41), endsAt: longAgo(40) });
    const other = await kit.customer();
    await bookClassWithCredit(kit, other);

    const { url } = await feedOf(who, 'POST');
    const response = await fetchFeed(url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('BEGIN:VCALENDAR');
    const events = eventsOf(response.body);
    const uidOf = (booking: { uid: string }) => `${booking.uid}@demo.bookings`;
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { uid: uidOf(kept.booking), status: null },
        { uid: uidOf(cancelled.booking), status: 'CANCELLED' },
      ]),
    );

    // The confirmation mail's invite has the same UID, so calendars see one event.
    const mails = await kit
      .db()
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, who.email)));
    const invited = mails.flatMap((mail) => mail.attachments.flatMap((file) => eventsOf(file.content)));
    expect(invited.map((event) => event.uid)).toContain(uidOf(kept.booking));
  });

  it("shows a course's sessions one by one, with the UIDs of its invite's events", async () => {
    const who = await kit.customer();
    const course = await kit.courseWithSpaces(3);
    const { booked } = await bookWithCredit(kit, who, [courseItem(course)]);
    const sessions = await kit
      .db()
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(and(eq(courseSessions.clientId, kit.clientId), eq(courseSessions.courseId, course.id)))
      .orderBy(asc(courseSessions.startsAt));
    const uids = sessions.map((session) => `${booked[0]?.uid}.session-${session.id}@demo.bookings`);
    expect(uids.length).toBeGreaterThan(1);

    const { url } = await feedOf(who, 'POST');
    const events = eventsOf((await fetchFeed(url ?? '')).body);
    expect(events.map((event) => event.uid)).toEqual(uids);
    const [mail] = await kit
      .db()
      .select({ attachments: outbox.attachments })
      .from(outbox)
      .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, who.email)));
    expect(mail?.attachments.flatMap((file) => eventsOf(file.content).map((event) => event.uid))).toEqual(
      uids,
    );
  });
});
