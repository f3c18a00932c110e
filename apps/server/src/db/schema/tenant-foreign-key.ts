import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foreignKey } from 'drizzle-orm/pg-core';

/**
 * A foreign key between two tenant tables, `(client_id, column)` -> `(client_id, id)`,
 * so a row can never point at another client's row. Its own module because tenancy.ts needs it
 * and columns.ts needs tenancy.ts (the tenant column references `clients`).
 */
export function tenantForeignKey(
  name: string,
  from: { clientId: AnyPgColumn; column: AnyPgColumn },
  to: { clientId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [from.clientId, from.column], foreignColumns: [to.clientId, to.id] });
}
