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
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { authCookieNames } from '@leisure/contracts';
import autocannon from 'autocannon';
import { and, asc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { type Database, openDatabase, type Transaction } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  carts,
  classOccurrences,
  clients,
  sessions,
  users,
  venues,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { generateToken, hashToken } from '../apps/server/src/modules/auth/tokens.ts';
import { holdClassPlace } from '../apps/server/src/modules/cart/holds.repository.ts';
import { apiFamilyFor } from '../apps/server/src/modules/timetable/api-family.ts';
import { dayOf } from '../apps/server/src/modules/timetable/calendar.ts';

const usePostgres = process.argv.includes('--database=postgres') && Boolean(process.env.DATABASE_URL);
const CONNECTIONS = 64;
const SPACES = Number(process.env.BENCH_SPACES ?? 20);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? (usePostgres ? 10_000 : 2_000));
/** API adds on a third class before measuring, so both runs meet a warm process and pool. */
const WARM_UP = Number(process.env.BENCH_WARMUP ?? (usePostgres ? 500 : 200));
const TARGET = { ratioOfRaw: 0.5, p99Ms: 150 };
const CLIENT = 'demo';
const HOST = `bookings.${CLIENT}.localhost`;
const HOUR = 60 * 60_000;
const BATCH = 1_000;
const SEEN_AHEAD_MS = 15 * 60_000;

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
const poolFromEnv = process.env.DATABASE_POOL_SIZE;
const config = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: '0',
  ...(poolFromEnv ? { DATABASE_POOL_SIZE: poolFromEnv } : {}),
});
const database = usePostgres
  ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: config.DATABASE_POOL_SIZE })
  : await openDatabase({ kind: 'pglite', dataDir: undefined });
await migrateDatabase(database);
await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const db: Database = database.db;

const [client] = await db.select().from(clients).where(eq(clients.slug, CLIENT));
if (!client) throw new Error(`no ${CLIENT} client in the demo data`);
const clientId = client.id;

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// ---------------------------------------------------------------------------------------------
// Fixtures: hot classes, customers with sessions, carts for the baseline.

type ClassRow = typeof classOccurrences.$inferSelect;

