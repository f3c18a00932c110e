import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, instructors, locations, tags } from './catalog.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';
import { venues } from './tenancy.ts';

/** A timed class with a capacity. `uid` is the public, non-numeric id the v2 API uses. */
export const classOccurrences = pgTable(
  'class_occurrences',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    activityId: integer('activity_id').notNull(),
    venueId: integer('venue_id').notNull(),
    locationId: integer('location_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    /** Confirmed places; kept by the booking code in the same statement that books. */
    bookedCount: integer('booked_count').notNull().default(0),
    pricePence: integer('price_pence').notNull(),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Null: bookable as soon as it is listed. */
    firstBookableAt: instantColumn('first_bookable_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('class_occurrences_client_uid_key').on(table.clientId, table.uid),
    index('class_occurrences_timetable_idx').on(
      table.clientId,
      table.venueId,
      table.activityId,
      table.startsAt,
    ),
    tenantForeignKey(
      'class_occurrences_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ),
    tenantForeignKey(
      'class_occurrences_venue_fk',
      { clientId: table.clientId, column: table.venueId },
      venues,
    ),
    tenantForeignKey(
      'class_occurrences_location_fk',
      { clientId: table.clientId, column: table.locationId },
      locations,
    ),
    check('class_occurrences_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('class_occurrences_places', sql`${table.bookedCount} between 0 and ${table.capacity}`),
    check('class_occurrences_price', sql`${table.pricePence} >= 0`),
  ],
);

export const classOccurrenceInstructors = pgTable(
  'class_occurrence_instructors',
  {
    clientId: clientIdColumn(),
    occurrenceId: integer('occurrence_id').notNull(),
    instructorId: integer('instructor_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.occurrenceId, table.instructorId] }),
    index('class_occurrence_instructors_instructor_idx').on(table.clientId, table.instructorId),
    tenantForeignKey(
      'class_occurrence_instructors_occurrence_fk',
      { clientId: table.clientId, column: table.occurrenceId },
      classOccurrences,
    ).onDelete('cascade'),
    tenantForeignKey(
      'class_occurrence_instructors_instructor_fk',
      { clientId: table.clientId, column: table.instructorId },
      instructors,
    ),
  ],
);

export const classOccurrenceTags = pgTable(
  'class_occurrence_tags',
  {
    clientId: clientIdColumn(),
    occurrenceId: integer('occurrence_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.occurrenceId, table.tagId] }),
    index('class_occurrence_tags_tag_idx').on(table.clientId, table.tagId),
    tenantForeignKey(
      'class_occurrence_tags_occurrence_fk',
      { clientId: table.clientId, column: table.occurrenceId },
      classOccurrences,
    ).onDelete('cascade'),
    tenantForeignKey('class_occurrence_tags_tag_fk', { clientId: table.clientId, column: table.tagId }, tags),
  ],
);

/** One bookable period of one location (a court for an hour, a lane for 45 minutes). */
export const adHocSlots = pgTable(
  'ad_hoc_slots',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    activityId: integer('activity_id').notNull(),
    venueId: integer('venue_id').notNull(),
    locationId: integer('location_id').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    pricePence: integer('price_pence').notNull(),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('ad_hoc_slots_client_uid_key').on(table.clientId, table.uid),
    uniqueIndex('ad_hoc_slots_client_location_start_key').on(
      table.clientId,
      table.locationId,
      table.activityId,
      table.startsAt,
    ),
    index('ad_hoc_slots_timetable_idx').on(table.clientId, table.venueId, table.activityId, table.startsAt),
    tenantForeignKey(
      'ad_hoc_slots_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ),
    tenantForeignKey('ad_hoc_slots_venue_fk', { clientId: table.clientId, column: table.venueId }, venues),
    tenantForeignKey(
      'ad_hoc_slots_location_fk',
      { clientId: table.clientId, column: table.locationId },
      locations,
    ),
    check('ad_hoc_slots_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('ad_hoc_slots_price', sql`${table.pricePence} >= 0`),
  ],
);

/** A ticket of a fast-ticket activity at a venue (Adult, Junior, Family ...), with its price. */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    activityId: integer('activity_id').notNull(),
    venueId: integer('venue_id').notNull(),
    name: text('name').notNull(),
    pricePence: integer('price_pence').notNull(),
    /** Places one ticket takes from a session (a family ticket for 2+2 takes 4). */
    placesPerTicket: integer('places_per_ticket').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('ticket_types_client_activity_venue_name_key').on(
      table.clientId,
      table.activityId,
      table.venueId,
      table.name,
    ),
    tenantForeignKey(
      'ticket_types_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ),
    tenantForeignKey('ticket_types_venue_fk', { clientId: table.clientId, column: table.venueId }, venues),
    check('ticket_types_price', sql`${table.pricePence} >= 0`),
    check('ticket_types_places', sql`${table.placesPerTicket} >= 1`),
  ],
);

/** A fast-ticket session: a public swim or skate at a time, with a shared capacity. */
export const ticketTimes = pgTable(
  'ticket_times',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    activityId: integer('activity_id').notNull(),
    venueId: integer('venue_id').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('ticket_times_client_uid_key').on(table.clientId, table.uid),
    index('ticket_times_timetable_idx').on(table.clientId, table.venueId, table.activityId, table.startsAt),
    tenantForeignKey(
      'ticket_times_activity_fk',
      { clientId: table.clientId, column: table.activityId },
      activities,
    ),
    tenantForeignKey('ticket_times_venue_fk', { clientId: table.clientId, column: table.venueId }, venues),
    check('ticket_times_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('ticket_times_places', sql`${table.bookedCount} between 0 and ${table.capacity}`),
  ],
);

export const slotBookingStatuses = ['held', 'confirmed', 'cancelled'] as const;

/**
 * A hold or booking of one ad-hoc slot. The partial unique index lets a slot have at most one
 * row that is not cancelled, so the database itself refuses a second booking. A hold past its
 * `expires_at` no longer counts as taken; whoever books next cancels it in the same
 * transaction before inserting (no clean-up job is needed for correctness).
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    slotId: integer('slot_id').notNull(),
    userId: integer('user_id'),
    status: text('status', { enum: slotBookingStatuses }).notNull().default('held'),
    /** When a `held` row stops holding the slot; null for confirmed and cancelled rows. */
    expiresAt: instantColumn('expires_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('slot_bookings_one_active_key')
      .on(table.clientId, table.slotId)
      .where(sql`${table.status} <> 'cancelled'`),
    index('slot_bookings_user_idx').on(table.clientId, table.userId),
    tenantForeignKey('slot_bookings_slot_fk', { clientId: table.clientId, column: table.slotId }, adHocSlots),
    tenantForeignKey('slot_bookings_user_fk', { clientId: table.clientId, column: table.userId }, users),
    check('slot_bookings_hold_expiry', sql`(${table.status} = 'held') = (${table.expiresAt} is not null)`),
  ],
);
