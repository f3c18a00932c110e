import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type RenderedPage, sameSitePath } from '@leisure/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tileSourceOf } from '../config/map-tiles.ts';
import type { ClientRow } from '../modules/clients/clients.repository.ts';
import { clientPaymentsOf } from '../modules/payments/settings/client-payments.ts';
import { bootDataOf } from './boot-data.ts';
import { notFound } from './errors.ts';
import { compressPage } from './page-compression.ts';
import { jsonForPage, loadPageRenderer, renderFirstPaint, withFirstPaint } from './page-renderer.ts';
import { paymentPageSourcesOf } from './payment-page-sources.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { clientBySlug, hostTargetOf, MAINTENANCE_RETRY_AFTER_SECONDS } from './tenant.ts';

export interface WebAppOptions {
  distDir: string;
  basePath: string;
  defaultClient: string;
}

/**
 * Serves the one web build for all three apps: hashed assets with long caching, and
 * index.html for every page route, with the app's base path and its boot data (the client and
 * theme, `boot-data.ts`) injected as a JSON data block (never inline script, so the CSP can
 * forbid it), and the page rendered into it where the build has a server render
 * (`page-renderer.ts`).
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: pages are not served');
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  const renderPage = await loadPageRenderer(options.distDir);
  const assetPrefixes = [...new Set(['/', options.basePath])];
  for (const prefix of assetPrefixes) {
    await app.register(fastifyStatic, {
      root: join(options.distDir, 'assets'),
      prefix: `${prefix}assets/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each script and style sheet (apps/web/vite.config.ts).
      preCompressed: true,
      index: false,
      wildcard: true,
      // Only the build's own file names: a `..` (even encoded) or any odd character is not found,
      // rather than the refusal @fastify/send throws for it (which surfaced as a 500).
      allowedPath: (path) => assetPath.test(path),
    });
  }
  const robots = join(options.distDir, 'robots.txt');
  if (existsSync(robots)) {
    const body = readFileSync(robots);
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain').send(body),
    );
  }

  app.decorate('servePage', async (request: FastifyRequest, reply: FastifyReply) => {
    const target = hostTargetOf(request, options.defaultClient);
    const basePath = target.app === 'bookings' ? options.basePath : '/';
    if (assetPrefixes.some((prefix) => request.url.startsWith(`${prefix}assets/`))) throw notFound();
    const moved = addressRedirectOf(request.url, basePath);
    if (moved) return reply.redirect(moved.location, moved.status);
    const client = await clientBySlug(app, target.client);
    const boot = client ? await bootDataOf(app, request, client) : undefined;
    const config = jsonForPage({ basePath, defaultClient: options.defaultClient, boot });
    const shell = template
      .replaceAll('="./assets/', `="${basePath}assets/`)
      .replace('</head>', () => `<script id="app-config" type="application/json">${config}</script></head>`);
    const page =
      boot && renderPage
        ? await renderFirstPaint(app, renderPage, request, {
            config: { basePath, defaultClient: options.defaultClient },
            boot,
          })
        : undefined;
    // A page that sends the browser elsewhere (a shortcut, a logged-in customer on the sign-up page),
    // never to another site, whatever the page was given (`?redirect=`).
    if (page && 'redirect' in page)
      return reply.header('Cache-Control', 'no-store').redirect(sameSitePath(page.redirect, basePath), 302);
    const html = page ? withFirstPaint(shell, page) : shell;
    const status = pageStatusOf(client, page);
    if (status === 503) reply.header('Retry-After', MAINTENANCE_RETRY_AFTER_SECONDS);
    const { body, encoding } = await compressPage(html, request.headers['accept-encoding']);
    // The client's own card processor (decision 35): the checkout loads its card fields on this page.
    const payments = client ? await clientPaymentsOf({ db: app.db, config: app.config }, client.id) : null;
    if (encoding) reply.header('Content-Encoding', encoding);
    return (
      reply
        .code(status)
        .header(
          'Content-Security-Policy',
          pageContentSecurityPolicy(client?.frameAncestors ?? [], {
            payment: payments ? paymentPageSourcesOf(payments.providerName, payments.config) : undefined,
            tileImages: tileSourceOf(app.config)?.imageSource,
          }),
        )
        // The page carries the customer's own data (the answers it was rendered with): no shared cache.
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body)
    );
  });
}

/** The build's asset names (`index-B_x9.js`, `.br`/`.gz` beside them): no dot segment, nothing odd. */
const assetPath = /^(\/[\w-][\w.-]*)+$/;

/**
 * Where a page address is sent before anything renders: outside the base path to the base path,
 * without its trailing slash otherwise. Never to another site: `//evil.example/` would otherwise
 * answer `Location: //evil.example`, which a browser reads as another host.
 */
function addressRedirectOf(
  url: string,
  basePath: string,
): { location: string; status: 301 | 302 } | undefined {
  const path = url.split('?')[0] ?? '/';
  if (!path.startsWith(basePath) && `${path}/` !== basePath) return { location: basePath, status: 302 };
  if (path.length <= basePath.length || !path.endsWith('/')) return undefined;
  const query = url.slice(path.length);
  return { location: sameSitePath(`${path.replace(/\/+$/, '')}${query}`, basePath), status: 301 };
}

/**
 * The page's status; its HTML is the same whatever it is: 404 for a host naming no client (the
 * apps show "not found") and for a not-found screen the render drew, 503 while the client is in
 * maintenance (the apps show the maintenance screen), as the API answers them.
 */
function pageStatusOf(client: ClientRow | undefined, page: RenderedPage | undefined): number {
  if (!client) return 404;
  if (client.isInMaintenance) return 503;
  return page?.status ?? 200;
}

declare module 'fastify' {
  interface FastifyInstance {
    servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