/** Future classes open for booking now, each made to have exactly SPACES places left. */
async function hotClasses(count: number): Promise<ClassRow[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(classOccurrences)
    .where(
      and(
        eq(classOccurrences.clientId, clientId),
        eq(classOccurrences.status, 'scheduled'),
        or(isNull(classOccurrences.firstBookableAt), lte(classOccurrences.firstBookableAt, new Date(now))),
        gt(classOccurrences.startsAt, new Date(now + 2 * HOUR)),
        lt(classOccurrences.startsAt, new Date(now + 7 * 24 * HOUR)),
      ),
    )
    .orderBy(asc(classOccurrences.startsAt), asc(classOccurrences.id))
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} bookable classes in the next days`);
  for (const row of rows) {
    await db
      .update(classOccurrences)
      .set({ capacity: row.bookedCount + SPACES })
      .where(and(eq(classOccurrences.clientId, clientId), eq(classOccurrences.id, row.id)));
  }
  return rows;
}

/** The id the listings show for a class: numeric for v1, the uid for v2 (as the test kit's listing rows do). */
async function listingIdOf(row: ClassRow): Promise<{ id: number | string; family: string }> {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.id, row.venueId)));
  if (!venue) throw new Error('no venue');
  const family = apiFamilyFor({
    date: dayOf(row.startsAt, client?.timezone ?? 'Europe/London'),
    venue,
    clientMigrationDate: client?.migrationDate ?? null,
  });
  return { id: family === 'v1' ? row.id : row.uid, family };
}

/** Customers made directly in the database, in batches (no password hashing). */
async function makeUsers(count: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, k) => ({
          clientId,
          reference: `B${tag}${start + k}`,
          email: `bench-${tag}-${start + k}@example.com`,
          firstName: 'Bench',
          lastName: `Customer ${start + k}`,
          passwordHash: 'not-a-password-hash',
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Customers each with a live session: the cookie each request sends. A customer adds right after
 * reading the timetable, which wrote the session's last_seen_at (at most once a minute), so the
 * add itself does not: last_seen_at is set a little ahead, so that holds however long the run
 * takes (otherwise every request after the first minute also updates its session).
 */
async function customersWithSessions(count: number): Promise<string[]> {
  const ids = await makeUsers(count);
  const tokens = ids.map(() => generateToken());
  for (let start = 0; start < ids.length; start += BATCH) {
    await db.insert(sessions).values(
      ids.slice(start, start + BATCH).map((userId, k) => ({
        clientId,
        userId,
        tokenHash: hashToken(tokens[start + k] ?? ''),
        expiresAt: new Date(Date.now() + 24 * HOUR),
        lastSeenAt: new Date(Date.now() + SEEN_AHEAD_MS),
      })),
    );
  }
  const name = authCookieNames(CLIENT).token;
  return tokens.map((token) => `${name}=${token}`);
}

/** An open cart for each of `count` new customers (the baseline's prepared carts). */
async function cartsForNewCustomers(count: number): Promise<number[]> {
  const userIds = await makeUsers(count);
  const cartIds: number[] = [];
  for (let start = 0; start < userIds.length; start += BATCH) {
    const rows = await db
      .insert(carts)
      .values(userIds.slice(start, start + BATCH).map((userId) => ({ clientId, userId })))
      .returning({ id: carts.id });
    cartIds.push(...rows.map((row) => row.id));
  }
  return cartIds;
}

async function liveHolds(occurrenceId: number): Promise<number> {
  const [row] = await rowsOf<{ held: number }>(sql`select coalesce(sum(places), 0)::int as held
    from cart_items where client_id = ${clientId} and class_occurrence_id = ${occurrenceId}
      and status = 'held' and hold_expires_at > now()`);
  return row?.held ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Run {
  statuses: Map<string, number>;
  latencies: number[];
  seconds: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

function figuresOf(run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    perSecond: run.latencies.length / run.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

const count = (statuses: Map<string, number>, key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

/** One add per cookie, at most CONNECTIONS in flight (autocannon, one keep-alive connection each). */
function fireAdds(cookies: string[], listingId: number | string): Promise<Run> {
  const body = JSON.stringify({ items: [{ id: listingId, type: 'activity_class' }] });
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let next = 0;
  let finished = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}/api/activities/cart/add`,
        method: 'POST',
        connections: Math.min(CONNECTIONS, cookies.length),
        amount: cookies.length,
        timeout: 60,
        headers: { host: HOST, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body,
        requests: [
          {
            // Called once per request sent: each request is a different customer.
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, cookie: cookies[next++] ?? 'exhausted' },
            }),
          },
        ],
      },
      (error) => {
        if (error) return reject(error);
        if (next !== cookies.length) return reject(new Error(`${next} requests built for ${cookies.length}`));
        resolve({ statuses, latencies, seconds: (finished - started) / 1000 });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      count(statuses, String(statusCode));
      latencies.push(responseTime);
      finished = performance.now();
    });
    instance.on('reqError', () => {
      count(statuses, 'error');
      finished = performance.now();
    });
  });
}

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements the server runs to hold a class place: holdClassPlace from holds.repository.ts
 * called with a recording transaction, rendered by drizzle's PostgreSQL dialect.
 */
async function holdStatements(cartId: number, occurrence: ClassRow): Promise<Statement[]> {
  const recorded: SQL[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      recorded.push(query);
      return { rows: [] };
    },
  };
  await holdClassPlace(recorder as unknown as Transaction, {
    clientId,
    cartId,
    holdMinutes: config.CART_HOLD_MINUTES,
    pricePence: occurrence.pricePence,
    pricingOptionId: null,
    purchasedForUserId: null,
    options: {},
    occurrenceId: occurrence.id,
  });
  const dialect = new PgDialect();
  return recorded.map((query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { text, values: params };
  });
}

type Runner = (statements: Statement[]) => Promise<boolean>;

