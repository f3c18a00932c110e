// The kill drill (issue 8): many customers check out over HTTP while server workers are
// SIGKILLed and PostgreSQL is restarted at random moments, including while 3-D Secure pages are
// open; afterwards the database must show every acknowledged order, no charge without a booking
// or a refund, nothing charged twice, no class oversold and no hold kept past its rule.
//
// The built server runs as `node apps/server/dist/main.js` with SERVER_PROCESSES=--processes (3),
// NODE_ENV=production, on a scratch database created on the drill's own cluster
// (DRILL_DATABASE_URL, default postgres://postgres@127.0.0.1:5434/postgres; dropped afterwards,
// kept when an invariant fails). The drill restarts that cluster with pg_ctlcluster, so it must be
// a local cluster of its own (never 5432) and the drill must run as root or its owner; when no
// cluster serves that port, the drill makes one there (`drill`, Debian's pg_createcluster).
//
// --checkouts customers (300), each with a session made in the database and a class of their
// own choosing (classes of 9 places for 10 customers, so some adds are refused), start over 80 %
// of --seconds (90); half pay with the approving card, half with the 3-D Secure card and approve
// the bank's page, and 1 in 10 walks away before paying (their holds must still end). A dropped
// connection or a 5xx is sent again as a browser would (bench/kill-drill/browser.ts). The chaos
// runs for --seconds. Once the server has stopped, the payment reconciler does what it would over
// the next half hour (bench/kill-drill/reconcile.ts); then the invariants are read. Exits
// non-zero when an invariant fails.
//
// Run: npm run build, then
//   npx tsx bench/kill-drill.ts [--processes=3] [--checkouts=300] [--seconds=90]
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { clients } from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo-data.ts';
import { pause } from './kill-drill/browser.ts';
import { clusterOn, unleash } from './kill-drill/chaos.ts';
import { type DrillClass, verify } from './kill-drill/invariants.ts';
import { type Customer, checkout } from './kill-drill/journey.ts';
import { reconcileAfterwards } from './kill-drill/reconcile.ts';
import { report } from './kill-drill/report.ts';
import { serverLog } from './kill-drill/server-log.ts';
import { fixturesOf } from './stampede/fixtures.ts';
import { createScratch } from './stampede/scratch.ts';
import { requireBuiltServer, startServer } from './stampede/server.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const PROCESSES = Number(option('processes') ?? 3);
const CHECKOUTS = Number(option('checkouts') ?? 300);
const SECONDS = Number(option('seconds') ?? 90);
const ADMIN_URL = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5434/postgres';
/** The product's default hold (decision 12), so that paying's 30-minute extension matters. */
const HOLD_MINUTES = 15;
const CUSTOMERS_PER_CLASS = 10;
const SPACES_PER_CLASS = 9;
/** Of every 20 customers, the last two walk away without paying (one per card). */
const WALK_AWAY_EVERY = 20;
/** When PostgreSQL goes down, as fractions of --seconds: a fast restart, then a crash. */
const RESTART_AT = [0.3, 0.65];
/** Customers start over this part of the chaos, so that the chaos meets every step. */
const STARTS_OVER = 0.8;

