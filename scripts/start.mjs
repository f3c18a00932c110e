// `npm start`: builds what is missing or older than its sources, then runs the server as the demo
// (PGlite in ./data by default; PostgreSQL when DATABASE_URL is set). The server on its own is
// production and refuses the demo's settings; this is the one place they are the default.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

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
  console.log(`Building the ${target.name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// NODE_ENV=development brings the demo defaults: the demo data, the sandbox card processor, the
// development secrets and the development mail page. NODE_ENV=production (set by you) has none.
const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
});
process.exit(server.status ?? 0);
