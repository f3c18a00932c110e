import { describe, expect, it } from 'vitest';
import { checkHandoffToken, handoffSecretOf, signHandoffToken } from './handoff-token.ts';

const secret = 'a-test-secret-of-at-least-32-characters';
const now = new Date('2026-12-01T10:00:00Z');
const claims = {
  clientId: 7,
  cartUuid: '8f5e6a4e-2b1c-4d3e-9f00-1234567890ab',
  expiresAt: new Date(now.getTime() + 10 * 60_000),
};

describe('basket hand-off tokens', () => {
  it('verifies a token it signed and gives back its claims', () => {
    const token = signHandoffToken(claims, secret);
    expect(token).toMatch(/^h1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(checkHandoffToken(token, { secret, now })).toEqual({ kind: 'valid', claims });
  });

  it('stops working at its expiry, to the millisecond', () => {
    const token = signHandoffToken(claims, secret);
    const justBefore = new Date(claims.expiresAt.getTime() - 1);
    expect(checkHandoffToken(token, { secret, now: justBefore }).kind).toBe('valid');
    expect(checkHandoffToken(token, { secret, now: claims.expiresAt })).toEqual({ kind: 'expired', claims });
  });

  it('refuses a token signed with another secret', () => {
    const token = signHandoffToken(claims, 'another-secret-of-at-least-32-characters');
    expect(checkHandoffToken(token, { secret, now }).kind).toBe('invalid');
  });

  it('refuses a token whose claims were changed after signing', () => {
    const token = signHandoffToken(claims, secret);
    const [, payload, signature] = token.split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    changed.exp += 24 * 60 * 60_000;
    const forged = `h1.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    expect(checkHandoffToken(forged, { secret, now }).kind).toBe('invalid');
  });

  it('refuses junk without throwing', () => {
    for (const junk of ['', 'h1.', 'h1..', 'nope', 'h1.e30.abc', `${signHandoffToken(claims, secret)}.x`]) {
      expect(checkHandoffToken(junk, { secret, now }).kind).toBe('invalid');
    }
  });

  it('needs HANDOFF_SECRET in production and has a development one elsewhere', () => {
    expect(() => handoffSecretOf({ NODE_ENV: 'production' })).toThrow(/HANDOFF_SECRET/);
    expect(handoffSecretOf({ NODE_ENV: 'production', HANDOFF_SECRET: secret })).toBe(secret);
    expect(handoffSecretOf({ NODE_ENV: 'test' }).length).toBeGreaterThanOrEqual(32);
  });
});
