#!/usr/bin/env node
// Bundle budgets, checked by `npm test` after the build: the gzipped JavaScript a browser must
// load before a page shows (the entry, the page's lazy chunk and everything both import
// statically). Reads the Vite manifest (apps/web/dist/.vite/manifest.json, or of the build folder
// given as the first argument). Exits 1 when a page is over its budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * Pages and their budgets in KB of gzipped JS (1 KB = 1,000 bytes, as the issue counts them), on
 * React (docs/decisions/0029-react-server-rendering-and-hydration.md).
 */
const budgets = [
  { page: 'Bookings home (entry)', chunk: 'src/app/home-route.tsx', kb: 150 },
  { page: 'Checkout', chunk: 'src/bookings/checkout/checkout-page.tsx', kb: 200 },
];

/** The chunk and everything it imports statically, each file once. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = (key) => gzipSync(readFileSync(join(dist, manifest[key].file))).length;

let over = 0;
for (const { page, chunk, kb } of budgets) {
  const keys = new Set([...closure('index.html'), ...closure(chunk)]);
  const bytes = [...keys].reduce((sum, key) => sum + gzipped(key), 0);
  const used = bytes / 1000;
  const ok = used <= kb;
  if (!ok) over++;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${page}: ${used.toFixed(1)} KB of ${kb} KB gzipped JS (${keys.size} files)`,
  );
}
process.exit(over > 0 ? 1 : 0);