/** One hold per prepared cart, each in its own transaction, CONNECTIONS at a time. */
async function rawHolds(cartIds: number[], occurrence: ClassRow): Promise<Run> {
  const work = await Promise.all(cartIds.map((cartId) => holdStatements(cartId, occurrence)));
  const runners: Runner[] = [];
  const connections: pg.Client[] = [];
  if (usePostgres) {
    for (let i = 0; i < CONNECTIONS; i++) {
      const connection = new pg.Client({ connectionString: databaseUrl });
      await connection.connect();
      await connection.query('select 1');
      connections.push(connection);
      runners.push(async (statements) => {
        let held = false;
        await connection.query('begin');
        try {
          for (const { text, values } of statements) {
            held = (await connection.query(text, values)).rows.length > 0;
          }
          await connection.query('commit');
        } catch (error) {
          await connection.query('rollback');
          throw error;
        }
        return held;
      });
    }
  } else {
    // PGlite has one connection and runs transactions one at a time: the 64 queue for it.
    const pglite = database.pglite;
    if (!pglite) throw new Error('no PGlite instance');
    for (let i = 0; i < CONNECTIONS; i++) {
      runners.push((statements) =>
        pglite.transaction(async (tx) => {
          let held = false;
          for (const { text, values } of statements) {
            held = (await tx.query(text, values)).rows.length > 0;
          }
          return held;
        }),
      );
    }
  }
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      runners.map(async (runner) => {
        for (let i = next++; i < work.length; i = next++) {
          const begun = performance.now();
          const held = await runner(work[i] ?? []);
          latencies.push(performance.now() - begun);
          count(statuses, held ? 'held' : 'full');
        }
      }),
    );
  } finally {
    await Promise.all(connections.map((connection) => connection.end()));
  }
  return { statuses, latencies, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (label: string, value: string) => console.log(`${label.padEnd(34)} ${value}`);

try {
  const [apiClass, rawClass, warmClass] = await hotClasses(3);
  if (!apiClass || !rawClass || !warmClass) throw new Error('no hot classes');
  const apiListing = await listingIdOf(apiClass);
  const warmListing = await listingIdOf(warmClass);

  await fireAdds(await customersWithSessions(WARM_UP), warmListing.id);

  const rawRun = await rawHolds(await cartsForNewCustomers(ATTEMPTS), rawClass);
  const raw = figuresOf(rawRun);

  // Made just before the run, so every session was seen within the last minute (as a customer's
  // would be while browsing): the add path then does not write last_seen_at.
  const cookies = await customersWithSessions(ATTEMPTS);
  const apiRun = await fireAdds(cookies, apiListing.id);
  const api = figuresOf(apiRun);

  const successes = apiRun.statuses.get('201') ?? 0;
  const conflicts = apiRun.statuses.get('409') ?? 0;
  const others = [...apiRun.statuses].filter(([status]) => status !== '201' && status !== '409');
  const rawHeld = rawRun.statuses.get('held') ?? 0;
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
    `API: POST /api/activities/cart/add, class ${apiClass.id} (${apiListing.family} id ${JSON.stringify(apiListing.id)}), ${pool}, after ${WARM_UP} warm-up adds on class ${warmClass.id}`,
  );
  console.log(
    `raw: BEGIN; pg_advisory_xact_lock; the server's conditional insert; COMMIT on class ${rawClass.id}, ${usePostgres ? `${CONNECTIONS} pg connections` : 'PGlite'}, a cart per customer made beforehand`,
  );
  line('successes (201)', `${successes} of ${SPACES} spaces: ${verdict(successes)}`);
  line('409', String(conflicts));
  line('other statuses', others.length ? others.map(([status, n]) => `${status} x ${n}`).join(', ') : 'none');
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
  if (usePostgres) await withAdmin(dropBenchDatabase);
}

/** Drops the bench database once the closed pool's backends have gone (so none is terminated). */
async function dropBenchDatabase(admin: pg.Client) {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [benchDatabase],
    );
    if ((rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${benchDatabase} with (force)`);
}
