import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { customerMemberships } from './memberships.ts';
import { orders } from './orders.ts';
import { users } from './people.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const penaltyReasons = ['no_show', 'late_cancellation', 'damage'] as const;

/**
 * A fee a customer owes the operator (a no-show, say). It is outstanding until `settled_at`;
 * while any is outstanding the account area warns the customer.
 */
export const customerPenalties = pgTable(
  'customer_penalties',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    bookingId: integer('booking_id'),
    reason: text('reason', { enum: penaltyReasons }).notNull(),
    description: text('description').notNull(),
    amountPence: integer('amount_pence').notNull(),
    settledAt: instantColumn('settled_at'),
    /** The order that paid it, when it was paid through a basket. */
    settledByOrderId: integer('settled_by_order_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('customer_penalties_outstanding_idx')
      .on(table.clientId, table.userId)
      .where(sql`${table.settledAt} is null`),
    tenantForeignKey('customer_penalties_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey(
      'customer_penalties_booking_fk',
      { clientId: table.clientId, column: table.bookingId },
      bookings,
    ),
    tenantForeignKey(
      'customer_penalties_order_fk',
      { clientId: table.clientId, column: table.settledByOrderId },
      orders,
    ),
    check('customer_penalties_amount', sql`${table.amountPence} > 0`),
  ],
);

export const documentStatuses = ['submitted', 'approved', 'rejected'] as const;

/**
 * A document a customer uploaded for a membership whose plan requires one (proof of student
 * status, say). The newest unexpired, not rejected document of the plan's kind satisfies it.
 * The file itself is kept here (at most 5 MB; PDF, JPEG or PNG checked by its first bytes).
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    customerMembershipId: integer('customer_membership_id'),
    /** What it is: the plan's `required_document`. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    /** The last day it is valid; null when it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status', { enum: documentStatuses }).notNull().default('submitted'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('customer_documents_user_idx').on(table.clientId, table.userId, table.createdAt),
    tenantForeignKey('customer_documents_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey(
      'customer_documents_membership_fk',
      { clientId: table.clientId, column: table.customerMembershipId },
      customerMemberships,
    ),
    check('customer_documents_size', sql`${table.sizeBytes} between 1 and 5242880`),
    check(
      'customer_documents_type',
      sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
);
