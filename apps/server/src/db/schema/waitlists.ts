import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cartItems } from './cart.ts';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';
import { classOccurrences } from './timetable.ts';

export const waitlistStatuses = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;

/**
 * A customer in line for a full class. The line is ordered by `id`. When a place frees, the
 * first `waiting` entry is `offered` it: a hold in their basket (`cart_item_id`) until
 * `offer_expires_at`; unanswered, the entry becomes `expired` and the next one is offered.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    classOccurrenceId: integer('class_occurrence_id').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: waitlistStatuses }).notNull().default('waiting'),
    offeredAt: instantColumn('offered_at'),
    offerExpiresAt: instantColumn('offer_expires_at'),
    cartItemId: integer('cart_item_id'),
    createdAt: createdAtColumn(),
    updatedAt: instantColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('waitlist_entries_one_live_key')
      .on(table.clientId, table.classOccurrenceId, table.userId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx')
      .on(table.clientId, table.classOccurrenceId, table.id)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_offers_idx').on(table.offerExpiresAt).where(sql`${table.status} = 'offered'`),
    index('waitlist_entries_user_idx').on(table.clientId, table.userId),
    tenantForeignKey(
      'waitlist_entries_class_fk',
      { clientId: table.clientId, column: table.classOccurrenceId },
      classOccurrences,
    ),
    tenantForeignKey('waitlist_entries_user_fk', { clientId: table.clientId, column: table.userId }, users),
    tenantForeignKey(
      'waitlist_entries_cart_item_fk',
      { clientId: table.clientId, column: table.cartItemId },
      cartItems,
    ),
  ],
);
