import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DEVELOPMENT_HANDOFF_SECRET } from '../../config/development-secrets.ts';

/**
 * A kiosk's basket hand-off token: which visitor basket (client id and cart uuid) and until
 * when, HMAC-SHA256-signed with the server's secret. It is stateless; single use comes from the
 * claim, which turns the basket from `open` to `merged` in one conditional statement.
 */
const PREFIX = 'h1.';
const Claims = z.object({ client: z.number().int().positive(), cart: z.uuid(), exp: z.number().int() });
export type HandoffClaims = { clientId: number; cartUuid: string; expiresAt: Date };

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`leisure-bookings cart handoff:${payload}`).digest('base64url');

export function signHandoffToken(claims: HandoffClaims, secret: string): string {
  const body = { client: claims.clientId, cart: claims.cartUuid, exp: claims.expiresAt.getTime() };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${PREFIX}${payload}.${signatureOf(payload, secret)}`;
}

export type HandoffCheck =
  | { kind: 'valid'; claims: HandoffClaims }
  | { kind: 'invalid' }
  | { kind: 'expired'; claims: HandoffClaims };

/** Whether we made the token (signature first, then its shape) and whether it is still live. */
export function checkHandoffToken(token: string, input: { secret: string; now: Date }): HandoffCheck {
  if (!token.startsWith(PREFIX)) return { kind: 'invalid' };
  const [payload, signature, ...rest] = token.slice(PREFIX.length).split('.');
  if (!payload || !signature || rest.length > 0) return { kind: 'invalid' };
  const expected = Buffer.from(signatureOf(payload, input.secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  let parsed: z.infer<typeof Claims>;
  try {
    parsed = Claims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return { kind: 'invalid' };
  }
  const claims = { clientId: parsed.client, cartUuid: parsed.cart, expiresAt: new Date(parsed.exp) };
  return parsed.exp > input.now.getTime() ? { kind: 'valid', claims } : { kind: 'expired', claims };
}

/** The signing secret: outside production, the published development one when unset. */
export function handoffSecretOf(config: { HANDOFF_SECRET?: string | undefined; NODE_ENV: string }): string {
  if (config.HANDOFF_SECRET) return config.HANDOFF_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('HANDOFF_SECRET is not set');
  return DEVELOPMENT_HANDOFF_SECRET;
}
