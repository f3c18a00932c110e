import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServerRun, ensureBuiltServer, runBuiltServer } from '../test/built-server.test-kit.ts';
import { freePort } from '../test/free-port.test-kit.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.test-kit.ts';
import { DEVELOPMENT_HANDOFF_SECRET, DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from './development-secrets.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = (letter: string) => letter.repeat(48);

/** Production that takes money with Stripe: starts. */
const production = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  PUBLIC_DOMAIN: 'leisure.example.com',
  HANDOFF_SECRET: secret('h'),
  PAYMENT_SETTINGS_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51Hrealkey',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hrealkey',
  STRIPE_WEBHOOK_SECRET: 'whsec_realsecret',
};
/** A demo deployment: production, on the sandbox by choice. */
const demoDeployment = {
  ...production,
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_TEST_PAYMENTS: 'true',
  SANDBOX_WEBHOOK_SECRET: secret('s'),
};

let dataRoot = '';
beforeAll(async () => {
  ensureBuiltServer();
  dataRoot = await mkdtemp(join(tmpdir(), 'leisure-production-start-'));
});
afterAll(() => rm(dataRoot, { recursive: true, force: true }));

/** Runs the built server until it exits on its own, or 30 s (then it is stopped: it started). */
async function refusalOf(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const dataDir = join(dataRoot, `refused-${Math.random().toString(36).slice(2)}`);
  const server = runBuiltServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...env });
  const code = await Promise.race([server.exited, pause(30_000).then(() => server.stop('SIGKILL'))]);
  // Refused before anything was touched: no database was made.
  expect((await readdir(dataRoot)).includes(dataDir.split('/').pop() ?? '')).toBe(false);
  return { code, output: server.output() };
}

describe('the built server in production refuses to start in an unsafe configuration', () => {
  it.each([
    ['no setting at all (NODE_ENV unset is production)', {}, /PUBLIC_DOMAIN: required in production/],
    [
      'no PUBLIC_DOMAIN',
      { ...production, PUBLIC_DOMAIN: undefined },
      /PUBLIC_DOMAIN: required in production/,
    ],
    [
      'the sandbox provider without ALLOW_TEST_PAYMENTS',
      { ...demoDeployment, ALLOW_TEST_PAYMENTS: undefined },
      /PAYMENT_PROVIDER: sandbox \(the default\) takes no money/,
    ],
    [
      'no HANDOFF_SECRET',
      { ...production, HANDOFF_SECRET: undefined },
      /HANDOFF_SECRET: required in production/,
    ],
    [
      'the development HANDOFF_SECRET',
      { ...production, HANDOFF_SECRET: DEVELOPMENT_HANDOFF_SECRET },
      /HANDOFF_SECRET: is a published development value/,
    ],
    [
      'the development SANDBOX_WEBHOOK_SECRET',
      { ...demoDeployment, SANDBOX_WEBHOOK_SECRET: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET },
      /SANDBOX_WEBHOOK_SECRET: is a published development value/,
    ],
    [
      'a Stripe test key',
      { ...production, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      /STRIPE_SECRET_KEY: a test-mode key takes no money/,
    ],
    [
      'Opayo without its password',
      { ...production, PAYMENT_PROVIDER: 'opayo', OPAYO_VENDOR_NAME: 'vendor', OPAYO_INTEGRATION_KEY: 'key' },
      /OPAYO_INTEGRATION_PASSWORD: required with opayo/,
    ],
  ])('refuses %s: exits 1 naming the setting', async (_name, env, expected) => {
    const { code, output } = await refusalOf(env);
    expect(output).toMatch(/^Invalid configuration:/);
    expect(output).toMatch(expected);
    // The operator's message, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
    expect(code).toBe(1);
  });
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    headers: { host: 'bookings.demo.leisure.example.com', ...headers },
  });
  return { status: response.status, body: await response.text() };
}
const status = async (base: string, path: string) => (await get(base, path)).status;

/** The first answer of /api/client, once the server listens. */
async function untilAnswering(
  server: BuiltServerRun,
  base: string,
): Promise<{ status: number; body: string }> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode() !== null) throw new Error(`the server exited:\n${server.output().slice(-3000)}`);
    const answer = await get(base, '/api/client').catch(() => undefined);
    if (answer) return answer;
    await pause(250);
  }
  throw new Error(`the server never answered:\n${server.output().slice(-3000)}`);
}

/** The development pages are not served: the mail outbox page and the sample embedding site. */
async function expectNoDevelopmentPages(base: string): Promise<void> {
  expect(await status(base, '/dev/mail')).toBe(404);
  expect((await get(base, '/', { host: 'embed-demo.localhost' })).body).not.toContain(
    'data-testid="embedded-app"',
  );
}

describe('the built server in a complete production configuration', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it.runIf(testDatabaseKind() === 'pglite')(
    'starts on a fresh PGlite database without the demo data, and answers /api/client',
    async () => {
      const port = await freePort();
      const server = runBuiltServer({ ...production, PORT: String(port), DATA_DIR: join(dataRoot, 'fresh') });
      try {
        const answer = await untilAnswering(server, `http://127.0.0.1:${port}`);
        // Production seeds nothing unless SEED_DEMO_DATA=true: the demo client does not exist.
        expect(answer.status).toBe(404);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'unknown_client' });
        await expectNoDevelopmentPages(`http://127.0.0.1:${port}`);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    120_000,
  );

  it.runIf(testDatabaseKind() === 'postgres')(
    'starts with live Stripe keys on PostgreSQL and answers /api/client',
    async () => {
      database = await createTestDatabase();
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${database.name}`;
      const port = await freePort();
      const server = runBuiltServer({ ...production, PORT: String(port), DATABASE_URL: url.toString() });
      try {
        expect((await untilAnswering(server, `http://127.0.0.1:${port}`)).status).toBe(200);
        await expectNoDevelopmentPages(`http://127.0.0.1:${port}`);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    120_000,
  );
});
