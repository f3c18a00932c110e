import './lib/zod-setup.ts';
import type { Client } from '@leisure/contracts';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages } from './app/lazy-route.tsx';
import { readInjectedConfig } from './lib/app-config.ts';
import { readBootData, readPageData } from './lib/boot-data.ts';
import { parseHost } from './lib/host.ts';
import { prefetchWhenIdle } from './lib/idle-prefetch.ts';
import { systemStore } from './lib/system-store.ts';
import { applyDefaultThemeColours } from './ui/theme/index.ts';
import './styles/global.css';

const config = readInjectedConfig();
const boot = readBootData();
const host = parseHost(window.location.host);
systemStore.initFromUrl(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page the server rendered has its theme on :root already.
const isServerRendered = root.firstElementChild !== null;
if (!isServerRendered) applyDefaultThemeColours();

const queryClient = createAppQueryClient({ config, host, boot, pageData: readPageData() });

/** Marks the root once the app has rendered (or hydrated) in the browser: the journeys wait for it. */
function RenderedInBrowser({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.rendered = 'browser';
  }, [root]);
  return children;
}

const app = (page: HTMLElement, router?: ReactNode) => (
  <StrictMode>
    <RenderedInBrowser root={page}>
      <App config={config} host={host} queryClient={queryClient} router={router} />
    </RenderedInBrowser>
  </StrictMode>
);

/**
 * A page the server rendered (entry-server.tsx) is hydrated once its page's chunk is here: the
 * server's HTML runs it as a script before this one (page-chunks.ts), so it is, and hydration
 * starts before the load event. (A page that suspended while hydrating would leave its part of the
 * screen deaf to taps until its chunk came.) A click or key press during hydration is React's: it
 * hydrates the part that was touched first, then delivers the event.
 */
async function hydrateServerPage(page: HTMLElement, client: Client) {
  const routes = appRoutes(host.app, client, config.basePath);
  await preloadRoutePages(routes, window.location.pathname, config.basePath);
  // Hydration data (none: no route that renders a page has a loader) keeps the router from
  // treating this as a fresh navigation: it would scroll back to the top what the reader scrolled.
  const router = createBrowserRouter(routes, {
    basename: config.basePath,
    hydrationData: { loaderData: {} },
  });
  hydrateRoot(page, app(page, <RouterProvider router={router} />));
}

if (boot && isServerRendered) void hydrateServerPage(root, boot.client);
else createRoot(root).render(app(root));
prefetchWhenIdle();
