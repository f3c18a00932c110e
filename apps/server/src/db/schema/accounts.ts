import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';

/**
 * Login sessions. Only the SHA-256 of the opaque token is stored, so a leaked table gives no
 * usable token. A session ends at `expires_at` (absolute), after the idle period since
 * `last_seen_at`, or when `revoked_at` is set (logout).
 */
export const sessions = pgTable(
  'sessions',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: instantColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: instantColumn('expires_at').notNull(),
    revokedAt: instantColumn('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.clientId, table.userId),
    foreignKey({
      name: 'sessions_user_fk',
      columns: [table.clientId, table.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Single-use password-reset tokens, stored hashed like sessions. */
export const passwordResets = pgTable(
  'password_resets',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: instantColumn('expires_at').notNull(),
    usedAt: instantColumn('used_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    foreignKey({
      name: 'password_resets_user_fk',
      columns: [table.clientId, table.userId],
      foreignColumns: [users.clientId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Attempts at rate-limited auth calls, one row each, counted over a sliding window. Kept in
 * the database so several server processes share the counts. `subject` is `account:<name>`
 * or `ip:<address>`.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    action: text('action', { enum: ['login', 'forgotten_password'] }).notNull(),
    subject: text('subject').notNull(),
    attemptedAt: instantColumn('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('auth_attempts_subject_idx').on(table.clientId, table.action, table.subject, table.attemptedAt),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every mail the server sends; with no SMTP server configured this is where mail goes. */
export const outbox = pgTable(
  'outbox',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** `[{filename, contentType, content}]`, e.g. one calendar invite per booking. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    sentAt: instantColumn('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('outbox_created_idx').on(table.createdAt),
  ],
);

/** A customer's personal calendar feed: the webcal URL carries a secret token (only its hash here). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    revokedAt: instantColumn('revoked_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('calendar_feeds_token_key').on(table.tokenHash),
    index('calendar_feeds_user_idx').on(table.clientId, table.userId),
    tenantForeignKey('calendar_feeds_user_fk', { clientId: table.clientId, column: table.userId }, users),
  ],
);
