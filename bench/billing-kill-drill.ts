// The billing kill drill (issue 25): --processes (3) billing processes run each simulated day of
// --months (3) months of renewals for --members (300) members (1 in 7 cards declines, so retries
// and arrears happen too), while the drill SIGKILLs them at random moments and each kills
// itself at the engine's fault points with some chance. Each day is run in rounds 10 minutes of
// simulated time apart, so a try left mid-call by a killed process is taken over once its
// 5-minute lease is past. Afterwards: no period charged twice at the processor, no period missed,
// every paid charge matched by its processor transaction and every processor transaction
// recorded. Exits non-zero when one fails.
//
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/billing-kill-drill.ts [--members=300] [--months=3]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BILLING_DAY, billingInvariants, prepared, seedMembers } from './billing/fixtures.ts';
import { createScratch } from './stampede/scratch.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const MEMBERS = Number(option('members') ?? 300);
const MONTHS = Number(option('months') ?? 3);
const PROCESSES = Number(option('processes') ?? 3);
const ROUNDS_PER_DAY = 3;
const FAULT_CHANCE = 0.01;
const say = (line: string) => process.stdout.write(`${line}\n`);
const worker = fileURLToPath(new URL('./billing/drill-worker.ts', import.meta.url));

const scratch = await createScratch('postgres', process.env.DATABASE_URL);
const database = await scratch.open(4);
let failed = false;
let kills = 0;

/** One billing process at `now`; the drill may SIGKILL it after a random moment. */
function billingProcess(now: Date, chaos: boolean): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', worker], {
      env: {
        ...process.env,
        DRILL_URL: scratch.url,
        DRILL_NOW: now.toISOString(),
        DRILL_FAULT: chaos ? String(FAULT_CHANCE) : '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const timer =
      chaos && Math.random() < 0.5
        ? setTimeout(
            () => {
              kills += 1;
              // The whole process group: npx, tsx and the billing process itself.
              if (child.pid) process.kill(-child.pid, 'SIGKILL');
            },
            1_500 + Math.random() * 3_000,
          )
        : undefined;
    child.on('exit', () => {
      if (timer) clearTimeout(timer);
      resolve();
    });
  });
}

const dayOf = (month: number, offset: number) => {
  const day = new Date(Date.UTC(2026, 1 + month, BILLING_DAY + offset, 12));
  return day;
};

try {
  const { client, plan } = await prepared(database);
  await seedMembers(database, {
    clientId: client.id,
    slug: client.slug,
    planId: plan.id,
    count: MEMBERS,
    declineEvery: 7,
  });
  for (let month = 0; month < MONTHS; month += 1) {
    for (const offset of [0, 3, 7, 14]) {
      for (let round = 0; round < ROUNDS_PER_DAY; round += 1) {
        const now = new Date(dayOf(month, offset).getTime() + round * 10 * 60_000);
        await Promise.all(Array.from({ length: PROCESSES }, () => billingProcess(now, true)));
      }
      say(`${dayOf(month, offset).toISOString().slice(0, 10)}: done (${kills} killed by the drill so far)`);
    }
  }
  // Settle: what the last kills left is taken over once its lease is past, with no more chaos.
  const last = dayOf(MONTHS - 1, 14);
  await billingProcess(new Date(last.getTime() + 60 * 60_000), false);
  const lastDue = dayOf(MONTHS - 1, 0)
    .toISOString()
    .slice(0, 10);
  const invariants = await billingInvariants(database, lastDue);
  say(`killed by the drill: ${kills}; invariants: ${JSON.stringify(invariants)}`);
  failed = [
    'double_charges',
    'missed_periods',
    'memberships_behind',
    'paid_without_transaction',
    'taken_not_recorded',
    'left_charging',
  ].some((name) => (invariants[name] ?? 0) !== 0);
  say(failed ? 'FAILED' : 'all invariants hold');
} finally {
  await database.close();
  if (!failed) await scratch.drop();
}
process.exit(failed ? 1 : 0);
