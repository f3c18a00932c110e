import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** What `npm run build` makes of the server and `node apps/server/dist/main.js` runs. */
export const BUILT_SERVER = join(SERVER_DIR, 'dist/main.js');
const SOURCES = [
  join(SERVER_DIR, 'src'),
  join(SERVER_DIR, 'build.mjs'),
  join(SERVER_DIR, '../../packages/contracts/src'),
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}

/**
 * Builds the server as `npm run build` does when dist/main.js is missing or older than its
 * sources (esbuild, about a second), so its tests run what production runs even before the
 * build step of `npm test`.
 */
export function ensureBuiltServer(): void {
  const builtAt = existsSync(BUILT_SERVER) ? statSync(BUILT_SERVER).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestModification))) return;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: SERVER_DIR, stdio: 'pipe' });
}

export interface BuiltServerRun {
  /** The exit code, or null while it runs. */
  exitCode(): number | null;
  exited: Promise<number | null>;
  /** Everything it printed on stdout and stderr. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node apps/server/dist/main.js` with exactly these settings (and PATH), nothing inherited. */
export function runBuiltServer(env: Record<string, string | undefined>): BuiltServerRun {
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    cwd: join(SERVER_DIR, '../..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exitCode: () => child.exitCode,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
