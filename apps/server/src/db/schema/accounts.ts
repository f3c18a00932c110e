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
 * Rate-limit counters of the auth calls: one row per (action, subject), counting the attempts of
 * the window that began at `window_start`. Bumped by one atomic upsert before any password hash
 * is spent, so concurrent attempts (several processes too) cannot all pass a check. `subject`
 * names what is counted: `account_address:<account>|<address>`, `address:<address>` or
 * `account:<account>` (rate-limit.ts).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    clientId: clientIdColumn(),
    action: text('action', {
      enum: ['login', 'forgotten_password', 'reset_mail', 'reset_password', 'register', 'create_customer'],
    }).notNull(),
    subject: text('subject').notNull(),
    windowStart: instantColumn('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.action, table.subject] }),
    index('auth_throttles_window_idx').on(table.windowStart),
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
