import { authMessages } from '@leisure/contracts';
import { routes } from '@leisure/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataRoute } from '../../http/route.ts';
import { requireClient } from '../../http/tenant.ts';
import { clearGuestCookie, hasGuestCookie } from '../cart/guest-cookie.ts';
import { mergeGuestCartAtLogin } from '../cart/guest-merge.ts';
import { findUserById } from './auth.repository.ts';
import { logIn, logOut, register, type StartedSession, toAuthUser } from './auth.service.ts';
import { mailOriginFor } from './host-scope.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { appendSetCookie, clearingCookies, requireUser, setSessionCookies, viewerIfAny } from './session.ts';

const tags = ['Auth'];

type Client = Awaited<ReturnType<typeof requireClient>>;
type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * The answer of a login or a sign-up: the visitor's basket merged into the customer's, the session
 * cookies set, and the token with the user.
 */
async function answerWithSession(
  app: FastifyInstance,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  { client, session, user }: { client: Client; session: StartedSession; user: User },
) {
  await mergeGuestCartAtLogin(request, reply, {
    clientId: client.id,
    userId: user.id,
    zone: client.timezone,
  });
  setSessionCookies(request, reply, session);
  return { token: session.token, user: await toAuthUser(app.db, user, client) };
}

export async function authRoutes(app: FastifyInstance) {
  sessionRoutes(app);
  passwordRoutes(app);
}

/** Log in, sign up, log out, and who is logged in. */
function sessionRoutes(app: FastifyInstance) {
  dataRoute(app, routes.auth.login, {
    summary: 'Log in with email or customer reference; sets the session cookies',
    description:
      "401 `invalid_credentials` ('Invalid credentials'); 429 `rate_limited` with Retry-After after 10 failures for one account from one address, or 50 from one address, in 15 minutes (counted before the password is checked; a success clears the account's count), or while the address already has 10 password checks running or waiting; 503 `server_busy` with Retry-After when the server's password-hashing queue is full. A visitor's basket (the `guest_cart_{client}` cookie) is merged into the customer's and the cookie cleared.",
    tags,
    errorStatuses: [401, 403, 429, 503],
    handler: async ({ request, reply, body }) => {
      const client = await requireClient(request);
      const { session, user } = await logIn(app.db, { client, ...body, ip: request.ip });
      return await answerWithSession(app, { request, reply }, { client, session, user });
    },
  });

  dataRoute(app, routes.auth.register, {
    summary: 'Create a customer account and log it in',
    description:
      "409 `conflict` when the email already has an account at this client. 422 on `password` when it is all whitespace or too common. 429 `rate_limited` with Retry-After beyond 50 sign-ups per address an hour (or while the address has 10 password hashes running or waiting); 503 `server_busy` when the hashing queue is full. A visitor's basket (the `guest_cart_{client}` cookie) is merged into the new customer's and the cookie cleared.",
    tags,
    successStatus: 201,
    errorStatuses: [403, 409, 429, 503],
    handler: async ({ request, reply, body }) => {
      const client = await requireClient(request);
      const { session, userId } = await register(app.db, { client, body, ip: request.ip });
      const user = await findUserById(app.db, client.id, userId);
      if (!user) throw new Error('registered user not found');
      return await answerWithSession(app, { request, reply }, { client, session, user });
    },
  });

  dataRoute(app, routes.auth.logout, {
    summary: 'Log out: revokes the session and clears the cookies (the visitor basket cookie too)',
    tags,
    errorStatuses: [403],
    handler: async ({ request, reply }) => {
      const viewer = await viewerIfAny(request);
      if (viewer) await logOut(app.db, viewer.client.id, viewer.token);
      // Cleared whether or not a live session was found: logging out always leaves no cookie,
      // the visitor basket's included (a kiosk's reset: the next person starts afresh).
      appendSetCookie(reply, clearingCookies(request));
      if (hasGuestCookie(request)) clearGuestCookie(request, reply);
      return { loggedOut: true as const };
    },
  });

  dataRoute(app, routes.auth.user, {
    summary: 'The logged-in user',
    description: '401 `unauthenticated` when not logged in (and the session cookies are cleared).',
    tags,
    errorStatuses: [401],
    handler: async ({ request }) => {
      const viewer = await requireUser(request);
      return await toAuthUser(app.db, viewer.user, viewer.client);
    },
  });
}

/** A forgotten password: the reset email, and the new password it leads to. */
function passwordRoutes(app: FastifyInstance) {
  dataRoute(app, routes.auth.forgottenPassword, {
    summary: 'Email a password-reset link; the same answer whether or not the account exists',
    description:
      '429 `rate_limited` with Retry-After beyond 5 requests for one account from one address, or 20 from one address, in 15 minutes; 503 `server_busy` when the hashing queue is full. At most 3 links are mailed per account in 15 minutes: beyond, the same answer and no mail.',
    tags,
    errorStatuses: [429, 503],
    handler: async ({ request, body }) => {
      const client = await requireClient(request);
      const origin = mailOriginFor({
        publicDomain: app.config.PUBLIC_DOMAIN,
        port: app.config.PORT,
        clientSlug: client.slug,
        app: 'bookings',
        host: request.headers.host,
      });
      const bookingsUrl = `${origin}${app.config.BASE_PATH}`;
      await requestPasswordReset(app.db, app.mailer, {
        client,
        emailOrReference: body.email_or_reference,
        ip: request.ip,
        bookingsUrl,
      });
      return { message: authMessages.resetLinkSent };
    },
  });

  dataRoute(app, routes.auth.resetPassword, {
    summary: 'Set a new password with the single-use token of the reset email',
    description:
      '422 with `errors.token` when the token is unknown, expired or was used (checked before the new password is hashed), with `errors.password` when the password is all whitespace or too common. On success every session of the account ends and every other reset link of it stops working. 429 `rate_limited` with Retry-After beyond 10 attempts per address in 15 minutes; 503 `server_busy` when the hashing queue is full.',
    tags,
    errorStatuses: [429, 503],
    handler: async ({ request, body }) => {
      const client = await requireClient(request);
      await resetPassword(app.db, { client, token: body.token, password: body.password, ip: request.ip });
      return { message: authMessages.passwordReset };
    },
  });
}
