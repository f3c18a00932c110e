import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { allowanceColumns, allowanceConstraints } from './cart.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { orders } from './orders.ts';
import { users } from './people.ts';

/**
 * A confirmed place: what a completed basket line became. `uid` is the calendar invite's
 * stable UID. Times, venue and name are copied so the booking reads the same later.
 */
export const bookings = pgTable(
  'bookings',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    uid: text('uid').notNull().default(sql`gen_random_uuid()::text`),
    orderId: integer('order_id').notNull(),
    cartItemId: integer('cart_item_id').notNull(),
    userId: integer('user_id').notNull(),
    attendeeUserId: integer('attendee_user_id'),
    type: text('type').notNull(),
    classOccurrenceId: integer('class_occurrence_id'),
    slotBookingId: integer('slot_booking_id'),
    ticketTimeId: integer('ticket_time_id'),
    ticketTypeId: integer('ticket_type_id'),
    courseId: integer('course_id'),
    venueId: integer('venue_id').notNull(),
    name: text('name').notNull(),
    startsAt: instantColumn('starts_at').notNull(),
    endsAt: instantColumn('ends_at').notNull(),
    quantity: integer('quantity').notNull(),
    places: integer('places').notNull(),
    pricePence: integer('price_pence').notNull(),
    ...allowanceColumns(),
    status: text('status', { enum: ['confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    cancelledAt: instantColumn('cancelled_at'),
    cancelledByUserId: integer('cancelled_by_user_id'),
    /** Pence given back as account credit when it was cancelled (0 after the cutoff). */
    refundPence: integer('refund_pence'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('bookings_client_uid_key').on(table.clientId, table.uid),
    uniqueIndex('bookings_one_per_cart_item_key').on(table.clientId, table.cartItemId),
    index('bookings_user_idx').on(table.clientId, table.userId, table.startsAt),
    index('bookings_order_idx').on(table.clientId, table.orderId),
    index('bookings_class_idx').on(table.clientId, table.classOccurrenceId),
    tenantForeignKey('bookings_order_fk', { clientId: table.clientId, column: table.orderId }, orders),
    tenantForeignKey('bookings_user_fk', { clientId: table.clientId, column: table.userId }, users),
    ...allowanceConstraints('bookings', table),
    index('bookings_package_idx')
      .on(table.clientId, table.customerPackageId)
      .where(sql`${table.customerPackageId} is not null`),
    index('bookings_benefit_idx')
      .on(table.clientId, table.customerMembershipId, table.planBenefitId, table.allowanceMonth)
      .where(sql`${table.planBenefitId} is not null`),
  ],
);
