import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foreignKey, integer, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './tenancy.ts';

/** The tenant column: first in every tenant table's primary key and unique keys. */
export const clientIdColumn = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id);

export const identityColumn = () => integer('id').generatedAlwaysAsIdentity();

export const instantColumn = (name: string) => timestamp(name, { withTimezone: true });

export const createdAtColumn = () => instantColumn('created_at').notNull().defaultNow();

/**
 * A foreign key between two tenant tables, `(client_id, column)` -> `(client_id, id)`,
 * so a row can never point at another client's row.
 */
export function tenantForeignKey(
  name: string,
  from: { clientId: AnyPgColumn; column: AnyPgColumn },
  to: { clientId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [from.clientId, from.column], foreignColumns: [to.clientId, to.id] });
}
