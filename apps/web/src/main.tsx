import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readInjectedConfig } from './lib/app-config.ts';
import { parseHost } from './lib/host.ts';
import { systemStore } from './lib/system-store.ts';
import { applyDefaultThemeColours } from './ui/theme/index.ts';
import './styles/global.css';

const config = readInjectedConfig();
const host = parseHost(window.location.host);
systemStore.initFromUrl(window.location.search);
applyDefaultThemeColours();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App config={config} host={host} />
  </StrictMode>,
);
