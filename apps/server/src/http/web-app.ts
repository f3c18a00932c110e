import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataOf } from './boot-data.ts';
import { jsonForPage, loadPageRenderer, renderFirstPaint, withFirstPaint } from './page-renderer.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { clientBySlug, hostTargetOf } from './tenant.ts';

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
    });
  }
  for (const file of ['favicon.svg', 'robots.txt']) {
    const path = join(options.distDir, file);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(file.endsWith('.svg') ? 'image/svg+xml' : 'text/plain').send(body),
    );
  }

  app.decorate('servePage', async (request: FastifyRequest, reply: FastifyReply) => {
    const target = hostTargetOf(request, options.defaultClient);
    const basePath = target.app === 'bookings' ? options.basePath : '/';
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith(basePath) && `${path}/` !== basePath) {
      return reply.redirect(basePath, 302);
    }
    if (path.length > basePath.length && path.endsWith('/')) {
      const query = request.url.slice(path.length);
      return reply.redirect(`${path.replace(/\/+$/, '')}${query}`, 301);
    }
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
    // A page that sends the browser elsewhere (a shortcut, a logged-in customer on the sign-up page).
    if (page && 'redirect' in page)
      return reply.header('Cache-Control', 'no-store').redirect(page.redirect, 302);
    const html = page ? withFirstPaint(shell, page) : shell;
    return (
      reply
        .header('Content-Security-Policy', pageContentSecurityPolicy(client?.frameAncestors ?? []))
        // The page carries the customer's own data (the answers it was rendered with): no shared cache.
        .header('Cache-Control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
