/**
 * The chunks of a server-rendered page (decision 0029): its lazy page's chunk, which the page loads
 * as a script of its own ahead of the entry's, and the chunks that one imports, from the build's
 * manifest, less what index.html already links. The browser then runs the page's code before the
 * entry's, so the entry hydrates at once, before the page's load event and any tap. Server only
 * (Node's fs); none without a build (tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest | null | undefined;

/** The browser build's manifest, beside this file's build (dist-server/ next to dist/). */
function readManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', '.vite', 'manifest.json');
  manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  return manifest;
}

/** A chunk and everything it imports statically, each once. */
function closure(chunks: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !chunks[key]) return seen;
  seen.add(key);
  for (const imported of chunks[key].imports ?? []) closure(chunks, imported, seen);
  return seen;
}

/** Modules every page may soon want: fetched while the browser is idle, not run until wanted. */
const idleModules = ['src/app/chrome/login-modal.tsx'];

export interface PageChunks {
  /** The page modules' own chunks. */
  scripts: string[];
  /** The chunks they import, beyond index.html's. */
  preloads: string[];
  /** The chunks of `idleModules` not already among those, prefetched once the page has loaded. */
  prefetches: string[];
}

/** The chunks (URLs under `basePath`) of the page modules, from the build's manifest. */
export function pageChunks(modules: string[], basePath: string, chunks = readManifest()): PageChunks {
  if (!chunks) return { scripts: [], preloads: [], prefetches: [] };
  const linked = closure(chunks, 'index.html');
  const own = modules.filter((module) => chunks[module] && !linked.has(module));
  const imported = new Set<string>();
  for (const module of own) for (const key of closure(chunks, module)) imported.add(key);
  const idle = new Set<string>();
  for (const module of idleModules) for (const key of closure(chunks, module)) idle.add(key);
  const url = (key: string) => `${basePath}${chunks[key]?.file}`;
  const unlinked = (keys: Iterable<string>, taken: Set<string>) =>
    [...keys].filter((key) => !linked.has(key) && !taken.has(key));
  return {
    scripts: own.map(url),
    preloads: unlinked(imported, new Set(own)).map(url),
    prefetches: unlinked(idle, new Set([...own, ...imported])).map(url),
  };
}
