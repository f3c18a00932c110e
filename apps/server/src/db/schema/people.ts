import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientIdColumn, createdAtColumn, identityColumn, tenantForeignKey } from './columns.ts';
import { venues } from './tenancy.ts';

/**
 * Customers and staff of one client. The same email may belong to accounts at two clients;
 * emails are stored lower-cased so the unique key is case-insensitive. A dependant (a child in
 * a customer's household, decision 40) is a customer with no email and no password: they cannot
 * log in, and their bookings, benefits and packages are still their own.
 */
export const users = pgTable(
  'users',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    /** The customer reference shown on cards and receipts, e.g. `DL000123`. */
    reference: text('reference').notNull(),
    /** Null only for a dependant, who has no login. */
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `scrypt$N$r$p$salt$hash` (see modules/auth/password.ts). */
    /** Null only for a dependant, who has no login. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    homeVenueId: integer('home_venue_id'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('users_client_reference_key').on(table.clientId, table.reference),
    uniqueIndex('users_client_email_key').on(table.clientId, table.email),
    index('users_home_venue_idx').on(table.clientId, table.homeVenueId),
    tenantForeignKey('users_home_venue_fk', { clientId: table.clientId, column: table.homeVenueId }, venues),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'users_login_or_dependant',
      sql`(${table.email} is null) = (${table.passwordHash} is null) and (${table.email} is not null or ${table.role} = 'customer')`,
    ),
  ],
);

/**
 * The people a customer books for (family, friends): kept so the next booking can pick them
 * again ("previous attendees").
 */
export const attendees = pgTable(
  'attendees',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('attendees_user_idx').on(table.clientId, table.userId),
    tenantForeignKey('attendees_user_fk', { clientId: table.clientId, column: table.userId }, users),
  ],
);
