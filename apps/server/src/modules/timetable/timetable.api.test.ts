import {
  ActivityDateList,
  ClassDetail,
  Footer,
  SlotList,
  TicketTypeList,
  TimesResponse,
  Timetable,
} from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';
import { addDaysTo, dayOf } from './calendar.ts';
import { OUT_OF_WINDOW_MESSAGE } from './viewable-window.ts';

const testApp = useTestApp();

const ZONE = 'Europe/London';
/** Days from today in the demo client's time zone (its migration date is today + 7). */
const inDays = (days: number) => addDaysTo(dayOf(new Date(), ZONE), days, ZONE);
const get = (url: string, client = 'demo') => testApp.request({ method: 'GET', url, client });
const venueUrl = (venue: string) => `/api/activities/venue/${venue}`;
const timetableUrl = (venue: string, activity: string, family: 'v1' | 'v2', date: string) =>
  `${venueUrl(venue)}/activity/${activity}${family === 'v2' ? '/v2' : ''}/timetable?date=${date}`;

async function timetable(venue: string, activity: string, family: 'v1' | 'v2', date: string) {
  const response = await get(timetableUrl(venue, activity, family, date));
  expect(response.statusCode, response.body).toBe(200);
  return Timetable.parse(dataOf(response));
}

describe('class timetable', () => {
  it('lists a day of classes in the client time zone, with the instructors and tags they use', async () => {
    const day = await timetable('leeds-central', 'yoga', 'v2', inDays(1));
    expect(day).toMatchObject({ date: inDays(1), family: 'v2' });
    expect(day.classes.length).toBeGreaterThan(0);
    for (const item of day.classes) {
      expect(typeof item.id).toBe('string');
      expect(item.objectType).toBe('activity_class');
      expect(item.startsAt.dateTime.startsWith(inDays(1))).toBe(true);
      expect(item.startsAt.dateTime).toMatch(/[+-]\d\d:\d\d$/);
      expect(item.startsAt.dateTime.slice(11, 16)).toBe(item.startsAt.time);
      expect(item.spacesAvailable).toBeLessThanOrEqual(item.capacity);
      expect(item.pricingOptions[0]).toMatchObject({ name: 'Standard', price: item.price });
      expect(item.price.formatted).toMatch(/^£\d+\.\d\d$/);
      for (const id of item.instructors) expect(day.instructors.map((i) => i.id)).toContain(id);
      for (const id of item.tags) expect(day.tags.map((t) => t.id)).toContain(id);
    }
    const times = day.classes.map((item) => item.startsAt.dateTime);
    expect([...times].sort()).toEqual(times);
    const referenced = new Set(day.classes.flatMap((item) => item.instructors));
    expect(day.instructors.every((instructor) => referenced.has(instructor.id))).toBe(true);
  });

  it('gives each class the action for an anonymous viewer: BOOK, FULL, CANCELLED or LOGIN', async () => {
    const classes = [];
    for (const days of [1, 2, 3, 4, 5, 6]) {
      classes.push(...(await timetable('leeds-central', 'fitness-classes', 'v2', inDays(days))).classes);
    }
    const slugs = new Set(classes.map((item) => item.activitySlug));
    expect(slugs.has('yoga') && slugs.has('body-pump')).toBe(true);
    const statuses = new Set(classes.map((item) => item.actionToShow.status));
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['BOOK', 'LOGIN']));
    for (const item of classes) {
      const { status, reason } = item.actionToShow;
      if (status === 'CANCELLED') continue;
      if (item.activitySlug === 'body-pump') expect(status).toBe('LOGIN');
      else if (item.spacesAvailable === 0)
        expect({ status, reason }).toEqual({
          status: 'FULL',
          reason: 'The session being booked is already full',
        });
      else expect(status).toBe('BOOK');
    }
  });

  it('answers NOT_YET_BOOKABLE with firstBookableAt beyond the 7-day booking window', async () => {
    const day = await timetable('leeds-central', 'yoga', 'v2', inDays(10));
    const open = day.classes.filter((item) => item.actionToShow.status !== 'CANCELLED');
    expect(open.length).toBeGreaterThan(0);
    for (const item of open) {
      expect(item.actionToShow).toMatchObject({
        status: 'NOT_YET_BOOKABLE',
        reason: 'You cannot book this activity yet',
      });
      const opensAt = new Date(item.actionToShow.firstBookableAt ?? '');
      expect(dayOf(opensAt, ZONE)).toBe(inDays(3));
      expect(new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeStyle: 'short' }).format(opensAt)).toBe(
        '07:00',
      );
    }
  });

  it('switches from v1 to v2 on the venue migration date, and refuses the wrong family', async () => {
    const before = await timetable('york', 'yoga', 'v1', inDays(6));
    expect(before.family).toBe('v1');
    expect(before.classes.every((item) => typeof item.id === 'number')).toBe(true);
    const after = await timetable('york', 'yoga', 'v2', inDays(7));
    expect(after.classes.every((item) => typeof item.id === 'string' && !/^\d+$/.test(item.id))).toBe(true);
    for (const [family, date] of [
      ['v2', inDays(6)],
      ['v1', inDays(7)],
    ] as const) {
      const response = await get(timetableUrl('york', 'yoga', family, date));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'wrong_api_family' });
      expect(response.json().message).toContain(family === 'v1' ? 'v2' : 'v1');
    }
  });

  it("uses the client's migration date for a venue without one, and v1 always where v2 is off", async () => {
    expect((await timetable('wakefield', 'yoga', 'v1', inDays(6))).family).toBe('v1');
    expect((await timetable('wakefield', 'yoga', 'v2', inDays(7))).family).toBe('v2');
    for (const days of [0, 7, 13]) {
      expect((await timetable('hull', 'yoga', 'v1', inDays(days))).family).toBe('v1');
      expect((await get(timetableUrl('hull', 'yoga', 'v2', inDays(days)))).statusCode).toBe(422);
    }
  });

  it('answers 422 with errors.date for a malformed date and for one outside the viewable window', async () => {
    for (const date of ['tomorrow', '2025-13-40', '']) {
      const response = await get(timetableUrl('leeds-central', 'yoga', 'v2', date));
      expect(response.statusCode, date).toBe(422);
      expect(response.json().errors.date).toBeDefined();
    }
    for (const date of [inDays(-1), inDays(14)]) {
      const response = await get(timetableUrl('leeds-central', 'yoga', 'v2', date));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: OUT_OF_WINDOW_MESSAGE,
        code: 'validation_failed',
        errors: { date: ['The date should be within the valid days you are able to view.'] },
      });
    }
  });

  it('answers 404 for an unknown venue or activity, and for another client', async () => {
    for (const url of [
      timetableUrl('no-such-venue', 'yoga', 'v2', inDays(1)),
      timetableUrl('leeds-central', 'no-such-activity', 'v2', inDays(1)),
      timetableUrl('leeds-central', 'tennis', 'v2', inDays(1)),
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const response = await get(timetableUrl('leeds-central', 'yoga', 'v2', inDays(1)), 'riverside');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('is cacheable by checksum', async () => {
    const first = await get(timetableUrl('leeds-central', 'yoga', 'v2', inDays(1)));
    const again = await testApp.request({
      method: 'GET',
      url: timetableUrl('leeds-central', 'yoga', 'v2', inDays(1)),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('one class', () => {
  it('finds a v2 class by uid and a v1 class by number, with its instructors', async () => {
    const [v2] = (await timetable('leeds-central', 'yoga', 'v2', inDays(1))).classes;
    const detail = ClassDetail.parse(dataOf(await get(`/api/activities/${v2?.id}`)));
    expect(detail).toMatchObject({ family: 'v2', class: { id: v2?.id, startsAt: v2?.startsAt } });
    expect(detail.instructors.map((i) => i.id)).toEqual(v2?.instructors);

    const [v1] = (await timetable('york', 'yoga', 'v1', inDays(1))).classes;
    const byNumber = ClassDetail.parse(dataOf(await get(`/api/activities/${v1?.id}`)));
    expect(byNumber).toMatchObject({ family: 'v1', class: { id: v1?.id, venueSlug: 'york' } });
  });

  it('refuses a class id of the wrong family, and answers 404 for unknown ids and other clients', async () => {
    const [v2] = (await timetable('york', 'yoga', 'v2', inDays(8))).classes;
    const v1Id = (await get(`/api/activities/${v2?.id}`)).json().data.class.id;
    expect(typeof v1Id).toBe('string');
    const { classes } = await timetable('leeds-central', 'yoga', 'v2', inDays(1));
    const uid = classes[0]?.id as string;
    const rowId = (
      await testApp.database.handle.db.query.classOccurrences.findFirst({
        where: (table, { eq }) => eq(table.uid, uid),
      })
    )?.id;
    const wrong = await get(`/api/activities/${rowId}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'wrong_api_family' });
    expect((await get('/api/activities/999999999')).statusCode).toBe(404);
    expect((await get('/api/activities/no-such-class')).statusCode).toBe(404);
    expect((await get(`/api/activities/${uid}`, 'riverside')).statusCode).toBe(404);
  });

  it('does not shadow the static activities routes', async () => {
    const footer = await get('/api/activities/footer?venue=leeds-central');
    expect(footer.statusCode).toBe(200);
    expect(Footer.parse(dataOf(footer)).html).not.toBe('');
  });
});

describe('ad-hoc slots', () => {
  const slotsUrl = (query: string, family: 'v1' | 'v2' = 'v2') =>
    `${venueUrl('leeds-central')}/activity/badminton${family === 'v2' ? '/v2' : ''}/slots?${query}`;

  it("lists one slot per court and time, each booked at most once, with the activity's courts", async () => {
    const list = SlotList.parse(dataOf(await get(slotsUrl(`date=${inDays(1)}`))));
    expect(list.locations.map((location) => location.name)).toEqual([
      'Badminton court 1',
      'Badminton court 2',
      'Badminton court 3',
      'Badminton court 4',
    ]);
    const keys = list.slots.map((slot) => `${slot.location.id}@${slot.startsAt.dateTime}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(list.slots.every((slot) => slot.capacity === 1 && typeof slot.id === 'string')).toBe(true);
    const taken = list.slots.filter((slot) => slot.spacesAvailable === 0);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(list.slots.length);
    for (const slot of list.slots) {
      if (slot.actionToShow.status === 'BOOK') expect(slot.spacesAvailable).toBe(1);
      if (slot.actionToShow.status === 'FULL') expect(slot.spacesAvailable).toBe(0);
    }
  });

  it('filters by location_id and validates it', async () => {
    const all = SlotList.parse(dataOf(await get(slotsUrl(`date=${inDays(2)}`))));
    const court = all.locations[1];
    const one = SlotList.parse(dataOf(await get(slotsUrl(`date=${inDays(2)}&location_id=${court?.id}`))));
    expect(one.slots.length).toBeGreaterThan(0);
    expect(one.slots.every((slot) => slot.location.id === court?.id)).toBe(true);
    const bad = await get(slotsUrl(`date=${inDays(2)}&location_id=abc`));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.location_id).toBeDefined();
  });

  it('serves v1 slots with numeric ids before the migration date', async () => {
    const york = SlotList.parse(
      dataOf(await get(`${venueUrl('york')}/activity/badminton/slots?date=${inDays(3)}`)),
    );
    expect(york.family).toBe('v1');
    expect(york.slots.every((slot) => typeof slot.id === 'number')).toBe(true);
    expect((await get(slotsUrl(`date=${inDays(3)}`, 'v1'))).json()).toMatchObject({
      code: 'wrong_api_family',
    });
  });
});

describe('fast tickets', () => {
  const timesUrl = (date: string) =>
    `${venueUrl('leeds-central')}/activity/public-swim/v2/times?date=${date}`;
  const ticketsUrl = (category: string, query = '') =>
    `${venueUrl('leeds-central')}/activity-category/${category}/activity/public-swim/tickets${query}`;

  it('lists the time slots of a day with a stable compositeKey and time entries', async () => {
    const times = TimesResponse.parse(dataOf(await get(timesUrl(inDays(1)))));
    expect(times.timeSlots.length).toBeGreaterThan(0);
    for (const slot of times.timeSlots) {
      expect(slot.compositeKey).toMatch(/^\d+:\d{4}-\d\d-\d\dT/);
      expect(slot.times[0]?.timestamp).toBe(slot.startsAt.dateTime);
      expect(slot.spacesAvailable).toBeLessThanOrEqual(slot.capacity);
    }
    const again = TimesResponse.parse(dataOf(await get(timesUrl(inDays(1)))));
    expect(again.timeSlots.map((slot) => slot.compositeKey)).toEqual(
      times.timeSlots.map((slot) => slot.compositeKey),
    );
  });

  it('lists ticket types with prices, and with a time how many of each it can still take', async () => {
    const types = TicketTypeList.parse(dataOf(await get(ticketsUrl('swimming'))));
    expect(types.length).toBeGreaterThan(1);
    expect(types.every((type) => type.objectType === 'ticket_type' && type.spacesAvailable === null)).toBe(
      true,
    );
    const [time] = TimesResponse.parse(dataOf(await get(timesUrl(inDays(1))))).timeSlots;
    const withTime = TicketTypeList.parse(dataOf(await get(ticketsUrl('swimming', `?time_id=${time?.id}`))));
    for (const type of withTime) {
      expect(type.spacesAvailable).toBe(Math.floor((time?.spacesAvailable ?? 0) / type.placesPerTicket));
    }
    expect((await get(ticketsUrl('racket-sports'))).statusCode).toBe(404);
    expect((await get(ticketsUrl('swimming', '?time_id=no-such-time'))).statusCode).toBe(404);
  });
});

describe('dates', () => {
  it('lists the 14 viewable days keyed by raw, saying which have sessions', async () => {
    const dates = ActivityDateList.parse(
      dataOf(await get(`${venueUrl('leeds-central')}/activity-category/fitness-classes/dates`)),
    );
    expect(dates.map((date) => date.raw)).toEqual(Array.from({ length: 14 }, (_, offset) => inDays(offset)));
    expect(dates[0]?.isToday).toBe(true);
    expect(dates.slice(1).some((date) => date.isToday)).toBe(false);
    expect(dates.filter((date) => date.hasSessions).length).toBeGreaterThan(10);
    expect(dates[0]?.label).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
    expect(dates[0]?.label.startsWith(dates[0]?.weekday ?? '?')).toBe(true);
    const notOffered = await get(
      '/api/activities/venue/riverside-lido/activity-category/fitness-classes/dates',
    );
    expect(notOffered.statusCode).toBe(404);
  });
});
