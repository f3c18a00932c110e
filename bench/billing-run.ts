// The billing run at scale (issue 25): --members (100,000) memberships due the same day, each
// with a card on file on the sandbox processor (1 in 20 declines), charged by one billing pass in
// this process (--lanes provider calls at once, 8 by default; pool of 16), on a scratch PostgreSQL database beside
// DATABASE_URL. The baseline, measured in the same run on the same database: inserting the same
// number of payment rows one by one, 8 at once. Prints both and their ratio.
//
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/billing-run.ts [--members=100000]
import { sql } from 'drizzle-orm';
import { runBilling } from '../apps/server/src/modules/billing/billing-engine.ts';
import { billingInvariants, engineDeps, prepared, seedMembers } from './billing/fixtures.ts';
import { createScratch } from './stampede/scratch.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const MEMBERS = Number(option('members') ?? 100_000);
const LANES = Number(option('lanes') ?? 8);
const say = (line: string) => process.stdout.write(`${line}\n`);

const scratch = await createScratch('postgres', process.env.DATABASE_URL);
const database = await scratch.open(16);
try {
  const { client, plan } = await prepared(database);
  await seedMembers(database, {
    clientId: client.id,
    slug: client.slug,
    planId: plan.id,
    count: MEMBERS,
    declineEvery: 20,
  });
  say(`${MEMBERS} members seeded`);

  const billingStarted = performance.now();
  const report = await runBilling(
    engineDeps(database, () => new Date('2026-02-10T12:00:00Z'), { parallelTries: LANES }),
  );
  const billingMs = performance.now() - billingStarted;
  say(`billing pass: ${JSON.stringify(report)}`);

  await database.db.execute(
    sql`create table bench_payment_rows (like membership_charges including defaults including identity)`,
  );
  const baselineStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < MEMBERS) {
        next += 1;
        const i = next;
        await database.db.execute(sql`insert into bench_payment_rows
          (client_id, membership_id, user_id, period_start, period_end, amount_pence, status, provider, provider_transaction_id, paid_at)
          values (${client.id}, ${i}, ${i}, '2026-02-10', '2026-03-10', 1000, 'paid', 'sandbox', ${`tx_${i}`}, now())`);
      }
    }),
  );
  const baselineMs = performance.now() - baselineStarted;
  const invariants = await billingInvariants(database, '2026-02-10');
  say(`invariants: ${JSON.stringify(invariants)}`);
  const rate = (ms: number) => Math.round(MEMBERS / (ms / 1000));
  say(`billing run: ${(billingMs / 1000).toFixed(1)} s (${rate(billingMs)} memberships/s)`);
  say(
    `baseline, ${MEMBERS} payment rows inserted: ${(baselineMs / 1000).toFixed(1)} s (${rate(baselineMs)} rows/s)`,
  );
  say(`ratio billing / baseline: ${(billingMs / baselineMs).toFixed(2)}`);
} finally {
  await database.close();
  await scratch.drop();
}
