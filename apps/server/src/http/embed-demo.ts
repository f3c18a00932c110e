import type { FastifyInstance } from 'fastify';
import { hostnameOf } from '../modules/auth/host-scope.ts';
import { notFound } from './errors.ts';
import { clientBySlug } from './tenant.ts';

/** The sample operator site: a host name of its own, so it is another origin and another site. */
export const EMBED_DEMO_HOSTNAME = 'embed-demo.localhost';
const EMBED_DEMO_HOST = /^embed-demo\.localhost(:\d+)?$/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page an operator would put on their own site: their header, then the bookings app in an iframe. */
export function renderEmbedDemoPage(input: { appUrl: string; clientName: string }): string {
  const appUrl = escapeHtml(input.appUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Book online | ${escapeHtml(input.clientName)} partner site</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 Georgia,"Times New Roman",serif;color:#1d2a24;background:#eef3ef}
header{background:#1d4d3a;color:#fff;padding:1rem 1.5rem}
header p{margin:0;font-size:.875rem;opacity:.85}
h1{margin:0;font-size:1.5rem}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem}
.intro{margin:0 0 1rem}
iframe{display:block;width:100%;height:80vh;min-height:40rem;border:1px solid #9bb5a8;border-radius:8px;background:#fff}
code{font-size:.875rem}
</style>
</head>
<body>
<header>
<h1>${escapeHtml(input.clientName)}</h1>
<p>Our own website: a sample operator page on another origin (${EMBED_DEMO_HOSTNAME}) with the bookings app embedded.</p>
</header>
<main>
<p class="intro">Book a class without leaving our site. The booking form below is served by the booking product: <code>&lt;iframe src="${appUrl}"&gt;</code>.</p>
<iframe src="${appUrl}" title="Book an activity with ${escapeHtml(input.clientName)}" allow="payment; storage-access" data-testid="embedded-app"></iframe>
</main>
</body>
</html>`;
}

/**
 * Development and test only: `http://embed-demo.localhost:{port}/` serves the sample host page of
 * docs/embedding.md, framing the default client's bookings app (or `?client=`). The demo seed
 * lists this origin in the demo client's `frame_ancestors`.
 */
export function registerEmbedDemo(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production') return;
  app.get('/', { constraints: { host: EMBED_DEMO_HOST }, schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const client =
      typeof query.client === 'string' && /^[a-z0-9-]+$/.test(query.client) ? query.client : null;
    const slug = client ?? app.config.DEFAULT_CLIENT;
    const row = await clientBySlug(app, slug);
    if (!row) throw notFound();
    const port = (request.headers.host ?? '').slice(hostnameOf(request.headers.host ?? '').length);
    const appUrl = `http://bookings.${slug}.localhost${port}${app.config.BASE_PATH}?embedded=true`;
    const frameOrigin = `http://*.${slug}.localhost${port}`;
    return reply
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; frame-src ${frameOrigin}; frame-ancestors 'none'`,
      )
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderEmbedDemoPage({ appUrl, clientName: row.name }));
  });
}
