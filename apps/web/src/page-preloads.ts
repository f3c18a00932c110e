/**
 * The chunks of a server-rendered page for the browser to preload (decision 0029): its lazy page's
 * chunk and the chunks that one imports, from the build's manifest, less what index.html already
 * links. The browser then has the page's code when it hydrates, and a tap made meanwhile is not
 * lost on a part waiting for its chunk. Server only (Node's fs); none without a build (tests).
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

/** The URLs (under `basePath`) of the chunks the page modules need beyond index.html's. */
export function pagePreloads(modules: string[], basePath: string): string[] {
  const chunks = readManifest();
  if (!chunks) return [];
  const linked = closure(chunks, 'index.html');
  const needed = new Set<string>();
  for (const module of modules) for (const key of closure(chunks, module)) needed.add(key);
  return [...needed].filter((key) => !linked.has(key)).map((key) => `${basePath}${chunks[key]?.file}`);
}
