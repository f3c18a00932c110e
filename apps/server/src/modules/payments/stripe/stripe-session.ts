import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Stripe's card entry needs no server object before the card is typed: Stripe.js (Payment
 * Element in deferred-intent mode) turns the card into a PaymentMethod with the publishable
 * key, and the server creates and confirms the PaymentIntent at authorise. So the "session"
 * is ours: a key signed with a secret derived from the Stripe secret key, binding the merchant
 * and an expiry, which authorise checks like the other providers check theirs.
 */
const SESSION_PREFIX = 'lbs_';
const SessionClaims = z.object({ merchant: z.string(), expiresAt: z.number().int(), nonce: z.string() });

const signingKeyOf = (stripeSecretKey: string) =>
  createHmac('sha256', stripeSecretKey).update('leisure-bookings stripe session').digest();

const signatureOf = (payload: string, stripeSecretKey: string) =>
  createHmac('sha256', signingKeyOf(stripeSecretKey)).update(payload).digest('base64url');

export function createStripeSessionKey(input: {
  merchant: string;
  expiresAt: Date;
  stripeSecretKey: string;
}): string {
  const claims = {
    merchant: input.merchant,
    expiresAt: input.expiresAt.getTime(),
    nonce: randomBytes(9).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${SESSION_PREFIX}${payload}.${signatureOf(payload, input.stripeSecretKey)}`;
}

export type SessionCheck = 'valid' | 'unknown' | 'expired';

/** Whether the key was made by us, for this merchant, and is still live. */
export function checkStripeSessionKey(
  sessionKey: string,
  input: { merchant: string; stripeSecretKey: string; now: Date },
): SessionCheck {
  if (!sessionKey.startsWith(SESSION_PREFIX)) return 'unknown';
  const [payload, signature] = sessionKey.slice(SESSION_PREFIX.length).split('.');
  if (!payload || !signature) return 'unknown';
  const expected = Buffer.from(signatureOf(payload, input.stripeSecretKey));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unknown';
  let claims: z.infer<typeof SessionClaims>;
  try {
    claims = SessionClaims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return 'unknown';
  }
  if (claims.merchant !== input.merchant) return 'unknown';
  return claims.expiresAt > input.now.getTime() ? 'valid' : 'expired';
}
