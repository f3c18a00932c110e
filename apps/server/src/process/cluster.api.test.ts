import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.test-kit.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.test-kit.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const workersOf = (primary: number): number[] => {
  try {
    // The primary's children running the server (tsx also starts an esbuild service).
    return execFileSync('pgrep', ['-P', String(primary), '-f', 'main.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

const isAlive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

async function answers(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/client`, { headers: { host: 'bookings.demo.localhost' } }).catch(
    () => undefined,
  );
  return response?.status === 200;
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await pause(200);
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The real primary and its workers (SERVER_PROCESSES needs PostgreSQL), from the source with tsx. */
describe.skipIf(testDatabaseKind() !== 'postgres')('SERVER_PROCESSES=2 on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
  });

  it('keeps the primary alive when every worker dies at once, restarts them and serves again', async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${database.name}`;
    const port = await freePort();
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVER_PROCESSES: '2',
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '2',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const primary = server.pid ?? 0;
    const base = `http://127.0.0.1:${port}`;
    await until('the server answers', () => answers(base), 60_000);
    await until('both workers run', () => workersOf(primary).length === 2);

    const first = workersOf(primary);
    for (const worker of first) process.kill(worker, 'SIGKILL');
    await until('both workers are gone', () => first.every((worker) => !isAlive(worker)));
    await pause(500);
    expect(isAlive(primary), `the primary exited:\n${output.slice(-2000)}`).toBe(true);
    expect(server.exitCode).toBeNull();

    await until('new workers serve', () => answers(base), 60_000);
    const replaced = workersOf(primary);
    expect(replaced.length).toBeGreaterThanOrEqual(1);
    expect(replaced.some((worker) => first.includes(worker))).toBe(false);
    expect(output).toMatch(/worker exited; restarting it/);

    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
