// Add-to-basket stampede on ONE hot class: BENCH_ATTEMPTS customers (10,000 on PostgreSQL, 2,000 on
// PGlite), each with their own live session, POST /api/activities/cart/add at most 64 in flight
// against a class with BENCH_SPACES places (20). Exactly SPACES must succeed (201), the rest 409.
// Baseline, measured in the same run: the server's own hold SQL (pg_advisory_xact_lock + the one
// conditional insert, taken from holds.repository.ts) in a transaction per attempt, with a cart
// per customer made beforehand, at 64 pg connections against another class with the same spaces.
// Targets: API req/s >= 50% of raw req/s and API p99 < 150 ms.
// Run: npx tsx bench/cart-stampede.ts [--database=postgres] (with DATABASE_URL for PostgreSQL;
// a fresh database is created beside it, seeded for today, and dropped afterwards). The server
// pool is the server's default DATABASE_POOL_SIZE unless DATABASE_POOL_SIZE is set.
import { and, eq } from 'drizzle-orm';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { classOccurrences, clients } from '../apps/server/src/db/schema/index.ts';
import { liveHeldPlaces } from '../apps/server/src/modules/timetable/capacity.ts';
import { rawHolds } from './stampede/controls.ts';
import { CONNECTIONS, figuresOf, fireAdds } from './stampede/fire.ts';
import { fixturesOf } from './stampede/fixtures.ts';
import { serveInProcess } from './stampede/in-process.ts';
import { createScratch } from './stampede/scratch.ts';
import { benchProductionEnv } from './stampede/server.ts';

const usePostgres = process.argv.includes('--database=postgres') && Boolean(process.env.DATABASE_URL);
const SPACES = Number(process.env.BENCH_SPACES ?? 20);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? (usePostgres ? 10_000 : 2_000));
/** API adds on a third class before measuring, so both runs meet a warm process and pool. */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? (usePostgres ? 500 : 200));
const TARGET = { ratioOfRaw: 0.5, p99Ms: 150 };
const CLIENT = 'demo';

const scratch = usePostgres ? await createScratch('postgres', process.env.DATABASE_URL) : undefined;
const poolFromEnv = process.env.DATABASE_POOL_SIZE;
const config = parseEnv({
  ...benchProductionEnv(),
  LOG_LEVEL: 'silent',
  PORT: '0',
  ...(poolFromEnv ? { DATABASE_POOL_SIZE: poolFromEnv } : {}),
});
// PGlite stays in memory: a scratch folder (createScratch) would put it on disk, a different measure.
const database = scratch
  ? await scratch.open(config.DATABASE_POOL_SIZE)
  : await openDatabase({ kind: 'pglite', dataDir: undefined });
const { app, address } = await serveInProcess({ config, database });
const db = database.db;

const [client] = await db.select().from(clients).where(eq(clients.slug, CLIENT));
if (!client) throw new Error(`no ${CLIENT} client in the demo data`);
const clientId = client.id;
const fx = fixturesOf(db, client);

/** Places held by live holds on a class, by the server's own rule. */
async function liveHolds(occurrenceId: number): Promise<number> {
  const [row] = await db
    .select({ held: liveHeldPlaces('class_occurrences') })
    .from(classOccurrences)
    .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, occurrenceId)));
  return row?.held ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, value: string) => console.log(`${label.padEnd(34)} ${value}`);

try {
  const apiClass = await fx.target('class', SPACES);
  const rawClass = await fx.target('class', SPACES);
  const warmClass = await fx.target('class', SPACES);

  await fireAdds(address, await fx.customersWithSessions(WARM_UP), () => warmClass.item);

  const rawRun = await rawHolds({
    database,
    url: scratch?.url,
    clientId,
    cartIds: await fx.cartsForNewCustomers(ATTEMPTS),
    occurrenceIds: [rawClass.id],
  });
  const raw = figuresOf(rawRun);

  // Made just before the run, so every session was seen within the last minute (as a customer's
  // would be while browsing): the add path then does not write last_seen_at.
  const cookies = await fx.customersWithSessions(ATTEMPTS);
  const apiRun = await fireAdds(address, cookies, () => apiClass.item);
  const api = figuresOf(apiRun);

  const { successes, refusals, others } = apiRun;
  const rawHeld = rawRun.held;
  const heldApi = await liveHolds(apiClass.id);
  const heldRaw = await liveHolds(rawClass.id);
  const ratio = api.perSecond / raw.perSecond;
  const verdict = (n: number) => (n === SPACES ? 'OK' : n > SPACES ? 'OVERSOLD' : 'UNDERSOLD');

  const pool = usePostgres
    ? `server pool ${config.DATABASE_POOL_SIZE} (${poolFromEnv ? 'DATABASE_POOL_SIZE' : "the server's default"})`
    : 'PGlite: one connection, one transaction at a time';
  console.log(
    `\nCart stampede on ${database.kind}: ${ATTEMPTS} add-to-basket attempts, ${CONNECTIONS} in flight, one class with ${SPACES} spaces`,
  );
  console.log(
    `API: POST /api/activities/cart/add, class ${apiClass.id} (${apiClass.family} id ${JSON.stringify(apiClass.item.id)}), ${pool}, after ${WARM_UP} warm-up adds on class ${warmClass.id}`,
  );
  console.log(
    `raw: BEGIN; pg_advisory_xact_lock; the server's conditional insert; COMMIT on class ${rawClass.id}, ${usePostgres ? `${CONNECTIONS} pg connections` : 'PGlite'}, a cart per customer made beforehand`,
  );
  line('successes (201)', `${successes} of ${SPACES} spaces: ${verdict(successes)}`);
  line('409', String(refusals));
  line('other statuses', others.size ? [...others].map(([what, n]) => `${what} x ${n}`).join(', ') : 'none');
  line('API req/s', api.perSecond.toFixed(0));
  line('API p50', ms(api.p50));
  line('API p99', ms(api.p99));
  line('raw successes', `${rawHeld} of ${SPACES} spaces: ${verdict(rawHeld)}`);
  line('raw req/s', raw.perSecond.toFixed(0));
  line('raw p50 / p99', `${ms(raw.p50)} / ${ms(raw.p99)}`);
  line('ratio (API req/s / raw req/s)', ratio.toFixed(3));
  line(
    'live holds in the database',
    `API class ${heldApi}: ${verdict(heldApi)}, raw class ${heldRaw}: ${verdict(heldRaw)}`,
  );
  const meets = ratio >= TARGET.ratioOfRaw && api.p99 < TARGET.p99Ms;
  console.log(
    `target >= ${TARGET.ratioOfRaw * 100}% of raw and p99 < ${TARGET.p99Ms} ms: ${meets ? 'met' : 'NOT met'}`,
  );
  if ([successes, rawHeld, heldApi, heldRaw].some((n) => n !== SPACES)) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await scratch?.drop();
}
