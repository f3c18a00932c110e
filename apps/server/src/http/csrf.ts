import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameOf, isLocalHost, siteOf } from '../modules/auth/host-scope.ts';
import { bearerTokenOf, clientSlugOf, isBearerAccepted, sessionCookieOf } from '../modules/auth/session.ts';
import { AppError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that set the session cookies: refused from another site's page even without a session. */
const COOKIE_SETTING_PATHS = new Set([
  '/api/auth/customer/login',
  '/api/auth/customer/register',
  '/api/auth/session',
]);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const refused = () =>
  new AppError({ statusCode: 403, code: 'csrf_rejected', message: 'Cross-site request refused.' });

/**
 * True when `origin` is one of the client's own hosts: an app host of the same client on the
 * same base (`my-account.demo.localhost` for `bookings.demo.localhost`), the request's own host,
 * or, for the default client, plain localhost.
 */
export function isOwnOrigin(origin: string, requestHost: string, client: string, defaultClient: string) {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (originHost === '' || origin === 'null') return false;
  if (hostnameOf(originHost) === hostnameOf(requestHost)) return true;
  const originSite = siteOf(originHost);
  const requestSite = siteOf(requestHost);
  if (originSite && requestSite) {
    return originSite.client === client && originSite.base === requestSite.base;
  }
  return client === defaultClient && isLocalHost(originHost) && LOOPBACK.has(hostnameOf(originHost));
}

/**
 * The path the request is routed by: the matched route's pattern (the router decodes the path, so
 * `/api/auth/customer/%6cogin` is the login route), else the decoded path. Never the raw URL,
 * which an escaped letter would let past a comparison.
 */
function routePathOf(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The cross-site defence (docs/product.md, 'Sessions and cross-site requests'): a state-changing API call authenticated by the
 * session cookie must carry `X-Requested-With: XMLHttpRequest` (which a cross-site form or a
 * simple fetch cannot send) and, when the browser names an Origin, come from the client's own
 * hosts. Bearer-authenticated calls are exempt: no browser attaches that header by itself.
 */
export function registerCsrfDefence(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = routePathOf(request);
    if (!STATE_CHANGING.has(request.method) || !path.startsWith('/api/')) return;
    if (isBearerAccepted(request) && bearerTokenOf(request)) return;
    const hasSessionCookie = sessionCookieOf(request) !== undefined;
    const setsCookies = COOKIE_SETTING_PATHS.has(path);
    if (!hasSessionCookie && !setsCookies) return;

    const origin = request.headers.origin;
    const client = clientSlugOf(request);
    const isForeign =
      typeof origin === 'string' &&
      !isOwnOrigin(origin, request.headers.host ?? '', client, app.config.DEFAULT_CLIENT);
    if (isForeign) throw refused();
    const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
    // Cookie-authenticated calls always need the header; cookie-setting calls from a browser page too.
    if (!isXhr && (hasSessionCookie || typeof origin === 'string')) throw refused();
  });
}
