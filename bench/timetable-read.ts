// Timetable read of the busiest class day at 64 connections, next to the cheapest JSON route
// (the baseline) measured in the same run on the same server. Targets: >= 5,000 req/s, p99 < 50 ms.
// Then the same day read by a logged-in customer (their basket, bookings and waiting lists marked
// on the shared listing), next to the visitor's read: issue 27 asks for at least 0.5 of it on
// PostgreSQL (0.3 on PGlite) and p99 < 50 ms. The customer holds a class of the day in their
// basket, so the marking has something to mark.
// Run: npx tsx bench/timetable-read.ts [--database=postgres] (with DATABASE_URL for PostgreSQL;
// a fresh database is created beside it, seeded for today, and dropped afterwards).

import { eq } from 'drizzle-orm';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { clients } from '../apps/server/src/db/schema/index.ts';
import { type Figures, measureRoute } from './stampede/fire.ts';
import { fixturesOf } from './stampede/fixtures.ts';
import { BASELINE_PATH, serveInProcess } from './stampede/in-process.ts';
import { createScratch } from './stampede/scratch.ts';
import { benchProductionEnv, HOST_HEADER } from './stampede/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const TARGET = { perSecond: 5_000, p99Ms: 50 };
const VENUE = 'leeds-central';
const ACTIVITY = 'fitness-classes';
const usePostgres = process.argv.includes('--database=postgres') && Boolean(process.env.DATABASE_URL);

const scratch = usePostgres ? await createScratch('postgres', process.env.DATABASE_URL) : undefined;
const config = parseEnv({ ...benchProductionEnv(), LOG_LEVEL: 'silent', PORT: '0' });
// The server's default pool (DATABASE_POOL_SIZE, 5), unless the bench is told otherwise.
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 5);
// PGlite stays in memory: a scratch folder (createScratch) would put it on disk, a different measure.
const database = scratch
  ? await scratch.open(POOL_SIZE)
  : await openDatabase({ kind: 'pglite', dataDir: undefined });
const { app, address } = await serveInProcess({ config, database, hasBaselineRoute: true });

async function getData<T>(path: string): Promise<T> {
  const response = await fetch(`${address}${path}`, { headers: { host: HOST_HEADER } });
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

const measure = (path: string, cookie?: string) =>
  measureRoute(address, path, { connections: CONNECTIONS, seconds: DURATION_SECONDS, cookie });

/** A customer's session cookie, with one class of `date` held in their basket. */
async function customerHolding(date: string): Promise<string> {
  const [client] = await database.db.select().from(clients).where(eq(clients.slug, 'demo'));
  if (!client) throw new Error('no demo client');
  const [cookie] = await fixturesOf(database.db, client).customersWithSessions(1);
  if (!cookie) throw new Error('no customer');
  const day = await getData<{ classes: { id: string; objectType: string }[] }>(timetablePath(date));
  const held = day.classes[day.classes.length - 1];
  if (!held) throw new Error('no class to hold');
  const response = await fetch(`${address}/api/activities/cart/add`, {
    method: 'POST',
    headers: {
      host: HOST_HEADER,
      cookie,
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ items: [{ id: held.id, type: held.objectType }] }),
  });
  if (response.status !== 201)
    throw new Error(`holding a class: ${response.status} ${await response.text()}`);
  return cookie;
}

try {
  const busiest = await busiestDay();
  const timetable = timetablePath(busiest.date);
  const cookie = await customerHolding(busiest.date);
  await measure(BASELINE_PATH); // warm-up
  await measure(timetable, cookie); // warm-up
  const rows: [string, Figures][] = [
    ['baseline (no database)', await measure(BASELINE_PATH)],
    [`timetable ${busiest.date} (${busiest.classes} classes)`, await measure(timetable)],
    ['the same, logged in (one class held)', await measure(timetable, cookie)],
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
  const visitor = rows[1]?.[1];
  const customer = rows[2]?.[1];
  if (visitor && customer) {
    const ratio = customer.perSecond / visitor.perSecond;
    const floor = database.kind === 'pglite' ? 0.3 : 0.5;
    console.log(
      `logged in / visitor: ${ratio.toFixed(3)} (target >= ${floor} and p99 < ${TARGET.p99Ms} ms: ${ratio >= floor && customer.p99 < TARGET.p99Ms ? 'met' : 'NOT met'})`,
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
  await scratch?.drop();
}
