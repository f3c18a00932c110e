import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { toAuthUser } from './auth.service.ts';
import { exchangeLinkCode, mintLinkCode, previewLinkCode } from './link-code.service.ts';
import { requireUser, setSessionCookies, viewerIfAny } from './session.ts';

const tags = ['Auth'];

/** `?token=` links (decision 28): a code is made by a logged-in caller and used once within 2 minutes. */
export async function linkCodeRoutes(app: FastifyInstance) {
  dataRoute(app, routes.auth.linkCode, {
    summary: 'Make a single-use code that logs the caller in from a `?token=` link',
    description:
      "For an operator's site (Bearer) or the apps (cookie): the customer's code, valid for 2 minutes and once. Put it in a link to any page of the apps as `?token={code}`; the app exchanges it with `POST /api/auth/session`. Only its SHA-256 is stored. 401 `unauthenticated` when not logged in; 403 `forbidden` for staff accounts (they log in with their password).",
    tags,
    successStatus: 201,
    errorStatuses: [401, 403],
    handler: async ({ request }) => {
      const viewer = await requireUser(request);
      if (viewer.user.role !== 'customer') {
        throw new AppError({ statusCode: 403, code: 'forbidden', message: 'Unauthorised.' });
      }
      return mintLinkCode(app.db, { clientId: viewer.client.id, userId: viewer.user.id });
    },
  });

  dataRoute(app, routes.auth.session, {
    summary: 'Exchange a link code (the `token` query parameter of a link) for the session cookies',
    description:
      "`token` is a code made by `POST /api/auth/link-code`, used up here (of two exchanges at once, one succeeds); a session token is not accepted. Starts a new session and sets both cookies. 401 `unauthenticated` when the code is unknown, used, expired or another client's (one answer for all). 409 `conflict` when the request is logged in as someone else: the code is left unused, and the apps ask the visitor first (`POST /api/auth/session/preview`), logging them out before they switch.",
    tags,
    errorStatuses: [401, 403, 409],
    handler: async ({ request, reply, body }) => {
      const client = await requireClient(request);
      const viewer = await viewerIfAny(request);
      const { session, user } = await exchangeLinkCode(app.db, {
        clientId: client.id,
        code: body.token,
        viewerUserId: viewer?.user.id,
      });
      setSessionCookies(request, reply, session);
      return { user: await toAuthUser(app.db, user, client) };
    },
  });

  dataRoute(app, routes.auth.sessionPreview, {
    summary: 'Whom a link code names, without using it up',
    description:
      "The first name and a masked email of the code's customer, and whether that is who the request is logged in as, so the apps can ask \"Continue as …?\" before switching accounts. Up to 5 looks per code. 404 `not_found` when the code is unknown, used, expired, another client's or out of looks (never 401: asking must not end the asker's session).",
    tags,
    errorStatuses: [403],
    handler: async ({ request, body }) => {
      const client = await requireClient(request);
      const viewer = await viewerIfAny(request);
      return previewLinkCode(app.db, {
        clientId: client.id,
        code: body.token,
        viewerUserId: viewer?.user.id,
      });
    },
  });
}
