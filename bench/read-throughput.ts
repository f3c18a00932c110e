// Read-path throughput: the venue list and the theme, each against a trivial baseline route
// measured in the same run on the same server (a ratio, because machines here are noisy).
// Run: npx tsx bench/read-throughput.ts [--database=postgres] (with DATABASE_URL for PostgreSQL)
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { measureRoute } from './stampede/fire.ts';
import { BASELINE_PATH, serveInProcess } from './stampede/in-process.ts';
import { benchProductionEnv } from './stampede/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const usePostgres = process.argv.includes('--database=postgres');

const config = parseEnv({ ...benchProductionEnv(), LOG_LEVEL: 'silent', PORT: '0' });
const database =
  usePostgres && process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 5 })
    : await openDatabase({ kind: 'pglite', dataDir: undefined });
const { app, address } = await serveInProcess({ config, database, hasBaselineRoute: true });

const measure = async (path: string) =>
  (await measureRoute(address, path, { connections: CONNECTIONS, seconds: DURATION_SECONDS })).perSecond;

const baseline = await measure(BASELINE_PATH);
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
