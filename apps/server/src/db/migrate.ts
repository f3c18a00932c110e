import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

/** The generated SQL migrations (apps/server/drizzle), found from source or from the bundle. */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let directory = start;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(directory, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    directory = dirname(directory);
  }
  throw new Error(`No drizzle migrations folder found above ${start}`);
}

/** Applies every pending migration; safe when several processes start at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  await handle.withExclusiveLock(async (db) => {
    if (handle.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
