/**
 * The server's render of a page (docs/decisions/0027-server-rendered-first-paint.md): the app as
 * the browser's first render draws it, the layout with the page in its first state (headings,
 * skeletons while its data loads), so the first paint needs no JavaScript. The browser then
 * renders the app over it (main.tsx), and Preact keeps the elements it finds.
 *
 * Built for Node by `vite build --ssr` into dist-server/, and called by the API server
 * (apps/server/src/http/web-app.ts) for every page request.
 */
import './lib/zod-setup.ts';
import type { PageRenderRequest, RenderedPage } from '@leisure/contracts';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages } from './app/lazy-route.tsx';
import { readAppConfig } from './lib/app-config.ts';
import { parseHost } from './lib/host.ts';
import { renderForRequest } from './lib/page-environment.ts';
import { readSelectedVenue } from './lib/venue-cookie.ts';
import { themeRootAttributes, themeVariables } from './ui/theme/theme-variables.ts';

/**
 * Renders the page at `request.url`, or undefined when the browser should: a route that redirects
 * or whose loader failed, or a page whose first render does not reach the page (a login token to
 * exchange, a theme still to fetch).
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url);
  if (url.searchParams.has('token')) return undefined;
  const config = readAppConfig(request.config);
  const host = parseHost(url.host);
  const routes = appRoutes(host.app, request.boot.client, config.basePath);
  const handler = createStaticHandler(routes, { basename: config.basePath });
  const context = await handler.query(new Request(url.href, { headers: { cookie: request.cookie } }));
  if (context instanceof Response || context.errors) return undefined;
  await preloadRoutePages(routes, url.pathname, config.basePath);

  const page = { url, cookie: request.cookie, isPhone: /\bMobi/.test(request.userAgent) };
  // The layout shows the theme of the venue the page is about, which may not be the boot theme.
  const venue = renderForRequest(page, () => readSelectedVenue(host.client ?? config.defaultClient));
  if (request.boot.themeVenue !== venue) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderForRequest(page, () =>
    renderToString(
      <App
        config={config}
        host={host}
        boot={request.boot}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    ),
  );
  return { html, rootAttributes: themeRootAttributes(themeVariables(request.boot.theme)) };
}
