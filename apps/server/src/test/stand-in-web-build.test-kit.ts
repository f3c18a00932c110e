import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web build (dist/ and dist-server/): an index.html, one asset, and a server
 * render given as the source of its `renderPage` module, for tests of how the server serves pages.
 */
export function standInWebBuild(renderSource: string): { distDir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'leisure-web-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html>\n<html lang="en-GB"><head><script type="module" crossorigin src="./assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist', 'assets', 'index-abc.js'), 'console.log("app")');
  // Beside dist/, as the real build has it: what traversal out of assets/ would reach.
  writeFileSync(join(root, 'dist', 'package.json'), '{"name":"secret"}');
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), renderSource);
  return { distDir: join(root, 'dist'), remove: () => rmSync(root, { recursive: true, force: true }) };
}
