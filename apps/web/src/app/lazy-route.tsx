import type { ComponentType } from 'react';

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

/** A react-router `lazy` function for a route whose component lives in its own chunk. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadChunk(load) });
}
