// The stampede drill over HTTP, against the real built server in its own process(es).
//
// For each of the last places of a class, a court slot, a ticket quota and a course: BENCH_ATTEMPTS
// customers (10,000 on PostgreSQL, 2,000 on PGlite), each with their own session, POST
// /api/activities/cart/add once, 64 connections at a time, against `node apps/server/dist/main.js`
// with SERVER_PROCESSES=--processes (3 on PostgreSQL; PGlite is one process). Exactly the spaces
// must succeed (201, and as many places held in the database), every other answer must be a 409
// `place_unavailable` in the contract's shape; repeated --runs times (3). Exits non-zero otherwise.
//
// In the same run, on the same data: the negative control (a naive check-then-insert from 64
// connections must sell more places than there are); throughput on 1 process next to
// --processes, each run on freshly started servers taking turns, for the class stampede and for
// bookings spread over many classes (every add holds a place: BENCH_SPREAD_ATTEMPTS, 3,000 on
// PostgreSQL, 600 on PGlite); and the server's raw hold SQL for both (as bench/cart-stampede.ts).
//
// Run: npm run build, then
//   npx tsx bench/stampede-http.ts                                   # PGlite, 1 process
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/stampede-http.ts --database=postgres [--processes=3] [--runs=3]
// A scratch database is created beside DATABASE_URL's (or a PGlite folder in the temporary
// folder), seeded for today, and dropped afterwards. BENCH_SPACES (20) sets the places of the
// class, ticket time and course (a slot has one); DATABASE_POOL_SIZE the server's pool (5).
import { eq } from 'drizzle-orm';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { clients } from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { dropSlotIndex, naiveSales, rawHolds } from './stampede/controls.ts';
import { figuresOf, fireAdds } from './stampede/fire.ts';
import { type Fixtures, fixturesOf, TARGET_KINDS, TARGET_LABELS, type Target } from './stampede/fixtures.ts';
import { type Planned, type Report, report } from './stampede/report.ts';
import { createScratch } from './stampede/scratch.ts';
import { requireBuiltServer, startServer } from './stampede/server.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const usePostgres = option('database') === 'postgres';
const PROCESSES = Number(option('processes') ?? (usePostgres ? 3 : 1));
const RUNS = Number(option('runs') ?? 3);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? (usePostgres ? 10_000 : 2_000));
const SPREAD_ATTEMPTS = Number(process.env.BENCH_SPREAD_ATTEMPTS ?? (usePostgres ? 3_000 : 600));
const SPREAD_CLASSES = 40;
const SPACES = Number(process.env.BENCH_SPACES ?? 20);
const WARM_UP = Number(process.env.BENCH_WARMUP ?? (usePostgres ? 500 : 200));
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

requireBuiltServer();
if (!usePostgres && PROCESSES > 1) {
  process.stderr.write(
    'PGlite is one process (the server refuses SERVER_PROCESSES > 1 on it): use --database=postgres.\n',
  );
  process.exit(2);
}

const say = (line: string) => process.stdout.write(`${line}\n`);

/** What one server start fires: a warm-up, then its stampede drills, then the spread drill. */
interface ServerPlan {
  processes: number;
  run: number;
  warm: Planned;
  stampedes: Planned[];
  spreadCookies: string[];
}

async function planServer(fx: Fixtures, processes: number, run: number, kinds: readonly Target['kind'][]) {
  const drill = async (kind: Target['kind'], customers: number): Promise<Planned> => ({
    run,
    target: await fx.target(kind, SPACES),
    cookies: await fx.customersWithSessions(customers),
  });
  const plan: ServerPlan = {
    processes,
    run,
    warm: await drill('class', WARM_UP),
    stampedes: [],
    spreadCookies: [],
  };
  for (const kind of kinds) plan.stampedes.push(await drill(kind, ATTEMPTS));
  plan.spreadCookies = await fx.customersWithSessions(SPREAD_ATTEMPTS);
  return plan;
}

