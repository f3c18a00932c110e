import { type ComponentType, createElement, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
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
 * A route's page in its own chunk, which can be fetched ahead of its first render; `module` is its
 * source module (`src/…`, the build's manifest key), named by the build (vite.config.ts).
 */
export type LazyPage = ComponentType & { preload: () => Promise<void>; module?: string | undefined };

/**
 * A route's page that lives in its own chunk, as the route's `Component`, shown through a
 * `PageOutlet`: the layout around it (header, footer) renders at once and the page as soon as its
 * chunk has come. (A router `lazy` route would hold the whole layout back until then.) A chunk
 * that fails to load is a ChunkLoadError for the route's error element.
 *
 * Once `preload` has settled, the page renders straight away, without a spinner: so a page the
 * server rendered is hydrated without suspending (`preloadRoutePages`, main.tsx).
 */
export function lazyPage(load: () => Promise<ComponentType>, module?: string): LazyPage {
  let page: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= loadChunk(load).then(
      (loaded) => {
        page = loaded;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when its route module loads (as React.lazy does); it calls no hooks.
  function Page(props: object) {
    if (page) return createElement(page, props);
    if (failure) throw failure.error;
    // Suspense's protocol: the outlet's spinner shows until the promise settles.
    throw preload();
  }
  return Object.assign(Page, { preload, module });
}

/** The lazy pages `routes` show at `pathname`. */
const routePages = (routes: RouteObject[], pathname: string, basename: string): Partial<LazyPage>[] =>
  (matchRoutes(routes, pathname, basename) ?? []).flatMap(({ route }) =>
    route.Component ? [route.Component as Partial<LazyPage>] : [],
  );

/** Fetches the chunks of the pages `routes` show at `pathname`, so their first render needs no wait. */
export async function preloadRoutePages(routes: RouteObject[], pathname: string, basename: string) {
  await Promise.all(routePages(routes, pathname, basename).map((page) => page.preload?.()));
}

/** The source modules of the lazy pages `routes` show at `pathname` (for the server's preload links). */
export const routePageModules = (routes: RouteObject[], pathname: string, basename: string): string[] =>
  routePages(routes, pathname, basename).flatMap((page) => (page.module ? [page.module] : []));

/** The `Outlet` of a layout whose pages are `lazyPage`s: a spinner in the page's place until its chunk has come. */
export function PageOutlet() {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
