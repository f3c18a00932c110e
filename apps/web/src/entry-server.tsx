/**
 * The server's render of a page (docs/decisions/0029-react-server-rendering-and-hydration.md): the
 * layout and the page with the answers its first render asks for, so the first paint needs no
 * JavaScript. The answers go with the page into the browser's query cache; the browser then
 * hydrates the page (main.tsx, React's `hydrateRoot`).
 *
 * Built for Node by `vite build --ssr` into dist-server/, and called by the API server
 * (apps/server/src/http/web-app.ts) for every page request.
 */
import './lib/zod-setup.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { PageApiFetch, PageRender, PageRenderRequest, RenderedPage } from '@leisure/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages, routePageModules } from './app/lazy-route.tsx';
import { readAppConfig } from './lib/app-config.ts';
import { parseHost } from './lib/host.ts';
import { isPhoneUserAgent, type ServerRequest, setServerRequestSource } from './lib/page-environment.ts';
import { isNotFound } from './lib/queries.ts';
import { readSelectedVenue } from './lib/venue-cookie.ts';
import { pageChunks } from './page-chunks.ts';
import { themeRootAttributes, themeVariables } from './ui/theme/theme-variables.ts';

/** How long a page's server render may wait for its data: a slow answer is left to the browser. */
const dataWaitMs = 800;
/** Rounds of fetching: a query enabled by another's answer is fetched in the next round. */
const dataRounds = 3;
/** A render still waiting after this long is cut short: what is left, the browser renders. */
const renderWaitMs = 2_000;

const requests = new AsyncLocalStorage<ServerRequest>();
setServerRequestSource(() => requests.getStore());

/**
 * Renders the page at `request.url`, with the answers of the queries its first render asks for
 * (fetched from the API in this process through `api`, with the request's cookies); or the
 * redirect the route or page makes (a loader's, or a page's `<Redirect>`); or undefined when the
 * browser should draw it: a loader failed, the render raised a toast, or its first render does
 * not reach the page (a login token to exchange, a theme still to fetch).
 */
export async function renderPage(request: PageRenderRequest, api: PageApiFetch): Promise<PageRender> {
  const url = new URL(request.url);
  if (url.searchParams.has('token')) return undefined;
  const page: ServerRequest = {
    url,
    cookie: request.cookie,
    isPhone: isPhoneUserAgent(request.userAgent),
    fetch: api,
    renderedAt: Date.now(),
  };
  return requests.run(page, () => render(url, request, page));
}

async function render(url: URL, request: PageRenderRequest, page: ServerRequest): Promise<PageRender> {
  const config = readAppConfig(request.config);
  const host = parseHost(url.host);
  // The layout shows the theme of the venue the page is about, which may not be the boot theme.
  if (request.boot.themeVenue !== readSelectedVenue(host.client ?? config.defaultClient)) return undefined;
  const routes = appRoutes(host.app, request.boot.client, config.basePath);
  const handler = createStaticHandler(routes, { basename: config.basePath });
  const context = await handler.query(new Request(url.href, { headers: { cookie: request.cookie } }));
  if (context instanceof Response) return redirectOf(context, page);
  if (context.errors) return undefined;
  await preloadRoutePages(routes, url.pathname, config.basePath);

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createAppQueryClient({ config, host, boot: request.boot });
  // A "not found" from an earlier round is drawn (the not-found screen), not shown as loading again.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  const renderApp = () => {
    page.status = undefined;
    return renderToHtml(
      <App
        config={config}
        host={host}
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
  };
  let html = await renderApp();
  const deadline = Date.now() + dataWaitMs;
  for (let round = 0; round < dataRounds && Date.now() < deadline && !renderEnded(page); round++) {
    if (!(await fetchAskedFor(queryClient, deadline))) break;
    html = await renderApp();
  }
  if (page.needsBrowser) return undefined;
  if (page.redirectTo) return { redirect: page.redirectTo };
  return {
    html,
    pageData: dehydrate(queryClient, { shouldDehydrateQuery: isAnswered }),
    rootAttributes: {
      ...themeRootAttributes(themeVariables(request.boot.theme)),
      // The clock the page's countdowns were rendered with, for the browser's hydration.
      'data-rendered-at': String(page.renderedAt),
    },
    ...(page.status ? { status: page.status } : {}),
    ...pageScripts(routePageModules(routes, url.pathname, config.basePath), request.config.basePath),
    ...(page.title ? { title: page.title } : {}),
  };
}

/**
 * The answers sent with the page: successes, and "not found" (the page shows its not-found screen,
 * which the browser must show too rather than a spinner while it asks again).
 */
const isAnswered = (query: Query) => query.state.status === 'success' || isNotFound(query.state.error);

/**
 * The whole HTML of `app`, from React's streaming renderer once every Suspense boundary has its
 * content (`onAllReady`): the server must know the whole page (a redirect, a title) before it
 * answers. A render that fails anywhere rejects, and the browser draws the page.
 */
function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        if (failure === undefined) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(failure);
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every boundary stays in place: React outlines a large one (over 12.8 kB by default) behind
      // an inline script, which the pages' Content Security Policy ('script-src self') blocks, so
      // its content would stay hidden and render twice. Nothing streams here anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failure ??= error;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('server render too slow')), renderWaitMs);
  });
}

/**
 * The page's own chunks, as scripts, the chunks they import, for preloading, and the login modal's,
 * fetched while the browser is idle.
 */
function pageScripts(
  modules: string[],
  basePath: string,
): Pick<RenderedPage, 'pageScripts' | 'modulePreloads' | 'prefetches'> {
  const { scripts, preloads, prefetches } = pageChunks(modules, basePath);
  return { pageScripts: scripts, modulePreloads: preloads, prefetches };
}

/** Whether a render has already decided the answer: a redirect, or the browser's to draw. */
const renderEnded = (page: ServerRequest) => page.needsBrowser === true || page.redirectTo !== undefined;

/** A loader's redirect, answered by the server; the browser's when the loader raised a toast. */
function redirectOf(response: Response, page: ServerRequest): PageRender {
  const location = response.headers.get('Location');
  if (page.needsBrowser || !location || response.status < 300 || response.status >= 400) return undefined;
  return { redirect: location };
}

/**
 * Fetches the queries the last render asked for and has no answer to, until the deadline; one that
 * fails goes back to waiting, for the browser to ask again, but "not found" is an answer (the page
 * shows its not-found screen, with a 404). False when nothing new was answered.
 */
async function fetchAskedFor(queryClient: QueryClient, deadline: number): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  if (asked.length === 0) return false;
  const fetches = asked.map((query) =>
    query.fetch({ ...query.options, retry: false }).then(
      () => true,
      (error: unknown) => {
        if (isNotFound(error)) return true;
        query.reset();
        return false;
      },
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeLeft = new Promise<boolean[]>((resolve) => {
    timer = setTimeout(() => resolve([]), deadline - Date.now());
  });
  const answered = await Promise.race([Promise.all(fetches), timeLeft]);
  clearTimeout(timer);
  // Late answers must not change the cache between the last render and what is sent with it.
  for (const query of asked) if (query.state.fetchStatus === 'fetching') void query.cancel({ revert: true });
  return answered.some(Boolean);
}
