import type { FastifyInstance } from 'fastify';
import { isOwnOrigin } from '../../http/csrf.ts';
import { AppError } from '../../http/errors.ts';
import { bearerTokenOf, clientSlugOf, isBearerAccepted } from '../auth/session.ts';
import { hasGuestCookie } from './guest-cookie.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The cross-site defence of `http/csrf.ts`, for the other cookie that authenticates a basket:
 * a visitor's `guest_cart_{client}`. A state-changing call carrying it must send
 * `X-Requested-With: XMLHttpRequest` and, when the browser names an Origin, come from one of
 * the client's own hosts; otherwise 403 `csrf_rejected`. Registered inside the basket plugins,
 * so it covers exactly the calls that read the guest cookie. Bearer calls are exempt, as there.
 */
export function refuseCrossSiteGuestCalls(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !hasGuestCookie(request)) return;
    if (isBearerAccepted(request) && bearerTokenOf(request)) return;
    const origin = request.headers.origin;
    const isForeign =
      typeof origin === 'string' &&
      !isOwnOrigin(origin, request.headers.host ?? '', clientSlugOf(request), app.config.DEFAULT_CLIENT);
    if (isForeign || request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError({ statusCode: 403, code: 'csrf_rejected', message: 'Cross-site request refused.' });
    }
  });
}
