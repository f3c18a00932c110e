import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cartItems, carts } from './cart.ts';
import { activities } from './catalog.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { courseQuestionKinds } from './courses.ts';
import { attendees } from './people.ts';

/**
 * A waiver signed for one attendee of one basket line, with the exact text they agreed to.
 * One per line and attendee.
 */
export const attendeeWaivers = pgTable(
  'attendee_waivers',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    cartItemId: integer('cart_item_id').notNull(),
    attendeeId: integer('attendee_id').notNull(),
    signedName: text('signed_name').notNull(),
    waiverText: text('waiver_text').notNull(),
    signedAt: instantColumn('signed_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('attendee_waivers_line_attendee_key').on(table.clientId, table.cartItemId, table.attendeeId),
    tenantForeignKey(
      'attendee_waivers_line_fk',
      { clientId: table.clientId, column: table.cartItemId },
      cartItems,
    ).onDelete('cascade'),
    tenantForeignKey(
      'attendee_waivers_attendee_fk',
      { clientId: table.clientId, column: table.attendeeId },
      attendees,
    ),
  ],
);

/** A question asked when booking an activity's classes, slots or tickets (courses have their own). */
export const activityQuestions = pgTable(
  'activity_questions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    activityId: integer('activity_id').notNull(),
    question: text('question').notNull(),
    kind: text('kind', { enum: courseQuestionKinds }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('activity_questions_activity_idx').on(table.clientId, table.activityId),
    tenantForeignKey(
      'activity_questions_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ).onDelete('cascade'),
  ],
);

/**
 * An answer given for a basket: to a course question or an activity question, for one line
 * (`scope` = `item:{cartItemId}`), or before adding, for an activity (`activity:{id}`) or an
 * occurrence (`occurrence:{id or uid}`). One answer per question and scope.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    cartId: integer('cart_id').notNull(),
    questionSource: text('question_source', { enum: ['course', 'activity'] }).notNull(),
    questionId: integer('question_id').notNull(),
    scope: text('scope').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('question_answers_one_key').on(
      table.clientId,
      table.cartId,
      table.questionSource,
      table.questionId,
      table.scope,
    ),
    tenantForeignKey(
      'question_answers_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    check('question_answers_scope', sql`${table.scope} ~ '^(item|activity|occurrence):.+$'`),
  ],
);
