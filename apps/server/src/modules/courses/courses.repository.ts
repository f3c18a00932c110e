import { and, asc, eq, getTableColumns, gte, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, courseQuestions, courseSessions, courses } from '../../db/schema/index.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';

export type CourseQuestionRow = typeof courseQuestions.$inferSelect;
export type CourseSessionRow = typeof courseSessions.$inferSelect;

/** A course row with the activity facts its listing needs and the places live basket holds keep. */
export type CourseRow = typeof courses.$inferSelect & {
  activitySlug: string;
  isMembersOnly: boolean;
  heldCount: number;
};

export type ActivityRef = Pick<typeof activities.$inferSelect, 'id' | 'slug' | 'parentId'>;

const courseColumns = {
  ...getTableColumns(courses),
  activitySlug: activities.slug,
  isMembersOnly: activities.isMembersOnly,
  heldCount: liveHeldPlaces('courses'),
};

export async function findActivityBySlug(
  db: Database,
  clientId: number,
  slug: string,
): Promise<ActivityRef | undefined> {
  const [row] = await db
    .select({ id: activities.id, slug: activities.slug, parentId: activities.parentId })
    .from(activities)
    .where(and(eq(activities.clientId, clientId), eq(activities.slug, slug)))
    .limit(1);
  return row;
}

/** Courses with their activity's slug and members-only flag. */
function courseQuery(db: Database) {
  return db
    .select(courseColumns)
    .from(courses)
    .innerJoin(
      activities,
      and(eq(activities.clientId, courses.clientId), eq(activities.id, courses.activityId)),
    );
}

/**
 * The venue's courses, first to start first. With an activity, its own courses and those of
 * its sub-activities (a "Swimming" page lists the lessons filed under "Lane swimming" too); with
 * an age, those whose age range takes it.
 */
export async function listCourses(
  db: Database,
  filter: { clientId: number; venueId: number; activityId?: number | undefined; age?: number | undefined },
): Promise<CourseRow[]> {
  const scope = [eq(courses.clientId, filter.clientId), eq(courses.venueId, filter.venueId)];
  if (filter.age !== undefined) {
    const fromMin = or(isNull(courses.minAge), lte(courses.minAge, filter.age));
    const toMax = or(isNull(courses.maxAge), gte(courses.maxAge, filter.age));
    if (fromMin && toMax) scope.push(fromMin, toMax);
  }
  if (filter.activityId !== undefined) {
    const activityScope = or(
      eq(activities.id, filter.activityId),
      eq(activities.parentId, filter.activityId),
    );
    if (activityScope) scope.push(activityScope);
  }
  return courseQuery(db)
    .where(and(...scope))
    .orderBy(asc(courses.startsOn), asc(courses.startTime), asc(courses.name), asc(courses.id));
}

export async function findCourse(
  db: Database,
  filter: { clientId: number; venueId: number; slug: string },
): Promise<CourseRow | undefined> {
  const [row] = await courseQuery(db)
    .where(
      and(
        eq(courses.clientId, filter.clientId),
        eq(courses.venueId, filter.venueId),
        eq(courses.slug, filter.slug),
      ),
    )
    .limit(1);
  return row;
}

export async function listCourseSessions(
  db: Database,
  clientId: number,
  courseId: number,
): Promise<CourseSessionRow[]> {
  return db
    .select()
    .from(courseSessions)
    .where(and(eq(courseSessions.clientId, clientId), eq(courseSessions.courseId, courseId)))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
}

export async function listCourseQuestions(
  db: Database,
  clientId: number,
  courseId: number,
): Promise<CourseQuestionRow[]> {
  return db
    .select()
    .from(courseQuestions)
    .where(and(eq(courseQuestions.clientId, clientId), eq(courseQuestions.courseId, courseId)))
    .orderBy(asc(courseQuestions.sortOrder), asc(courseQuestions.id));
}

/** A course's sessions as the JSON `sessionTimesOf` reads (`[{startsAt, endsAt}]`, first first). */
export const courseSessionsJson = (clientId: SQLWrapper, courseId: SQLWrapper) =>
  sql<SessionJson[] | null>`(select coalesce(jsonb_agg(jsonb_build_object(
      'id', s.id, 'startsAt', s.starts_at, 'endsAt', s.ends_at) order by s.starts_at, s.id), '[]'::jsonb)
    from ${courseSessions} s where s.client_id = ${clientId} and s.course_id = ${courseId})`;

export interface SessionJson {
  id: number;
  startsAt: string;
  endsAt: string;
}

/** Sessions read from `courseSessionsJson`, as instants. */
export const sessionTimesOf = (json: readonly SessionJson[] | null) =>
  (json ?? []).map((session) => ({
    id: session.id,
    startsAt: new Date(session.startsAt),
    endsAt: new Date(session.endsAt),
  }));
