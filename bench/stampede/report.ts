// The drill's verdicts and figures: the table of every stampede, the negative control, and the
// throughput ratios (processes vs 1, and vs the raw hold SQL), all from the same run.
import type { RawRun } from './controls.ts';
import { CONNECTIONS, type Drill, figuresOf } from './fire.ts';
import { TARGET_LABELS, type Target } from './fixtures.ts';

export interface Planned {
  run: number;
  target: Target;
  cookies: string[];
}
export interface StampedeResult extends Planned {
  processes: number;
  drill: Drill;
  /** Places the database gave out on the target, read after the drills. */
  taken: number;
}
export interface SpreadResult {
  processes: number;
  run: number;
  drill: Drill;
}
export interface Report {
  stampedes: StampedeResult[];
  spreads: SpreadResult[];
  raws: RawRun[];
  rawSpreads: RawRun[];
  naive: { target: Target; sold: number }[];
  /** Places held on the spread classes after everything (HTTP and raw). */
  spreadHeld: number;
}
export interface Setup {
  engine: string;
  processes: number;
  runs: number;
  attempts: number;
  spreadAttempts: number;
  spreadClasses: number;
  spaces: number;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const n = (value: number) => value.toLocaleString('en-GB');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const rateOf = (runs: { latencies: number[]; seconds: number }[]) =>
  median(runs.map((run) => figuresOf(run).perSecond));

/** A plain text table: a header, a rule, then the rows, each column as wide as its widest cell. */
export function printTable(columns: string[], rows: string[][]) {
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  say(line(columns));
  say(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) say(line(row));
}

const othersOf = (drill: Drill) =>
  [...drill.others].map(([what, count]) => `${what} x ${count}`).join(', ') || '0';

function stampedeTable(setup: Setup, results: StampedeResult[]): boolean {
  say(
    `\nStampede over HTTP on ${setup.engine}: ${n(setup.attempts)} adds per target, ${CONNECTIONS} connections, ${setup.runs} run(s), the built server (NODE_ENV=production)`,
  );
  const columns = [
    'procs',
    'run',
    'target',
    'spaces',
    'successes',
    '409s',
    'other',
    'req/s',
    'p50 ms',
    'p99 ms',
    'held in db',
  ];
  printTable(
    columns,
    results.map((result) => {
      const { perSecond, p50, p99 } = figuresOf(result.drill);
      return [
        String(result.processes),
        String(result.run),
        TARGET_LABELS[result.target.kind],
        String(result.target.spaces),
        String(result.drill.successes),
        n(result.drill.refusals),
        othersOf(result.drill),
        perSecond.toFixed(0),
        p50.toFixed(1),
        p99.toFixed(1),
        String(result.taken),
      ];
    }),
  );
  const failed = results.filter(
    ({ drill, target, taken }) =>
      drill.successes !== target.spaces || taken !== target.spaces || drill.others.size > 0,
  );
  say(
    failed.length === 0
      ? 'Every drill: successes = spaces = places held in the database; every other answer a 409 place_unavailable.'
      : `FAILED: ${failed.length} drill(s) gave out another number of places than the spaces, or answered otherwise.`,
  );
  return failed.length === 0;
}

function negativeControl(setup: Setup, naive: Report['naive']) {
  const callers = setup.engine === 'PGlite' ? 'concurrent callers on PGlite' : 'pg connections';
  say(
    `\nNegative control: naive check-then-insert (read the places taken, insert a hold if room; no lock), ${CONNECTIONS} ${callers}, ${n(setup.attempts)} attempts each`,
  );
  for (const { target, sold } of naive) {
    const verdict =
      sold > target.spaces ? 'OVERSOLD, as it must' : 'did NOT oversell this time: no proof from it';
    const note = target.kind === 'slot' ? ' (its partial unique index dropped in the scratch database)' : '';
    say(
      `  ${TARGET_LABELS[target.kind].padEnd(13)} sold ${String(sold).padStart(5)} for ${target.spaces}: ${verdict}${note}`,
    );
  }
}

function throughput(setup: Setup, result: Report): boolean {
  const classDrills = (processes: number) =>
    result.stampedes
      .filter((each) => each.processes === processes && each.target.kind === 'class')
      .map((each) => each.drill);
  const spreadDrills = (processes: number) =>
    result.spreads.filter((each) => each.processes === processes).map((each) => each.drill);
  const rows: string[][] = [];
  const row = (what: string, drills: (processes: number) => Drill[], raws: RawRun[]) => {
    const many = rateOf(drills(setup.processes));
    const rawRate = rateOf(raws);
    const cells = [what, `${rawRate.toFixed(0)}`, `${many.toFixed(0)}`, (many / rawRate).toFixed(2)];
    if (setup.processes > 1) {
      const one = rateOf(drills(1));
      cells.push(one.toFixed(0), (one / rawRate).toFixed(2), (many / one).toFixed(2));
    }
    rows.push(cells);
  };
  row(`class stampede (${setup.spaces} places, ${n(setup.attempts)} adds)`, classDrills, result.raws);
  row(
    `bookings over ${setup.spreadClasses} classes (${n(setup.spreadAttempts)} adds)`,
    spreadDrills,
    result.rawSpreads,
  );
  const rawOn = setup.engine === 'PGlite' ? 'on PGlite, one at a time' : `${CONNECTIONS} pg connections`;
  say(
    `\nThroughput, median of ${setup.runs} run(s), req/s; raw = the server's hold SQL, one transaction per attempt, ${rawOn}`,
  );
  const many = `${setup.processes}p`;
  const columns = ['drill', 'raw SQL', many, `${many}/raw`];
  if (setup.processes > 1) columns.push('1p', '1p/raw', `scaling ${many}/1p`);
  printTable(columns, rows);

  const spreadOk = result.spreads.every(
    ({ drill }) => drill.successes === setup.spreadAttempts && drill.others.size === 0,
  );
  const given = result.spreads.reduce((sum, { drill }) => sum + drill.successes, 0);
  const rawGiven = result.rawSpreads.reduce((sum, run) => sum + run.held, 0);
  const rawOk =
    result.raws.every((run) => run.held === setup.spaces) && rawGiven === setup.spreadAttempts * setup.runs;
  const heldOk = result.spreadHeld === given + rawGiven;
  say(
    `Spread: ${n(given)} HTTP + ${n(rawGiven)} raw holds, ${n(result.spreadHeld)} held in the database: ${heldOk && spreadOk ? 'every add held a place' : 'MISMATCH'}. Raw stampedes held ${result.raws.map((run) => run.held).join(', ')} of ${setup.spaces}${rawOk ? '' : ': MISMATCH'}.`,
  );
  return spreadOk && rawOk && heldOk;
}

/** Prints everything; sets a failing exit code on any oversell, undersell or unexpected answer. */
export function report(result: Report, setup: Setup): void {
  const stampedesOk = stampedeTable(setup, result.stampedes);
  negativeControl(setup, result.naive);
  const throughputOk = throughput(setup, result);
  if (!stampedesOk || !throughputOk) process.exitCode = 1;
}
