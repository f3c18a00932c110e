// The real server as a child process: `node apps/server/dist/main.js`, production settings, a
// free port, SERVER_PROCESSES workers; ready once it printed its banner and answers /api/client.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port.test-kit.ts';

export const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
export const HOST_HEADER = 'bookings.demo.localhost';

/** Stops with a clear message when the server was never built. */
export function requireBuiltServer(): void {
  if (existsSync(SERVER_ENTRY)) return;
  process.stderr.write(`No built server at ${SERVER_ENTRY}: run \`npm run build\` first.\n`);
  process.exit(2);
}

export interface RunningServer {
  url: string;
  processes: number;
  /** The primary's process id (its workers are its children). */
  pid: number;
  /** The last 20,000 characters the server printed. */
  output(): string;
  stop(): Promise<void>;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * The settings production needs to start (apps/server/src/config/production-check.ts), as a demo
 * deployment has them: the sandbox card processor by choice, and secrets of its own.
 */
export function benchProductionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_DOMAIN: 'leisure.example.com',
    ALLOW_TEST_PAYMENTS: 'true',
    HANDOFF_SECRET: secret(),
    SANDBOX_WEBHOOK_SECRET: secret(),
    PAYMENT_SETTINGS_KEY: randomBytes(32).toString('base64'),
  };
}

/** Servers still running when the bench ends (it failed): they go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the server on the scratch database. Holds last two hours so that no hold lapses during
 * the bench (a lapsed hold would free a place and look like an oversell); the demo seed is
 * already there; request logs are off unless BENCH_LOG_LEVEL says otherwise.
 */
export async function startServer(options: {
  processes: number;
  databaseEnv: Record<string, string>;
  logLevel: string;
  poolSize?: string;
  /** Settings over the bench's own (e.g. CART_HOLD_MINUTES). */
  env?: Record<string, string>;
  /** Everything the server prints, as it comes (its own output() keeps only the end). */
  onOutput?: (chunk: string) => void;
}): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': a CPU profile of the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      ...benchProductionEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVER_PROCESSES: String(options.processes),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: options.logLevel,
      CART_HOLD_MINUTES: '120',
      ...(options.poolSize ? { DATABASE_POOL_SIZE: options.poolSize } : {}),
      ...options.databaseEnv,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    options.onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, () => output);
  return {
    url,
    processes: options.processes,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => stopChild(child),
  };
}

async function waitUntilServing(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    // The banner comes once every worker listens; /api/client proves the database answers.
    if (output().includes('Leisure bookings is running')) {
      const answer = await fetch(`${url}/api/client`, { headers: { host: HOST_HEADER } }).catch(
        () => undefined,
      );
      if (answer?.status === 200) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within 2 minutes:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
}
