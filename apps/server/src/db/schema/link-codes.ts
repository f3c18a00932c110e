import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  clientIdColumn,
  createdAtColumn,
  identityColumn,
  instantColumn,
  tenantForeignKey,
} from './columns.ts';
import { users } from './people.ts';

/**
 * Single-use login codes for `?token=` links (decision 28): two minutes long, only their SHA-256
 * kept, like sessions. `used_at` is set by the exchange that wins; `previews` counts how often
 * the web asked whom a code names, which is bounded.
 */
export const linkCodes = pgTable(
  'link_codes',
  {
    clientId: clientIdColumn(),
    id: identityColumn(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: instantColumn('expires_at').notNull(),
    usedAt: instantColumn('used_at'),
    previews: integer('previews').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    // The tenant first, so the key also holds when tables are distributed by client (docs/scaling.md).
    uniqueIndex('link_codes_code_hash_key').on(table.clientId, table.codeHash),
    tenantForeignKey(
      'link_codes_user_fk',
      { clientId: table.clientId, column: table.userId },
      users,
    ).onDelete('cascade'),
  ],
);
