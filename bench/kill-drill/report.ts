// The kill drill's figures and verdicts: what the customers saw, what the chaos did, and the
// table of invariants read from the database afterwards.
import { printTable } from '../stampede/report.ts';
import type { Chaos } from './chaos.ts';
import type { Verdicts } from './invariants.ts';
import type { Outcome } from './journey.ts';
import type { ServerLog } from './server-log.ts';

export interface Setup {
  checkouts: number;
  processes: number;
  seconds: number;
  port: number;
  classes: number;
  customersPerClass: number;
  spacesPerClass: number;
}

export interface Timings {
  loadSeconds: number;
  totalSeconds: number;
  /** Whether the server's primary was still running when the load ended. */
  isServerAlive: boolean;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
/** Expected under the drill's own pressure (more customers than places), not a fault. */
const SOLD_OUT = 'add:409:place_unavailable';

const countsOf = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

function figures(setup: Setup, outcomes: Outcome[], chaos: Chaos, timings: Timings) {
  const acknowledged = outcomes.filter((each) => each.orderId !== undefined).length;
  const failures = outcomes.flatMap((each) => (each.failure ? [each.failure] : []));
  const soldOut = failures.filter((each) => each === SOLD_OUT).length;
  const walkedAway = countsOf(outcomes.flatMap((each) => (each.walkedAway ? [each.walkedAway] : [])));
  const challenged = outcomes.filter((each) => each.customer.card === 'challenge').length;
  const restarts = chaos.restarts.map(
    (each) =>
      `at ${each.atSeconds.toFixed(1)} s ${each.how} (${each.openChallenges} challenges open, ${each.downSeconds.toFixed(1)} s)`,
  );
  const killsDuringChallenges = chaos.kills.filter((each) => each.openChallenges > 0).length;
  say(
    `\nKill drill: ${setup.checkouts} checkouts (${setup.checkouts - challenged} approving card, ${challenged} 3-D Secure), ` +
      `SERVER_PROCESSES=${setup.processes}, PostgreSQL on port ${setup.port}, chaos for ${setup.seconds} s; ` +
      `${setup.classes} classes of ${setup.spacesPerClass} places for ${setup.customersPerClass} customers each`,
  );
  printTable(
    ['figure', 'value'],
    [
      ['checkouts attempted', String(outcomes.length)],
      ['acknowledged (200 with completeOrderId)', String(acknowledged)],
      ['walked away (as planned)', walkedAway.map(([where, n]) => `${n} ${where}`).join(', ') || '0'],
      ['failed', `${failures.length} (${soldOut} refused at add: class full, as planned)`],
      [
        'calls sent again (connection error or 5xx)',
        String(outcomes.reduce((sum, each) => sum + each.retries, 0)),
      ],
      [
        'workers killed (SIGKILL)',
        `${chaos.kills.length} (${killsDuringChallenges} while challenges were open); ${chaos.workersSeen.size} worker pids seen`,
      ],
      ['PostgreSQL restarts', `${chaos.restarts.length}${restarts.length ? `: ${restarts.join('; ')}` : ''}`],
      ['server primary alive at the end', timings.isServerAlive ? 'yes' : 'NO'],
      [
        'duration',
        `load ${timings.loadSeconds.toFixed(1)} s, whole drill ${timings.totalSeconds.toFixed(1)} s`,
      ],
    ],
  );
  if (failures.length > 0) {
    say('\nFailed checkouts by their last error');
    printTable(
      ['last error', 'checkouts'],
      countsOf(failures).map(([reason, count]) => [reason, String(count)]),
    );
  }
}

/** Prints everything; answers whether every invariant held. */
export function report(
  setup: Setup,
  result: {
    outcomes: Outcome[];
    chaos: Chaos;
    verdicts: Verdicts;
    primaryLines: Awaited<ReturnType<ServerLog['primaryLines']>>;
    timings: Timings;
  },
): boolean {
  figures(setup, result.outcomes, result.chaos, result.timings);
  const restarts = result.primaryLines.filter((line) => line.msg === 'worker exited; restarting it');
  const delays = restarts.map((line) => (line.restartInMs ?? 0) / 1000);
  say(
    `\nThe primary restarted ${restarts.length} worker(s), after ${delays.length ? `${Math.min(...delays)} to ${Math.max(...delays)} s` : '-'}`,
  );
  for (const line of result.primaryLines.filter((each) => each.level >= 60))
    say(`  primary, fatal: ${line.msg}`);
  const { verdicts } = result;
  say(
    `\nCheckout attempts by status: ${[...verdicts.attemptStatuses].map(([status, n]) => `${status} ${n}`).join(', ') || 'none'}; ` +
      `orders the customer never heard of (completed, answer lost): ${verdicts.unacknowledgedOrders}`,
  );
  say('\nInvariants, read from the database after the server stopped');
  printTable(
    ['check', 'checked', 'failing', 'verdict'],
    verdicts.checks.map((check) => [
      check.name,
      String(check.checked),
      String(check.failing.length),
      check.failing.length === 0 ? 'ok' : 'FAILED',
    ]),
  );
  for (const check of verdicts.checks.filter((each) => each.failing.length > 0)) {
    say(`\n${check.name}: ${check.failing.length} failing`);
    for (const line of check.failing.slice(0, 15)) say(`  ${line}`);
    if (check.failing.length > 15) say(`  ... and ${check.failing.length - 15} more`);
  }
  const isHeld = verdicts.checks.every((check) => check.failing.length === 0) && result.timings.isServerAlive;
  say(isHeld ? '\nEvery invariant held.' : '\nFAILED: see above.');
  return isHeld;
}
