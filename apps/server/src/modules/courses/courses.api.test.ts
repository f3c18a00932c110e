import { Course, CourseList } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, courses } from '../../db/schema/index.ts';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';
import { reasons } from '../timetable/action-to-show.ts';

const testApp = useTestApp();

const DEMO_CLIENT_ID = 1;
const coursesUrl = (venue: string, query = '') => `/api/activities/venue/${venue}/courses${query}`;
const get = (url: string, client = 'demo') => testApp.request({ method: 'GET', url, client });
const listOf = async (url: string, client = 'demo') => CourseList.parse(dataOf(await get(url, client)));
const courseAt = async (venue: string, slug: string) =>
  Course.parse(dataOf(await get(coursesUrl(venue, `/${slug}`))));

/** Moves one demo course (at every venue) to run between two days. */
async function moveCourse(slug: string, startsOn: string, endsOn: string) {
  await testApp.database.handle.db
    .update(courses)
    .set({ startsOn, endsOn })
    .where(and(eq(courses.clientId, DEMO_CLIENT_ID), eq(courses.slug, slug)));
}

describe('course list', () => {
  it("lists the venue's courses, first to start first", async () => {
    const list = await listOf(coursesUrl('leeds-central'));
    expect(list.map((course) => course.slug).sort()).toEqual([
      'adult-improvers-swimming',
      'beginners-climbing',
      'learn-to-swim-stage-1',
    ]);
    const starts = list.map((course) => `${course.startsOn} ${course.startTime}`);
    expect(starts).toEqual([...starts].sort());
    for (const course of list) {
      expect(course).toMatchObject({ objectType: 'course', venueSlug: 'leeds-central' });
      expect(course.spacesAvailable).toBeLessThanOrEqual(course.capacity);
    }
  });

  it('narrows to one activity, including the courses of its sub-activities', async () => {
    const swimming = await listOf(coursesUrl('leeds-central', '?activity=swimming'));
    expect(swimming.map((course) => course.slug).sort()).toEqual([
      'adult-improvers-swimming',
      'learn-to-swim-stage-1',
    ]);
    expect(swimming.every((course) => course.activitySlug === 'swimming')).toBe(true);
    // Junior tennis is filed under tennis, a sub-activity of racket sports.
    const rackets = await listOf(coursesUrl('harrogate', '?activity=racket-sports'));
    expect(rackets.map((course) => [course.slug, course.activitySlug])).toEqual([
      ['junior-tennis-8-12', 'tennis'],
    ]);
    expect(await listOf(coursesUrl('leeds-central', '?activity=tennis'))).toEqual([]);
  });

  it('shows prices, ages and spaces left', async () => {
    const [lessons] = await listOf(coursesUrl('sheffield', '?activity=swimming'));
    expect(lessons).toMatchObject({
      slug: 'learn-to-swim-stage-1',
      weekday: 'Sat',
      startTime: '09:00',
      durationMinutes: 30,
      sessionCount: 10,
      minAge: 4,
      maxAge: 7,
      price: { amountPence: 6500, formatted: '£65.00' },
      capacity: 10,
      spacesAvailable: 3,
      actionToShow: { status: 'BOOK', reason: null, firstBookableAt: null },
    });
    const [improvers] = await listOf(coursesUrl('york', '?activity=swimming'));
    expect(improvers).toMatchObject({ slug: 'adult-improvers-swimming', minAge: 16, maxAge: null });
  });

  it('answers 404 for an unknown venue or activity', async () => {
    for (const url of [
      coursesUrl('no-such-venue'),
      coursesUrl('leeds-central', '?activity=no-such-activity'),
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it("narrows to the courses whose age range takes the attendee's age", async () => {
    const slugsFor = async (age: number) =>
      (await listOf(coursesUrl('leeds-central', `?age=${age}`))).map((course) => course.slug).sort();
    expect(await slugsFor(5)).toEqual(['learn-to-swim-stage-1']);
    expect(await slugsFor(7)).toEqual(['learn-to-swim-stage-1']);
    expect(await slugsFor(8)).toEqual([]);
    expect(await slugsFor(15)).toEqual(['beginners-climbing']);
    expect(await slugsFor(40)).toEqual(['adult-improvers-swimming', 'beginners-climbing']);
    const swimmers = await listOf(coursesUrl('leeds-central', '?activity=swimming&age=40'));
    expect(swimmers.map((course) => course.slug)).toEqual(['adult-improvers-swimming']);
  });

  it('answers 422 with the field for an age that is not one', async () => {
    for (const age of ['-1', 'five', '4.5', '200']) {
      const response = await get(coursesUrl('leeds-central', `?age=${age}`));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('age');
    }
  });

  it('answers 422 with the field for a malformed activity', async () => {
    const response = await get(coursesUrl('leeds-central', '?activity='));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { activity: expect.any(Array) },
    });
  });

  it('keeps tenants apart: riverside never sees demo courses', async () => {
    const response = await get(coursesUrl('leeds-central'), 'riverside');
    expect(response.statusCode).toBe(404);
    const detail = await get(coursesUrl('leeds-central', '/learn-to-swim-stage-1'), 'riverside');
    expect(detail.statusCode).toBe(404);
    expect(await listOf(coursesUrl('bath'), 'riverside')).toEqual([]);
    expect((await get(coursesUrl('bath', '?activity=climbing'), 'riverside')).statusCode).toBe(404);
  });
});

describe('course detail', () => {
  it('carries every weekly session in the client time zone, and the questions in order', async () => {
    const course = await courseAt('leeds-central', 'learn-to-swim-stage-1');
    expect(course.sessions).toHaveLength(10);
    const [first, second] = course.sessions;
    expect(first?.startsAt.dateTime.slice(0, 10)).toBe(course.startsOn);
    expect(course.sessions.at(-1)?.startsAt.dateTime.slice(0, 10)).toBe(course.endsOn);
    for (const session of course.sessions) {
      expect(session.startsAt.time).toBe('09:00');
      expect(session.endsAt.time).toBe('09:30');
      expect(session.startsAt.dateTime).toMatch(/T09:00:00\+0[01]:00$/);
      expect(new Date(session.startsAt.dateTime).getUTCDay()).toBe(6);
    }
    const weekMs = Date.parse(second?.startsAt.dateTime ?? '') - Date.parse(first?.startsAt.dateTime ?? '');
    expect(Math.abs(weekMs - 7 * 24 * 3_600_000)).toBeLessThanOrEqual(3_600_000);
    expect(course.questions).toEqual([
      {
        id: expect.any(Number),
        question: 'Any medical conditions we should know about?',
        kind: 'text',
        options: [],
        isRequired: true,
      },
      {
        id: expect.any(Number),
        question: 'Swimming ability',
        kind: 'select',
        options: [
          'Not yet confident in the water',
          'Can swim 5 metres with aids',
          'Can swim 10 metres unaided',
        ],
        isRequired: true,
      },
      {
        id: expect.any(Number),
        question: 'May we take photos for our newsletter?',
        kind: 'boolean',
        options: [],
        isRequired: false,
      },
    ]);
  });

  it('matches its summary in the list', async () => {
    const [summary] = await listOf(coursesUrl('leeds-central', '?activity=climbing'));
    const {
      sessions: _sessions,
      questions: _questions,
      ...detail
    } = await courseAt('leeds-central', 'beginners-climbing');
    expect(detail).toEqual(summary);
  });

  it("answers 404 for an unknown course, and for a course run only at another of the client's venues", async () => {
    for (const slug of ['no-such-course', 'junior-tennis-8-12']) {
      const response = await get(coursesUrl('leeds-central', `/${slug}`));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await get(coursesUrl('no-such-venue', '/learn-to-swim-stage-1'))).statusCode).toBe(404);
  });
});

describe('course action to show', () => {
  it('is FULL when no spaces are left', async () => {
    await moveCourse('adult-improvers-swimming', '2099-01-07', '2099-02-25');
    const course = await courseAt('york', 'adult-improvers-swimming');
    expect(course).toMatchObject({
      capacity: 8,
      spacesAvailable: 0,
      actionToShow: { status: 'FULL', reason: 'The session being booked is already full' },
    });
  });

  it('is CLOSED once the course has started', async () => {
    await moveCourse('beginners-climbing', '2020-01-07', '2099-02-11');
    const course = await courseAt('sheffield', 'beginners-climbing');
    expect(course.spacesAvailable).toBeGreaterThan(0);
    expect(course.actionToShow).toMatchObject({ status: 'CLOSED', reason: reasons.closed });
  });

  it('asks an anonymous viewer to log in for a members-only activity', async () => {
    await testApp.database.handle.db
      .update(activities)
      .set({ isMembersOnly: true })
      .where(and(eq(activities.clientId, DEMO_CLIENT_ID), eq(activities.slug, 'tennis')));
    const course = await courseAt('harrogate', 'junior-tennis-8-12');
    expect(course.actionToShow.status).toBe('LOGIN');
  });
});

describe('OpenAPI', () => {
  it('publishes both course calls with their schemas', async () => {
    const document = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.paths).toHaveProperty(['/api/activities/venue/{venue}/courses']);
    expect(document.paths).toHaveProperty(['/api/activities/venue/{venue}/courses/{courseSlug}']);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['CourseSummary', 'Course', 'CourseSession', 'CourseQuestion']),
    );
  });
});
