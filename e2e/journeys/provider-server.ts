import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startOpayoFake } from '../../apps/server/src/modules/payments/test/opayo-fake.test-kit.ts';
import { startStripeFake } from '../../apps/server/src/modules/payments/test/stripe-fake.test-kit.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * The built server once more, with Stripe or Opayo as its card processor, talking to the local
 * fake of that processor (which also serves the stand-in for its browser script): the web
 * checkout pays through its real code, and nothing leaves this machine. The sandbox server of
 * the other journeys keeps running as it is.
 */
export interface ProviderServer {
  port: number;
  stop(): Promise<void>;
}

/** Well away from E2E_PORT and its neighbours (other runs on this machine use nearby ports). */
const portOf = (provider: 'stripe' | 'opayo') => E2E_PORT + (provider === 'stripe' ? 1000 : 2000);

async function settingsFor(provider: 'stripe' | 'opayo') {
  if (provider === 'stripe') {
    const fake = await startStripeFake();
    const env = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_journeys',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_JS_URL: fake.jsUrl,
    };
    return { env, close: () => fake.close() };
  }
  const fake = await startOpayoFake();
  const env = {
    PAYMENT_PROVIDER: 'opayo',
    OPAYO_API_URL: fake.apiUrl,
    OPAYO_VENDOR_NAME: fake.vendorName,
    OPAYO_INTEGRATION_KEY: fake.integrationKey,
    OPAYO_INTEGRATION_PASSWORD: fake.integrationPassword,
  };
  return { env, close: () => fake.close() };
}

async function waitUntilAnswering(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The ${url} server stopped (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

export async function startProviderServer(provider: 'stripe' | 'opayo'): Promise<ProviderServer> {
  const port = portOf(provider);
  const e2eDir = join(import.meta.dirname, '..');
  const dataDir = join(e2eDir, `.data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const fake = await settingsFor(provider);
  const server = spawn(process.execPath, ['--enable-source-maps', '../apps/server/dist/main.js'], {
    cwd: e2eDir,
    env: {
      ...process.env,
      ...fake.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilAnswering(`http://localhost:${port}/api/client`, server, 420_000);
  } catch (error) {
    server.kill();
    await fake.close();
    throw error;
  }
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
