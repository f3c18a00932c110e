/** What the server injects into index.html as `window.__APP_CONFIG__`. */
export interface AppConfig {
  basePath: string;
  defaultClient: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

/** Normalises a base path to start with '/' and have no trailing slash (except the root). */
export function normaliseBasePath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Reads the injected config defensively: anything missing or malformed falls back to the defaults. */
export function readAppConfig(raw: unknown): AppConfig {
  const config = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const basePath = typeof config.basePath === 'string' ? normaliseBasePath(config.basePath) : '/';
  const defaultClient =
    typeof config.defaultClient === 'string' && config.defaultClient !== '' ? config.defaultClient : 'demo';
  return { basePath, defaultClient };
}

/**
 * The JSON of one of the page's data blocks, `<script id="{id}" type="application/json">` (which a
 * strict CSP allows, as it never runs); undefined when absent or malformed.
 */
export function readDataBlock(id: string, doc: Document = document): unknown {
  const block = doc.getElementById(id)?.textContent;
  if (!block) return undefined;
  try {
    return JSON.parse(block);
  } catch {
    return undefined;
  }
}

/**
 * The config the server put into the page: `window.__APP_CONFIG__`, or its `app-config` data
 * block. Never throws.
 */
export function readInjectedConfig(doc: Document = document): AppConfig {
  if (window.__APP_CONFIG__ !== undefined) return readAppConfig(window.__APP_CONFIG__);
  return readAppConfig(readDataBlock('app-config', doc));
}
