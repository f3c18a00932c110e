import { authCookieNames, embeddedRequestHeader } from '@leisure/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { hostTargetOf, requireClient } from '../../http/tenant.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { findLiveSession, type SessionRow, touchSession, type UserWithVenue } from './auth.repository.ts';
import { cookieDomainFor, isLocalHost } from './host-scope.ts';
import { hashToken, isWellFormedToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends 30 days after login whatever happens, and after 7 days without use. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** `last_seen_at` is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface Viewer {
  client: ClientRow;
  user: UserWithVenue;
  session: SessionRow;
  token: string;
}

interface PresentedToken {
  token: string;
  via: 'cookie' | 'bearer';
}

const viewers = new WeakMap<FastifyRequest, Promise<Viewer | undefined>>();
/** Requests that carried a token no session matches: their cookies are cleared on the way out. */
const deadTokens = new WeakSet<FastifyRequest>();
/** Requests whose answer sets a new session: their cookies are never cleared on the way out. */
const freshSessions = new WeakSet<FastifyRequest>();

export function clientSlugOf(request: FastifyRequest): string {
  return hostTargetOf(request, request.server.config.DEFAULT_CLIENT).client;
}

export function isBearerAccepted(request: FastifyRequest): boolean {
  const { NODE_ENV, AUTH_BEARER } = request.server.config;
  return NODE_ENV === 'development' || AUTH_BEARER;
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[authCookieNames(clientSlugOf(request)).token];
  return value ? value : undefined;
}

function presentedToken(request: FastifyRequest): PresentedToken | undefined {
  const bearer = isBearerAccepted(request) ? bearerTokenOf(request) : undefined;
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = sessionCookieOf(request);
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * The logged-in viewer of this request, from the `auth_token_{client}` cookie (or the Bearer
 * header where accepted), or undefined for a visitor. A session cookie that no longer matches a
 * live session (revoked elsewhere, expired) answers 401 `User signed out` and the cookies are
 * cleared: the apps then log out and reload, instead of carrying on as a visitor the customer
 * never chose to be (docs/product.md, "A 401 ... logs the user out").
 */
export async function optionalUser(request: FastifyRequest): Promise<Viewer | undefined> {
  const viewer = await viewerIfAny(request);
  if (!viewer && deadTokens.has(request)) throw signedOut();
  return viewer;
}

/**
 * Like `optionalUser`, but a dead session cookie is simply no viewer: for the calls that end or
 * replace a session (logout, a login link), which must work whatever the old cookie says.
 */
export function viewerIfAny(request: FastifyRequest): Promise<Viewer | undefined> {
  let pending = viewers.get(request);
  if (!pending) {
    pending = resolveViewer(request);
    viewers.set(request, pending);
  }
  return pending;
}

function signedOut() {
  return new AppError({ statusCode: 401, code: 'unauthenticated', message: 'User signed out' });
}

/** The logged-in viewer, or 401 `unauthenticated` (and the session cookies are cleared). */
export async function requireUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await viewerIfAny(request);
  if (!viewer) throw signedOut();
  return viewer;
}

/**
 * The cookie header a page's own API calls carry: the page's, less the session cookies when the
 * page's session is dead (the page is drawn for a visitor, and its answer clears the cookies).
 */
export async function cookieHeaderForPage(page: FastifyRequest): Promise<string> {
  const header = page.headers.cookie ?? '';
  if (header === '' || (await viewerIfAny(page)) || !deadTokens.has(page)) return header;
  const names = authCookieNames(clientSlugOf(page));
  const dead = new Set<string>([names.token, names.state]);
  return header
    .split(';')
    .filter((pair) => !dead.has(pair.split('=')[0]?.trim() ?? ''))
    .join(';');
}

async function resolveViewer(request: FastifyRequest): Promise<Viewer | undefined> {
  const presented = presentedToken(request);
  if (!presented) return undefined;
  const client = await requireClient(request);
  const viewer = await lookUp(request, client, presented.token);
  if (!viewer && presented.via === 'cookie') deadTokens.add(request);
  return viewer;
}

async function lookUp(request: FastifyRequest, client: ClientRow, token: string) {
  if (!isWellFormedToken(token)) return undefined;
  const db = request.server.db;
  const now = new Date();
  const found = await findLiveSession(db, {
    clientId: client.id,
    tokenHash: hashToken(token),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
    now,
  });
  if (!found) return undefined;
  const { session, user } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await touchSession(db, client.id, session.id, now);
  }
  return { client, user, session, token };
}

/** The app is running inside another site's iframe: it says so with every call. */
export function isEmbeddedRequest(request: FastifyRequest): boolean {
  return request.headers[embeddedRequestHeader] === 'true';
}

/**
 * Domain, Secure and the rest, shared by both cookies so they are set and cleared alike (and by
 * the guest basket cookie, which must reach the same apps). Inside another site's iframe a Lax
 * cookie is never sent, so there they are `SameSite=None; Secure; Partitioned` (CHIPS): kept
 * apart per embedding site, and Secure even on plain-http localhost, which Chromium treats as a
 * secure context.
 */
export function cookieScope(request: FastifyRequest): {
  path: string;
  sameSite: 'lax' | 'none';
  secure: boolean;
  partitioned?: true;
  domain?: string;
} {
  const host = request.headers.host ?? '';
  const domain = cookieDomainFor(host);
  const scope = { path: '/', ...(domain && { domain }) };
  if (isEmbeddedRequest(request)) return { ...scope, sameSite: 'none', secure: true, partitioned: true };
  return { ...scope, sameSite: 'lax', secure: !isLocalHost(host) };
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
) {
  const names = authCookieNames(clientSlugOf(request));
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const scope = { ...cookieScope(request), maxAge };
  freshSessions.add(request);
  reply.setCookie(names.token, session.token, { ...scope, httpOnly: true });
  reply.setCookie(names.state, '1', { ...scope, httpOnly: false });
}

/** Serialised `Set-Cookie` values that remove both cookies. */
export function clearingCookies(request: FastifyRequest): string[] {
  const names = authCookieNames(clientSlugOf(request));
  const scope = { ...cookieScope(request), maxAge: 0, expires: new Date(0) };
  return [
    request.server.serializeCookie(names.token, '', { ...scope, httpOnly: true }),
    request.server.serializeCookie(names.state, '', { ...scope, httpOnly: false }),
  ];
}

/** Appends Set-Cookie values to what the reply already sets. */
export function appendSetCookie(reply: FastifyReply, values: string[]) {
  const existing = reply.getHeader('set-cookie');
  const current = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...current, ...values]);
}

/**
 * Clears the session cookies of any answer to a request that carried the session cookie but
 * no live session: a 401, or a page that found the token expired or revoked.
 */
export function shouldClearCookies(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!sessionCookieOf(request) || freshSessions.has(request)) return false;
  return deadTokens.has(request) || (reply.statusCode === 401 && !bearerTokenOf(request));
}
