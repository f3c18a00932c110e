import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientSlugOf, cookieScope } from '../auth/session.ts';
import { generateToken, hashToken, isWellFormedToken } from '../auth/tokens.ts';

/** A visitor's basket lasts as long as an absolute session: 30 days after its last add. */
const GUEST_CART_MAX_AGE_S = 30 * 24 * 60 * 60;

/** `guest_cart_{client}`: HttpOnly, scoped like the session cookies so every app of the client sees it. */
export const guestCartCookieName = (clientSlug: string) => `guest_cart_${clientSlug}`;

/**
 * What ties a visitor to their basket: the secret of the cookie (32 random bytes, base64url)
 * and its SHA-256, which is all the database keeps (`carts.guest_key_hash`).
 */
export interface GuestKey {
  token: string;
  hash: string;
  /** Made for this request: the cookie must be set on the answer. */
  isNew: boolean;
}

/** The guest key the request's cookie carries; a malformed value counts as none. */
export function presentedGuestKey(request: FastifyRequest): GuestKey | undefined {
  const token = request.cookies?.[guestCartCookieName(clientSlugOf(request))];
  if (!token || !isWellFormedToken(token)) return undefined;
  return { token, hash: hashToken(token), isNew: false };
}

export function hasGuestCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[guestCartCookieName(clientSlugOf(request))]);
}

export function newGuestKey(): GuestKey {
  const token = generateToken();
  return { token, hash: hashToken(token), isNew: true };
}

export function setGuestCookie(request: FastifyRequest, reply: FastifyReply, key: GuestKey) {
  reply.setCookie(guestCartCookieName(clientSlugOf(request)), key.token, {
    ...cookieScope(request),
    maxAge: GUEST_CART_MAX_AGE_S,
    httpOnly: true,
  });
}

export function clearGuestCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(guestCartCookieName(clientSlugOf(request)), '', {
    ...cookieScope(request),
    maxAge: 0,
    expires: new Date(0),
    httpOnly: true,
  });
}
