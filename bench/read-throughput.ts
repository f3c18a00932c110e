// Read-path throughput: the venue list and the theme, each against a trivial baseline route
// measured in the same run on the same server (a ratio, because machines here are noisy).
// Run: npx tsx bench/read-throughput.ts [--database=postgres] (with DATABASE_URL for PostgreSQL)
import autocannon from 'autocannon';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { buildApp } from '../apps/server/src/http/app.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const usePostgres = process.argv.includes('--database=postgres');

const config = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' });
const database =
  usePostgres && process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 5 })
    : await openDatabase({ kind: 'pglite', dataDir: undefined });
await migrateDatabase(database);
await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
const app = await buildApp({
  config,
  database,
  beforeReady: (instance) => {
    instance.get('/bench/baseline', async () => ({ data: { ok: true }, checksum: '' }));
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(path: string): Promise<number> {
  const result = await autocannon({
    url: `${address}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { host: 'bookings.demo.localhost' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const baseline = await measure('/bench/baseline');
const rows = [['baseline (no database)', baseline]] as [string, number][];
for (const path of ['/api/venues', '/api/frontend/theme?venue=york', '/api/geocode?q=leeds']) {
  rows.push([path, await measure(path)]);
}
console.log(`\nRead throughput on ${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
for (const [name, perSecond] of rows) {
  console.log(
    `${name.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} req/s   ratio ${(perSecond / baseline).toFixed(3)}`,
  );
}
await app.close();
await database.close();
