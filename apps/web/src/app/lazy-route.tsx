import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingSpinner } from '../ui/screens/index.ts';

/** How long a code chunk may take to download before the app gives up on it. */
export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
  }
}

const browserChunkMessages =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && browserChunkMessages.test(error.message))
  );
}

/** Runs a dynamic import; a missing file, a network failure or 120 s without an answer becomes a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error('timeout'))), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/**
 * A route's page that lives in its own chunk, as the route's `Component`, shown through a
 * `PageOutlet`: the layout around it (header, footer) renders at once and the page as soon as its
 * chunk has come. (A router `lazy` route would hold the whole layout back until then.) A chunk
 * that fails to load is a ChunkLoadError for the route's error element.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await loadChunk(load) }));
}

/** The `Outlet` of a layout whose pages are `lazyPage`s: a spinner in the page's place until its chunk has come. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
