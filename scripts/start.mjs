// `npm start`: builds what is missing or older than its sources, then runs the server as the demo
// (PGlite in ./data by default; PostgreSQL when DATABASE_URL is set). The server on its own is
// production and refuses the demo's settings; this is the one place they are the default.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.error('The dependencies are not installed: run `npm ci` (or `npm install`) first.');
  process.exit(1);
}

const targets = [
  {
    name: 'web apps',
    // Written last: the browser's build, then the server render's (dist-server).
    output: 'apps/web/dist-server/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contracts/src',
    ],
    workspace: '@leisure/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
    workspace: '@leisure/server',
  },
];

function newestModification(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

for (const target of targets) {
  const output = join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map(newestModification));
  if (builtAt > changedAt) continue;
  process.stdout.write(`Building the ${target.name}... `);
  const startedAt = Date.now();
  // The build's report (a line per file) is shown only when it fails (`npm run build` shows it);
  // its warnings (stderr) always.
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', target.workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write('failed:\n');
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  process.stderr.write(result.stderr ?? '');
}

// NODE_ENV=development brings the demo defaults: the demo data, the sandbox card processor, the
// development secrets and the development mail page. NODE_ENV=production (set by you) has none.
const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
});
process.exit(server.status ?? 0);
