import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentPageSources } from './payment-page-sources.ts';

const LOCAL_HOST = /^(localhost|[^:]*\.localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d+)?$/i;

const withSources = (directive: string, sources: readonly string[]) =>
  [directive, "'self'", ...sources].join(' ');

const NO_PAYMENT_SOURCES: PaymentPageSources = { script: [], frame: [], connect: [], formAction: [] };

/**
 * The page policy: no inline script anywhere; frames allowed only from the client's own list;
 * the card processor's script, frames and calls (`payment-page-sources.ts`) and nothing else.
 * `tileImages` is the map's tile origin (MAP_TILE_URL), which may be plain http on a local server.
 */
export function pageContentSecurityPolicy(
  frameAncestors: readonly string[],
  { payment = NO_PAYMENT_SOURCES, tileImages }: { payment?: PaymentPageSources; tileImages?: string } = {},
): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'self'",
    withSources('script-src', payment.script),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${tileImages ? ` ${tileImages}` : ''}`,
    "font-src 'self' data:",
    withSources('connect-src', payment.connect),
    ...(payment.frame.length > 0 ? [withSources('frame-src', payment.frame)] : []),
    "object-src 'none'",
    "base-uri 'self'",
    withSources('form-action', payment.formAction),
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Every API body's policy: no content of its own, framed by nobody. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers an API error answered outside Fastify's hooks carries (a request the HTTP parser
 * refused, a malformed address): helmet's, as registered below, and the API body's policy.
 * client-errors.security.api.test.ts compares them with an ordinary answer's, so they stay alike.
 */
export const API_ERROR_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** HSTS for every host but a developer's own (localhost, an IP address), which may not have TLS. */
export const transportSecurityFor = (host: string | undefined): string | undefined =>
  LOCAL_HOST.test(host ?? '') ? undefined : TRANSPORT_SECURITY;

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // Set per response below: pages get the client's frame-ancestors, API bodies none at all.
    contentSecurityPolicy: false,
    frameguard: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    const transportSecurity = transportSecurityFor(request.headers.host);
    if (transportSecurity) reply.header('Strict-Transport-Security', transportSecurity);
  });
}
