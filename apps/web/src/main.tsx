import './lib/zod-setup.ts';
import type { Client } from '@leisure/contracts';
import { type ReactNode, StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App, createAppQueryClient } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages } from './app/lazy-route.tsx';
import { renderOver } from './app/render-over.ts';
import { readInjectedConfig } from './lib/app-config.ts';
import { readBootData, readPageData } from './lib/boot-data.ts';
import { readyDateFormatSteps } from './lib/date-time-format.ts';
import { parseHost } from './lib/host.ts';
import { systemStore } from './lib/system-store.ts';
import { keepServerParts, nextTask, whenPartsRendered } from './ui/later-part.tsx';
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

const render = (router?: ReactNode) => {
  renderOver(
    root,
    <StrictMode>
      <App config={config} host={host} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  // From here the page answers clicks (a server-rendered page shows before it does): once its
  // later parts (ui/later-part.tsx) have rendered too.
  void whenPartsRendered().then(() => {
    root.dataset.rendered = 'browser';
  });
};

/**
 * A page the server rendered (entry-server.tsx) is rendered over once its page's chunk is here:
 * Preact then keeps the server's elements, and no spinner replaces the page meanwhile. The work
 * before that render is spread over tasks of its own, while the chunk downloads.
 */
async function renderOverServerPage(page: HTMLElement, client: Client) {
  const routes = appRoutes(host.app, client, config.basePath);
  await nextTask();
  const pagesLoaded = preloadRoutePages(routes, window.location.pathname, config.basePath);
  if (document.documentElement.hasAttribute('data-formats-dates')) {
    for (const step of readyDateFormatSteps(client.timezone)) {
      await nextTask();
      step();
    }
  }
  await pagesLoaded;
  await nextTask();
  const router = createBrowserRouter(routes, { basename: config.basePath });
  await nextTask();
  keepServerParts(page);
  render(<RouterProvider router={router} />);
}

if (boot && isServerRendered) void renderOverServerPage(root, boot.client);
else render();
