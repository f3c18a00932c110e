import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const webDir = resolve(import.meta.dirname, '../../../web');
const vite = resolve(webDir, '../../node_modules/vite/bin/vite.js');
const run = promisify(execFile);

/**
 * The web apps built as `npm run build` builds them (the browser's build and the server render's),
 * into `outDir`/dist and `outDir`/dist-server: what the running server loads. Returns the dist
 * directory, for `webDistDir`. The API tests run before the build (scripts/test.sh), so a test that
 * needs the server render makes its own.
 */
export async function buildWebApps(outDir: string): Promise<string> {
  const dist = join(outDir, 'dist');
  const options = { cwd: webDir, maxBuffer: 64 * 1024 * 1024 };
  await run(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', dist], options);
  await run(
    process.execPath,
    [
      vite,
      'build',
      '--logLevel',
      'error',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(outDir, 'dist-server'),
    ],
    options,
  );
  return dist;
}
