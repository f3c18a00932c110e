import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { App, createAppQueryClient } from './app/app.tsx';
import { appRoutes } from './app/app-router.tsx';
import { preloadRoutePages } from './app/lazy-route.tsx';
import { renderOver } from './app/render-over.ts';
import { readInjectedConfig } from './lib/app-config.ts';
import { readBootData, readPageData } from './lib/boot-data.ts';
import { parseHost } from './lib/host.ts';
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

const render = () => {
  renderOver(
    root,
    <StrictMode>
      <App config={config} host={host} queryClient={queryClient} />
    </StrictMode>,
  );
  // From here the page answers clicks (a server-rendered page shows before it does).
  root.dataset.rendered = 'browser';
};

// A page the server rendered (entry-server.tsx) is rendered over once its page's chunk is here:
// Preact then keeps the server's elements, and no spinner replaces the page meanwhile.
if (boot && isServerRendered) {
  const routes = appRoutes(host.app, boot.client, config.basePath);
  // The render gets a task of its own, after the one that ran the page's module (long tasks hold
  // up clicks and scrolling).
  void preloadRoutePages(routes, window.location.pathname, config.basePath)
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(render);
} else {
  render();
}