async function drillOn(plan: ServerPlan, spread: Target[], into: Report): Promise<void> {
  const server = await startServer({
    processes: plan.processes,
    databaseEnv: scratch.serverEnv,
    logLevel: LOG_LEVEL,
    poolSize: process.env.DATABASE_POOL_SIZE,
  });
  const at = `${plan.processes} process(es), run ${plan.run}`;
  try {
    await fireAdds(server.url, plan.warm.cookies, () => plan.warm.target.item);
    for (const each of plan.stampedes) {
      const drill = await fireAdds(server.url, each.cookies, () => each.target.item);
      into.stampedes.push({ ...each, processes: plan.processes, drill, taken: -1 });
      const { perSecond } = figuresOf(drill);
      say(
        `  ${at}, ${TARGET_LABELS[each.target.kind]}: ${drill.successes} x 201, ${drill.refusals} x 409, ${perSecond.toFixed(0)} req/s`,
      );
    }
    const drill = await fireAdds(
      server.url,
      plan.spreadCookies,
      (i) => spread[i % spread.length]?.item ?? {},
    );
    into.spreads.push({ processes: plan.processes, run: plan.run, drill });
    say(
      `  ${at}, spread over ${spread.length} classes: ${drill.successes} x 201, ${figuresOf(drill).perSecond.toFixed(0)} req/s`,
    );
  } finally {
    await server.stop();
  }
}

const scratch = await createScratch(usePostgres ? 'postgres' : 'pglite', process.env.DATABASE_URL);
try {
  // 1. Everything the drills need, before any server starts (PGlite admits one process at a time).
  say(`Preparing a scratch ${scratch.kind} database, and ${ATTEMPTS} customers with sessions per drill...`);
  let database = await scratch.open();
  await migrateDatabase(database);
  await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
  const [client] = await database.db.select().from(clients).where(eq(clients.slug, 'demo'));
  if (!client) throw new Error('no demo client');
  const fx = fixturesOf(database.db, client);
  const plans: ServerPlan[] = [];
  for (let run = 1; run <= RUNS; run++) {
    plans.push(await planServer(fx, PROCESSES, run, TARGET_KINDS));
    if (PROCESSES > 1) plans.push(await planServer(fx, 1, run, ['class']));
  }
  // Room for every spread add of the bench, HTTP and raw, so each of them holds a place.
  const spread: Target[] = [];
  for (let i = 0; i < SPREAD_CLASSES; i++) spread.push(await fx.target('class', 1_000_000));
  const rawClasses: Target[] = [];
  for (let run = 1; run <= RUNS; run++) rawClasses.push(await fx.target('class', SPACES));
  const baskets = await fx.cartsForNewCustomers(Math.max(ATTEMPTS, SPREAD_ATTEMPTS));
  const naiveTargets: Target[] = [];
  for (const kind of TARGET_KINDS) naiveTargets.push(await fx.target(kind, SPACES));
  await database.close();

  // 2. Over HTTP, each run on freshly started servers: every target on PROCESSES, then the class
  // on one process (taking turns, so that the machine's noise falls on both alike).
  const result: Report = { stampedes: [], spreads: [], raws: [], rawSpreads: [], naive: [], spreadHeld: 0 };
  for (const plan of plans) await drillOn(plan, spread, result);

  // 3. What the database holds, the raw SQL and the negative control, with no server running.
  database = await scratch.open(64);
  const check = fixturesOf(database.db, client);
  for (const each of result.stampedes) each.taken = await check.placesTaken(each.target);
  say('Raw hold SQL...');
  const raw = (occurrenceIds: number[], cartIds: number[]) =>
    rawHolds({ database, url: scratch.url, clientId: client.id, cartIds, occurrenceIds });
  for (const occurrence of rawClasses)
    result.raws.push(await raw([occurrence.id], baskets.slice(0, ATTEMPTS)));
  for (let run = 1; run <= RUNS; run++) {
    result.rawSpreads.push(
      await raw(
        spread.map((target) => target.id),
        baskets.slice(0, SPREAD_ATTEMPTS),
      ),
    );
  }
  for (const target of spread) result.spreadHeld += await check.placesTaken(target);
  say('Negative control (check-then-insert, no lock)...');
  await dropSlotIndex(database.db);
  for (const target of naiveTargets) {
    const sold = await naiveSales({
      db: database.db,
      clientId: client.id,
      cartIds: baskets,
      target,
      attempts: ATTEMPTS,
    });
    result.naive.push({ target, sold });
  }
  await database.close();

  report(result, {
    engine: usePostgres ? 'PostgreSQL' : 'PGlite',
    processes: PROCESSES,
    runs: RUNS,
    attempts: ATTEMPTS,
    spreadAttempts: SPREAD_ATTEMPTS,
    spreadClasses: SPREAD_CLASSES,
    spaces: SPACES,
  });
} finally {
  await scratch.drop();
}
