// The server inside the bench's own process (buildApp: no build needed), for the benches that
// measure it in-process: on its database migrated and seeded for today, listening on a free port.
// The read benches add a baseline route that touches no database, measured beside their routes.
import type { Env } from '../../apps/server/src/config/env.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo-data.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';

export const BASELINE_PATH = '/bench/baseline';

export async function serveInProcess(input: {
  config: Env;
  database: DatabaseHandle;
  hasBaselineRoute?: boolean;
}) {
  const { config, database } = input;
  await migrateDatabase(database);
  await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
  const app = await buildApp({
    config,
    database,
    beforeReady: (instance) => {
      if (input.hasBaselineRoute)
        instance.get(BASELINE_PATH, async () => ({ data: { ok: true }, checksum: '' }));
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address };
}
