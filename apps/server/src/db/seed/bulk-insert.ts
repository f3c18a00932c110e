import { getTableColumns, type InferInsertModel, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client.ts';

/** Rows per statement for `insertMany`. */
export const ROWS_PER_INSERT = 5_000;

export function inChunks<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Inserts many rows with one statement per chunk, each column sent as one array parameter
 * (`insert ... select * from unnest($1::integer[], $2::text[], ...)`). Measured on PGlite it is
 * about 2.5 times faster than a multi-row VALUES list, most of which is drizzle building the
 * list's SQL. Every row must carry the same keys; a key left out takes the column default.
 */
export async function insertMany<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (const chunk of inChunks(rows)) {
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}
