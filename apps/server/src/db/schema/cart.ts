import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';
import { adHocSlots, classOccurrences, slotBookings, ticketTimes, ticketTypes } from './timetable.ts';

/** A customer's basket. At most one open cart per user (partial unique index). */
export const carts = pgTable(
  'carts',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uuid: text('uuid').notNull().default(sql`gen_random_uuid()::text`),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: ['open', 'completed'] })
      .notNull()
      .default('open'),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('carts_client_uuid_key').on(table.clientId, table.uuid),
    uniqueIndex('carts_one_open_per_user_key')
      .on(table.clientId, table.userId)
      .where(sql`${table.status} = 'open'`),
    tenantForeignKey('carts_user_fk', { clientId: table.clientId, column: table.userId }, users),
  ],
);

export const cartItemTypes = ['activity_class', 'ad_hoc_slot', 'ticket_time'] as const;

/**
 * One line of a basket and the hold it keeps on its place. A `held` line counts against
 * capacity while `hold_expires_at > now()`; an expired one counts for nothing (no clean-up
 * job is needed for correctness). `places` is what the line takes from the session's capacity
 * (quantity x places per ticket for tickets, 1 otherwise).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    cartId: integer('cart_id').notNull(),
    type: text('type', { enum: cartItemTypes }).notNull(),
    classOccurrenceId: integer('class_occurrence_id'),
    adHocSlotId: integer('ad_hoc_slot_id'),
    ticketTimeId: integer('ticket_time_id'),
    ticketTypeId: integer('ticket_type_id'),
    /** The `slot_bookings` row that holds an ad-hoc slot. */
    slotBookingId: integer('slot_booking_id'),
    quantity: integer('quantity').notNull().default(1),
    places: integer('places').notNull().default(1),
    pricePence: integer('price_pence').notNull(),
    holdExpiresAt: instantColumn('hold_expires_at').notNull(),
    status: text('status', { enum: ['held', 'released'] })
      .notNull()
      .default('held'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('cart_items_cart_idx').on(table.clientId, table.cartId),
    index('cart_items_class_held_idx')
      .on(table.clientId, table.classOccurrenceId, table.holdExpiresAt)
      .where(sql`${table.status} = 'held' and ${table.classOccurrenceId} is not null`),
    index('cart_items_ticket_time_held_idx')
      .on(table.clientId, table.ticketTimeId, table.holdExpiresAt)
      .where(sql`${table.status} = 'held' and ${table.ticketTimeId} is not null`),
    tenantForeignKey(
      'cart_items_cart_fk',
      { clientId: table.clientId, column: table.cartId },
      carts,
    ).onDelete('cascade'),
    tenantForeignKey(
      'cart_items_class_fk',
      { clientId: table.clientId, column: table.classOccurrenceId },
      classOccurrences,
    ),
    tenantForeignKey(
      'cart_items_slot_fk',
      { clientId: table.clientId, column: table.adHocSlotId },
      adHocSlots,
    ),
    tenantForeignKey(
      'cart_items_ticket_time_fk',
      { clientId: table.clientId, column: table.ticketTimeId },
      ticketTimes,
    ),
    tenantForeignKey(
      'cart_items_ticket_type_fk',
      { clientId: table.clientId, column: table.ticketTypeId },
      ticketTypes,
    ),
    tenantForeignKey(
      'cart_items_slot_booking_fk',
      { clientId: table.clientId, column: table.slotBookingId },
      slotBookings,
    ),
    check(
      'cart_items_one_target',
      sql`(${table.type} = 'activity_class' and ${table.classOccurrenceId} is not null and ${table.adHocSlotId} is null and ${table.ticketTimeId} is null)
        or (${table.type} = 'ad_hoc_slot' and ${table.adHocSlotId} is not null and ${table.classOccurrenceId} is null and ${table.ticketTimeId} is null)
        or (${table.type} = 'ticket_time' and ${table.ticketTimeId} is not null and ${table.classOccurrenceId} is null and ${table.adHocSlotId} is null)`,
    ),
    check('cart_items_quantity', sql`${table.quantity} between 1 and 20 and ${table.places} >= 1`),
    check('cart_items_price', sql`${table.pricePence} >= 0`),
  ],
);

/**
 * The first result of a mutating call made with an `Idempotency-Key`, kept 24 hours: a repeat
 * with the same body gets it again; the same key with another body is a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clientId: clientIdColumn(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    tenantForeignKey(
      'idempotency_keys_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ).onDelete('cascade'),
  ],
);
