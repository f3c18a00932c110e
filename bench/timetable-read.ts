// Timetable read of the busiest class day at 64 connections, next to the cheapest JSON route
// (the baseline) measured in the same run on the same server. Targets: >= 5,000 req/s, p99 < 50 ms.
// Run: npx tsx bench/timetable-read.ts [--database=postgres] (with DATABASE_URL for PostgreSQL;
// a fresh database is created beside it, seeded for today, and dropped afterwards).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { buildApp } from '../apps/server/src/http/app.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const TARGET = { perSecond: 5_000, p99Ms: 50 };
const VENUE = 'leeds-central';
const ACTIVITY = 'fitness-classes';
const usePostgres = process.argv.includes('--database=postgres') && Boolean(process.env.DATABASE_URL);

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const benchDatabase = `leisure_bench_${randomBytes(4).toString('hex')}`;
let databaseUrl = '';
if (usePostgres) {
  await withAdmin((admin) => admin.query(`create database ${benchDatabase}`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
}
const config = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' });
const database = usePostgres
  ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 })
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
const headers = { host: 'bookings.demo.localhost' };

async function getData<T>(path: string): Promise<T> {
  const response = await fetch(`${address}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The viewable date with the most classes at the venue. */
async function busiestDay(): Promise<{ date: string; classes: number }> {
  const dates = await getData<{ raw: string }[]>(
    `/api/activities/venue/${VENUE}/activity-category/${ACTIVITY}/dates`,
  );
  let busiest = { date: '', classes: -1 };
  for (const { raw } of dates) {
    const day = await getData<{ classes: unknown[] }>(timetablePath(raw));
    if (day.classes.length > busiest.classes) busiest = { date: raw, classes: day.classes.length };
  }
  return busiest;
}

const timetablePath = (date: string) =>
  `/api/activities/venue/${VENUE}/activity/${ACTIVITY}/v2/timetable?date=${date}`;

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

async function measure(path: string): Promise<Figures> {
  const result = await autocannon({
    url: `${address}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const busiest = await busiestDay();
  const timetable = timetablePath(busiest.date);
  await measure('/bench/baseline'); // warm-up
  const rows: [string, Figures][] = [
    ['baseline (no database)', await measure('/bench/baseline')],
    [`timetable ${busiest.date} (${busiest.classes} classes)`, await measure(timetable)],
  ];
  const baseline = rows[0]?.[1].perSecond ?? 1;
  console.log(
    `\nTimetable read on ${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each: ${timetable}`,
  );
  for (const [name, figures] of rows) {
    console.log(
      `${name.padEnd(44)} ${figures.perSecond.toFixed(0).padStart(7)} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms   ratio ${(figures.perSecond / baseline).toFixed(3)}`,
    );
  }
  const result = rows[1]?.[1];
  if (result) {
    const meets = result.perSecond >= TARGET.perSecond && result.p99 < TARGET.p99Ms;
    console.log(
      `target >= ${TARGET.perSecond} req/s and p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await app.close();
  await database.close();
  if (usePostgres)
    await withAdmin((admin) => admin.query(`drop database if exists ${benchDatabase} with (force)`));
}
