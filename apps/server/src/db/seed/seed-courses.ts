import type { Transaction } from '../client.ts';
import { courseQuestions, courseSessions, courses } from '../schema/index.ts';
import { type ClientRefs, lookup } from './refs.ts';
import type { CourseSeed } from './types.ts';
import { addDaysToDay, instantAt, weekdayOf } from './zoned-time.ts';

/** Each course at each of its venues, with its weekly sessions and booking questions. */
export async function seedCourses(tx: Transaction, seedCourses: readonly CourseSeed[], refs: ClientRefs) {
  const planned = seedCourses.flatMap((course) =>
    course.venues.map((venueSlug) => ({ course, venueId: lookup(refs.venueIds, venueSlug, 'venue') })),
  );
  if (planned.length === 0) return;
  const sessionDays = new Map<string, string[]>();
  const rows = planned.map(({ course, venueId }) => {
    const days = weeklyDays(course, refs);
    sessionDays.set(`${venueId}|${course.slug}`, days);
    return {
      clientId: refs.clientId,
      venueId,
      activityId: lookup(refs.activityIds, course.activity, 'activity'),
      slug: course.slug,
      name: course.name,
      description: course.description,
      startsOn: days[0] ?? refs.today,
      endsOn: days.at(-1) ?? refs.today,
      weekday: course.weekday,
      startTime: course.startTime,
      durationMinutes: course.durationMinutes,
      sessionCount: course.sessionCount,
      minAge: course.minAge,
      maxAge: course.maxAge,
      pricePence: course.pricePence,
      capacity: course.capacity,
      bookedCount: course.bookedCount ?? 0,
    };
  });
  const inserted = await tx
    .insert(courses)
    .values(rows)
    .returning({ id: courses.id, slug: courses.slug, venueId: courses.venueId });
  const sessions: (typeof courseSessions.$inferInsert)[] = [];
  const questions: (typeof courseQuestions.$inferInsert)[] = [];
  for (const row of inserted) {
    const course = seedCourses.find((candidate) => candidate.slug === row.slug);
    if (!course) continue;
    for (const day of sessionDays.get(`${row.venueId}|${row.slug}`) ?? []) {
      const startsAt = instantAt(day, course.startTime, refs.zone);
      const endsAt = new Date(startsAt.getTime() + course.durationMinutes * 60_000);
      sessions.push({ clientId: refs.clientId, courseId: row.id, startsAt, endsAt });
    }
    course.questions.forEach((question, index) => {
      questions.push({ ...question, clientId: refs.clientId, courseId: row.id, sortOrder: index + 1 });
    });
  }
  if (sessions.length > 0) await tx.insert(courseSessions).values(sessions);
  if (questions.length > 0) await tx.insert(courseQuestions).values(questions);
}

/** The first `weekday` at least `startsInDays` from today, then every week after it. */
function weeklyDays(course: CourseSeed, refs: ClientRefs): string[] {
  let first = addDaysToDay(refs.today, course.startsInDays, refs.zone);
  while (weekdayOf(first, refs.zone) !== course.weekday) first = addDaysToDay(first, 1, refs.zone);
  return Array.from({ length: course.sessionCount }, (_, week) => addDaysToDay(first, week * 7, refs.zone));
}
