import { integer, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './tenancy.ts';

/** The tenant column: first in every tenant table's primary key and unique keys. */
export const clientIdColumn = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id);

export const identityColumn = () => integer('id').generatedAlwaysAsIdentity();

export const instantColumn = (name: string) => timestamp(name, { withTimezone: true });

export const createdAtColumn = () => instantColumn('created_at').notNull().defaultNow();

export { tenantForeignKey } from './tenant-foreign-key.ts';
