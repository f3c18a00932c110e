import { z } from 'zod';
import { agesLabel } from './online-joining.ts';
import { ListingViewerQuery, Price, viewerPlaces, weekdayLabels, ZonedTime } from './timetable.ts';
import { IsoDate } from './wire.ts';

const slug = z.string().min(1).max(120);

/** A block of weekly sessions booked and paid for as one item. Cart add sends `objectType` as `type`. */
export const CourseSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    objectType: z.literal('course'),
    name: z.string(),
    description: z.string(),
    activitySlug: z.string(),
    venueSlug: z.string(),
    startsOn: IsoDate.describe('The first session, in the client time zone'),
    endsOn: IsoDate.describe('The last session, in the client time zone'),
    weekday: z.enum(weekdayLabels).describe('The day of the week every session is on'),
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .describe('24-hour HH:mm, in the client time zone'),
    durationMinutes: z.number().int().positive(),
    sessionCount: z.number().int().positive(),
    minAge: z.number().int().nonnegative().nullable().describe('null: no lower age limit'),
    maxAge: z.number().int().nonnegative().nullable().describe('null: no upper age limit'),
    price: Price.describe('The whole course'),
    ...viewerPlaces,
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseList = z.array(CourseSummary);
export type CourseList = z.infer<typeof CourseList>;

export const CourseSession = z
  .object({ id: z.number().int(), startsAt: ZonedTime, endsAt: ZonedTime })
  .meta({ id: 'CourseSession' });
export type CourseSession = z.infer<typeof CourseSession>;

export const courseQuestionKinds = ['text', 'select', 'boolean'] as const;

/** A question asked when booking the course; `options` lists the choices of a `select`. */
export const CourseQuestion = z
  .object({
    id: z.number().int(),
    question: z.string(),
    kind: z.enum(courseQuestionKinds),
    options: z.array(z.string()),
    isRequired: z.boolean(),
  })
  .meta({ id: 'CourseQuestion' });
export type CourseQuestion = z.infer<typeof CourseQuestion>;

/** `GET /api/activities/venue/{venue}/courses/{courseSlug}`. */
export const Course = CourseSummary.extend({
  sessions: z.array(CourseSession),
  questions: z.array(CourseQuestion).describe('In the order they are asked'),
}).meta({ id: 'Course' });
export type Course = z.infer<typeof Course>;

export const CourseListParams = z.object({ venue: slug });
export const CourseParams = z.object({ venue: slug, courseSlug: slug });
export const CourseListQuery = ListingViewerQuery.extend({
  activity: slug.optional().describe("An activity slug: its courses and its sub-activities' courses"),
  age: z.coerce
    .number({ error: 'Enter an age in whole years' })
    .int({ error: 'Enter an age in whole years' })
    .min(0, { error: 'Enter an age from 0 to 120' })
    .max(120, { error: 'Enter an age from 0 to 120' })
    .optional()
    .describe("The attendee's age: only the courses whose age range takes it"),
});

/** Who attends a course: one of the customer's saved attendees, or someone new with their date of birth. */
export const courseAttendeeMessages = {
  chooseOne: 'Choose a saved attendee or enter someone new, not both.',
  notACourse: 'Only a course takes an attendee.',
  logIn: 'Log in or create an account to choose who attends.',
  futureBirthday: 'Date of birth must be in the past.',
  missing: (courseName: string) => `Choose who attends ${courseName}.`,
} as const;

/**
 * Why someone of this age on the course's first session (null: date of birth unknown) cannot
 * attend it, or undefined when they can: the server's refusal (422), which the booking form
 * checks first.
 */
export function courseAgeRefusal(
  course: { name: string; minAge: number | null; maxAge: number | null },
  age: number | null,
): string | undefined {
  const ages = agesLabel(course);
  if (ages === null) return undefined;
  if (age === null) return `${course.name} is for ${ages}: enter the date of birth of the person attending.`;
  const isTooYoung = course.minAge !== null && age < course.minAge;
  const isTooOld = course.maxAge !== null && age > course.maxAge;
  if (!isTooYoung && !isTooOld) return undefined;
  return `${course.name} is for ${ages}. The person attending will be ${age} on the first session.`;
}
