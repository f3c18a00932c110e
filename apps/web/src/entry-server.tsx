/**
 * The server's render of a page (docs/decisions/0027-server-rendered-first-paint.md): the layout
 * and the page with the answers its first render asks for, so the first paint needs no JavaScript.
 * The answers go with the page into the browser's query cache; the browser then renders the app
 * over the page (main.tsx), and Preact keeps the elements it finds.
 *
 * Built for Node by `vite build --ssr` into dist-server/, and called by the API server
 * (apps/server/src/http/web-app.ts) for every page request.
 */
import './lib/zod-setup.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageApiFetch, PageRender, PageRenderRequest } from '@leisure/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages } from './app/lazy-route.tsx';
import { readAppConfig } from './lib/app-config.ts';
import { parseHost } from './lib/host.ts';
import { type ServerRequest, setServerRequestSource } from './lib/page-environment.ts';
import { isNotFound } from './lib/queries.ts';
import { readSelectedVenue } from './lib/venue-cookie.ts';
import { themeRootAttributes, themeVariables } from './ui/theme/theme-variables.ts';

/** How long a page's server render may wait for its data: a slow answer is left to the browser. */
const dataWaitMs = 800;
/** Rounds of fetching: a query enabled by another's answer is fetched in the next round. */
const dataRounds = 3;

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
    isPhone: /\bMobi/.test(request.userAgent),
    fetch: api,
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
    return renderToString(
      <App
        config={config}
        host={host}
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
  };
  let html = renderApp();
  const deadline = Date.now() + dataWaitMs;
  for (let round = 0; round < dataRounds && Date.now() < deadline && !renderEnded(page); round++) {
    if (!(await fetchAskedFor(queryClient, deadline))) break;
    html = renderApp();
  }
  if (page.needsBrowser) return undefined;
  if (page.redirectTo) return { redirect: page.redirectTo };
  return {
    html,
    pageData: dehydrate(queryClient, { shouldDehydrateQuery: isAnswered }),
    rootAttributes: {
      ...themeRootAttributes(themeVariables(request.boot.theme)),
      ...(page.formatsDates ? { 'data-formats-dates': '' } : {}),
    },
    ...(page.status ? { status: page.status } : {}),
  };
}

/**
 * The answers sent with the page: successes, and "not found" (the page shows its not-found screen,
 * which the browser must show too rather than a spinner while it asks again).
 */
const isAnswered = (query: Query) => query.state.status === 'success' || isNotFound(query.state.error);

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
