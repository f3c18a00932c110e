import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './catalog.ts';
import { clientIdColumn, identityColumn, instantColumn, tenantForeignKey } from './columns.ts';
import { venues } from './tenancy.ts';

/** A block of weekly sessions booked (and paid for) as one item. */
export const courses = pgTable(
  'courses',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    venueId: integer('venue_id').notNull(),
    activityId: integer('activity_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    weekday: integer('weekday').notNull(),
    /** Wall-clock time in the client's time zone. */
    startTime: time('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    sessionCount: integer('session_count').notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** The whole course. */
    pricePence: integer('price_pence').notNull(),
    capacity: integer('capacity').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('courses_client_venue_slug_key').on(table.clientId, table.venueId, table.slug),
    index('courses_activity_idx').on(table.clientId, table.activityId),
    tenantForeignKey('courses_venue_fk', { clientId: table.clientId, column: table.venueId }, venues),
    tenantForeignKey(
      'courses_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ),
    check('courses_dates', sql`${table.endsOn} >= ${table.startsOn}`),
    check('courses_weekday', sql`${table.weekday} between 1 and 7`),
    check('courses_places', sql`${table.bookedCount} between 0 and ${table.capacity}`),
    check(
      'courses_ages',
      sql`${table.minAge} is null or ${table.maxAge} is null or ${table.maxAge} >= ${table.minAge}`,
    ),
    check('courses_price', sql`${table.pricePence} >= 0`),
  ],
);

export const courseSessions = pgTable(
  'course_sessions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    courseId: integer('course_id').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('course_sessions_course_idx').on(table.clientId, table.courseId, table.startsAt),
    tenantForeignKey(
      'course_sessions_course_fk',
      { clientId: table.clientId, column: table.courseId },
      courses,
    ).onDelete('cascade'),
    check('course_sessions_times', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const courseQuestionKinds = ['text', 'select', 'boolean'] as const;

/** A question asked when booking a course; `options` lists the choices of a `select`. */
export const courseQuestions = pgTable(
  'course_questions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    courseId: integer('course_id').notNull(),
    question: text('question').notNull(),
    kind: text('kind', { enum: courseQuestionKinds }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('course_questions_course_idx').on(table.clientId, table.courseId),
    tenantForeignKey(
      'course_questions_course_fk',
      { clientId: table.clientId, column: table.courseId },
      courses,
    ).onDelete('cascade'),
  ],
);