requireBuiltServer();
const say = (line: string) => process.stdout.write(`${line}\n`);
const began = Date.now();
const cluster = await clusterOn(Number(new URL(ADMIN_URL).port || 5432), say);
const scratch = await createScratch('postgres', ADMIN_URL);
let isHeld = false;
try {
  say(
    `Preparing a scratch database on cluster ${cluster.version}/${cluster.name}, ${CHECKOUTS} customers...`,
  );
  const database = await scratch.open();
  await migrateDatabase(database);
  await database.withExclusiveLock((db) => seedDemoData(db, { today: new Date() }));
  const [client] = await database.db.select().from(clients).where(eq(clients.slug, 'demo'));
  if (!client) throw new Error('no demo client');
  const fx = fixturesOf(database.db, client);
  const classes: (DrillClass & { item: Record<string, unknown> })[] = [];
  for (let i = 0; i < Math.ceil(CHECKOUTS / CUSTOMERS_PER_CLASS); i++) {
    const target = await fx.target('class', SPACES_PER_CLASS);
    const [row] = await rowsOf<{ booked: number; price: number }>(
      database.db,
      sql`select booked_count as booked, price_pence as price from class_occurrences where id = ${target.id}`,
    );
    if (!row || row.price <= 0) throw new Error(`class ${target.id} is free: nothing to pay by card`);
    classes.push({ id: target.id, spaces: SPACES_PER_CLASS, bookedBefore: row.booked, item: target.item });
  }
  const customers: Customer[] = (await fx.customersWithIds(CHECKOUTS)).map((each, index) => ({
    index,
    ...each,
    card: index % 2 === 0 ? 'approve' : 'challenge',
    walksAway: index % WALK_AWAY_EVERY >= WALK_AWAY_EVERY - 2,
    item: classes[index % classes.length]?.item ?? {},
  }));
  await database.close();

  const log = serverLog();
  const server = await startServer({
    processes: PROCESSES,
    databaseEnv: scratch.serverEnv,
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
    env: { CART_HOLD_MINUTES: String(HOLD_MINUTES) },
    onOutput: log.write,
  });
  say(`Server up (${PROCESSES} processes, primary ${server.pid}); ${CHECKOUTS} checkouts under chaos...`);
  let isLoadOver = false;
  const loadStarted = Date.now();
  const load = Promise.all(
    customers.map(async (customer, i) => {
      await pause((i * SECONDS * 1000 * STARTS_OVER) / CHECKOUTS);
      return checkout(server.url, customer);
    }),
  ).finally(() => {
    isLoadOver = true;
  });
  const [outcomes, chaos] = await Promise.all([
    load,
    unleash({
      primaryPid: server.pid,
      cluster,
      seconds: SECONDS,
      restartAt: RESTART_AT,
      isOver: () => isLoadOver,
    }),
  ]);
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const isServerAlive = (() => {
    try {
      return process.kill(server.pid, 0);
    } catch {
      return false;
    }
  })();
  await server.stop();
  await log.close();

  const check = await scratch.open();
  const reconciled = await reconcileAfterwards(check.db, HOLD_MINUTES);
  say(
    `The payment reconciler, 30 minutes on: ${reconciled.settled} interrupted payments settled, ` +
      `${reconciled.challengesSettled} challenges recorded, ${reconciled.booked} paid baskets booked, ` +
      `${reconciled.refunded} refunded, ${reconciled.left} left`,
  );
  const verdicts = await verify(check.db, {
    customerIds: customers.map((each) => each.userId),
    acknowledged: outcomes.flatMap((each) =>
      each.orderId === undefined ? [] : [{ userId: each.customer.userId, orderId: each.orderId }],
    ),
    lastHoldExtension: outcomes.flatMap((each) =>
      each.lastHoldExtensionAt ? [{ userId: each.customer.userId, at: each.lastHoldExtensionAt }] : [],
    ),
    classes,
    holdMinutes: HOLD_MINUTES,
  });
  await check.close();
  isHeld = report(
    {
      checkouts: CHECKOUTS,
      processes: PROCESSES,
      seconds: SECONDS,
      port: cluster.port,
      classes: classes.length,
      customersPerClass: CUSTOMERS_PER_CLASS,
      spacesPerClass: SPACES_PER_CLASS,
    },
    {
      outcomes,
      chaos,
      verdicts,
      primaryLines: await log.primaryLines(),
      timings: { loadSeconds, totalSeconds: (Date.now() - began) / 1000, isServerAlive },
    },
  );
  say(`The server's output: ${log.path}`);
  if (!isHeld) process.exitCode = 1;
} finally {
  if (isHeld) await scratch.drop();
  else say(`The scratch database is kept for a look: ${scratch.url}`);
}
