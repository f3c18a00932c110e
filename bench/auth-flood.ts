// A real login's latency while one address floods the calls that hash passwords (issue 19, item 4):
// 60 bogus password resets and 60 sign-ups fired at once from one address, then the same spread
// over six addresses; a customer logs in from elsewhere a moment after each flood starts. The
// baseline is the same login with nothing else running, measured in the same run on the same
// server, and each figure is given as a ratio to it (machines here are noisy).
// Run: npx tsx bench/auth-flood.ts [--database=postgres] (with DATABASE_URL for PostgreSQL)
import type { FastifyInstance } from 'fastify';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { serveInProcess } from './stampede/in-process.ts';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const usePostgres = process.argv.includes('--database=postgres');
const HOST = 'bookings.demo.localhost:8080';
const HEADERS = { host: HOST, 'x-requested-with': 'XMLHttpRequest' };
const OWNER = { username: 'customer@demo.test', password: 'Demo-Customer-2026!' };

const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
const database =
  usePostgres && process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 5 })
    : await openDatabase({ kind: 'pglite', dataDir: undefined });
const { app } = await serveInProcess({ config, database });

const post = (instance: FastifyInstance, url: string, payload: object, from: string) =>
  instance.inject({ method: 'POST', url, payload, headers: HEADERS, remoteAddress: from });

/** One login by the owner from their own address: its status and milliseconds. */
async function ownerLogin(round: number) {
  const started = performance.now();
  const answer = await post(app, '/api/auth/customer/login', OWNER, `198.51.100.${round + 1}`);
  return { status: answer.statusCode, ms: performance.now() - started };
}

/** The flood of one round: bogus resets and sign-ups from these addresses, all at once. */
function flood(round: number, addresses: string[]) {
  const from = (index: number) => addresses[index % addresses.length] ?? '203.0.113.1';
  const resets = Array.from({ length: FLOOD }, (_, index) =>
    post(
      app,
      '/api/auth/customer/reset-password',
      { token: `bogus${round}x${index}`.padEnd(43, 'x'), password: 'Flood-Password-2026' },
      from(index),
    ),
  );
  const signUps = Array.from({ length: FLOOD }, (_, index) =>
    post(
      app,
      '/api/auth/customer/register',
      {
        client_id: 'demo',
        source: 'bookings',
        first_name: 'Flo',
        last_name: 'Od',
        email: `flood-${round}-${index}-${addresses.length}@example.test`,
        password: 'Flood-Password-2026',
        terms: true,
      },
      from(index),
    ),
  );
  return Promise.all([...resets, ...signUps]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');

await ownerLogin(0); // warm-up: the dummy hash, prepared statements
const alone: number[] = [];
for (let round = 0; round < ROUNDS; round++) alone.push((await ownerLogin(round)).ms);
const baseline = median(alone);
console.log(
  `\nA login's latency under a hashing flood, on ${database.kind}; ${FLOOD} resets + ${FLOOD} sign-ups per flood`,
);
console.log(
  `login alone (median of ${ROUNDS})`.padEnd(52),
  `${baseline.toFixed(0).padStart(6)} ms   ratio 1.00`,
);

for (const [label, addressCount] of [
  ['one address', 1],
  ['six addresses', 6],
] as const) {
  const during: number[] = [];
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const addresses = Array.from(
      { length: addressCount },
      (_, index) => `203.0.${round + 10 * addressCount}.${index + 1}`,
    );
    const flooding = flood(round, addresses);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const login = await ownerLogin(round + 10 * addressCount);
    if (login.status !== 200) throw new Error(`the owner's login answered ${login.status}`);
    during.push(login.ms);
    statuses.push(...(await flooding).map((answer) => answer.statusCode));
  }
  const figure = median(during);
  console.log(
    `login during a flood from ${label} (median of ${ROUNDS})`.padEnd(52),
    `${figure.toFixed(0).padStart(6)} ms   ratio ${(figure / baseline).toFixed(2)}`,
  );
  console.log(`  the flood's answers: ${tally(statuses)}`);
}
await app.close();
await database.close();
