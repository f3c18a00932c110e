import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientIdColumn, createdAtColumn, identityColumn } from './columns.ts';
import { users } from './people.ts';
import { tenantForeignKey } from './tenant-foreign-key.ts';

/**
 * Who belongs to a customer's household (decision 40). A `dependant` is a customer row with no
 * login, held by exactly one account holder, who books, pays and answers for them; a `partner`
 * (later) is another customer, invited by email, `pending` until they accept. The medical and
 * emergency-contact notes are the holder's notes about the member, so they live on the link.
 */
export const householdLinks = pgTable(
  'household_links',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    holderUserId: integer('holder_user_id').notNull(),
    memberUserId: integer('member_user_id').notNull(),
    kind: text('kind', { enum: ['dependant', 'partner'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    /** The address a partner was invited at (partners only). */
    invitedEmail: text('invited_email'),
    medicalNotes: text('medical_notes'),
    emergencyContact: text('emergency_contact'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('household_links_pair_key').on(table.clientId, table.holderUserId, table.memberUserId),
    uniqueIndex('household_links_one_holder_key')
      .on(table.clientId, table.memberUserId)
      .where(sql`${table.kind} = 'dependant'`),
    index('household_links_member_idx').on(table.clientId, table.memberUserId),
    tenantForeignKey(
      'household_links_holder_fk',
      { clientId: table.clientId, column: table.holderUserId },
      users,
    ),
    tenantForeignKey(
      'household_links_member_fk',
      { clientId: table.clientId, column: table.memberUserId },
      users,
    ),
    check('household_links_not_self', sql`${table.holderUserId} <> ${table.memberUserId}`),
    check(
      'household_links_dependant_accepted',
      sql`${table.kind} = 'partner' or ${table.status} = 'accepted'`,
    ),
  ],
);
