import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageApiFetch, PageRender, PageRenderRequest, RenderedPage } from '@leisure/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieHeaderForPage } from '../modules/auth/session.ts';

/** apps/web/src/entry-server.tsx's `renderPage`. */
type RenderPage = (request: PageRenderRequest, api: PageApiFetch) => Promise<PageRender>;

/**
 * The web build's server render (docs/decisions/0029-react-server-rendering-and-hydration.md), from
 * `dist-server/` beside the web app's `dist/`; undefined when that was not built (the pages are
 * then drawn by the browser alone).
 */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | undefined> {
  const file = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}

/**
 * The API as the page's own request would call it, answered in this process (no socket): the
 * page's host, cookies, browser and address, so tenant, session and rate limits are the page's.
 */
function apiFor(app: FastifyInstance, page: FastifyRequest): PageApiFetch {
  let cookie: Promise<string> | undefined;
  return async (path, init) => {
    cookie ??= cookieHeaderForPage(page);
    const headers = new Headers(init.headers);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      remoteAddress: page.ip,
      headers: {
        ...Object.fromEntries(headers),
        host: page.headers.host ?? 'localhost',
        cookie: await cookie,
        'user-agent': page.headers['user-agent'] ?? '',
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The page's first paint, rendered here with the data it asks for, or the redirect the page makes;
 * undefined when the browser should draw it: inside another site's frame (embedded, the layout
 * differs), or when the render failed (logged: the browser then draws the page as it always could).
 */
export async function renderFirstPaint(
  app: FastifyInstance,
  render: RenderPage,
  request: FastifyRequest,
  input: Omit<PageRenderRequest, 'url' | 'cookie' | 'userAgent'>,
): Promise<PageRender> {
  if (request.headers['sec-fetch-dest'] === 'iframe') return undefined;
  try {
    return await render(
      {
        ...input,
        url: `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`,
        cookie: request.headers.cookie ?? '',
        userAgent: request.headers['user-agent'] ?? '',
      },
      apiFor(app, request),
    );
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'server render failed: the browser draws the page');
    return undefined;
  }
}

/** JSON for a data block inside the page: `<` escaped, so no text can close the script element. */
export const jsonForPage = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const attributeValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([name]) => /^[a-z][a-z-]*$/.test(name))
    .map(([name, value]) => ` ${name}="${attributeValue(value)}"`)
    .join('');

/** Text for an HTML element's content: markup characters escaped. */
const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * index.html with the rendered page in its root, its title, the theme's attributes on `<html>`, and
 * the scripts fetched after the style sheet and fonts: the page shows before its JavaScript has run.
 */
export function withFirstPaint(html: string, page: RenderedPage): string {
  return (
    html
      // Replacer functions: a `$` in the page must not read as a replacement pattern.
      .replace('<html lang="en-GB">', () => `<html lang="en-GB"${attributes(page.rootAttributes)}>`)
      .replace(/<title>[^<]*<\/title>/, (title) =>
        page.title ? `<title>${escapeText(page.title)}</title>` : title,
      )
      .replace(
        '</head>',
        () =>
          `${(page.modulePreloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attributeValue(href)}">`).join('')}` +
          // Listed, not linked: the browser fetches them once the page has loaded (lib/idle-prefetch.ts).
          `<script id="idle-prefetch" type="application/json">${jsonForPage(page.prefetches ?? [])}</script>` +
          `<script id="page-data" type="application/json">${jsonForPage(page.pageData)}</script></head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
      // Before the entry's script, which they import: module scripts run in document order.
      .replace(
        '<script type="module" crossorigin',
        (entry) =>
          `${(page.pageScripts ?? []).map((src) => `<script type="module" crossorigin src="${attributeValue(src)}"></script>`).join('')}${entry}`,
      )
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
  );
}
