// How far a streaming read replica trails its primary: the time from a commit returning on the
// primary to the replica having replayed it, for single commits on a quiet primary, and the time
// the replica needs to catch up after a burst of commits from several connections.
// Run: DATABASE_URL=... DATABASE_READ_URL=... npx tsx bench/replica-lag.ts [--commits=300] [--burst=5000]
// (scripts/read-replica.sh makes a local replica). Writes nothing but commit records.
import pg from 'pg';
import { parseEnv } from '../apps/server/src/config/env.ts';

// Only the database settings matter here: a bench is no production server.
const config = parseEnv({ NODE_ENV: 'test', ...process.env });
if (!config.DATABASE_URL || !config.DATABASE_READ_URL)
  throw new Error('set DATABASE_URL and DATABASE_READ_URL');
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COMMITS = option('commits', 300);
const BURST = option('burst', 5_000);
const BURST_CONNECTIONS = 8;

const primary = new pg.Pool({ connectionString: config.DATABASE_URL, max: BURST_CONNECTIONS });
const replica = new pg.Client({ connectionString: config.DATABASE_READ_URL });
await replica.connect();

/** A transaction that takes an xid, so that its commit is a WAL record the replica must replay. */
const commitOne = () => primary.query('select pg_current_xact_id()');
const primaryLsn = async () =>
  (await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn() as lsn')).rows[0]?.lsn;

/** Milliseconds until the replica has replayed `lsn`, polling as fast as it answers. */
async function replayedAfter(lsn: string | undefined, since: number): Promise<number> {
  for (;;) {
    const { rows } = await replica.query<{ done: boolean }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
      [lsn],
    );
    if (rows[0]?.done) return performance.now() - since;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

const single: number[] = [];
for (let i = 0; i < COMMITS; i++) {
  await commitOne();
  const since = performance.now();
  single.push(await replayedAfter(await primaryLsn(), since));
}
single.sort((a, b) => a - b);

const burstStarted = performance.now();
let left = BURST;
await Promise.all(
  Array.from({ length: BURST_CONNECTIONS }, async () => {
    while (left-- > 0) await commitOne();
  }),
);
const burstDone = performance.now();
const catchUp = await replayedAfter(await primaryLsn(), burstDone);

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  [
    `single commits (${COMMITS}): replayed after p50 ${ms(percentile(single, 0.5))}, p99 ${ms(percentile(single, 0.99))}, max ${ms(single.at(-1) ?? 0)}`,
    `burst: ${BURST} commits from ${BURST_CONNECTIONS} connections in ${ms(burstDone - burstStarted)} (${Math.round((BURST * 1000) / (burstDone - burstStarted))}/s); replica caught up ${ms(catchUp)} after the last`,
  ].join('\n'),
);
await replica.end();
await primary.end();
