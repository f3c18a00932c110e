import { describe, expect, it } from 'vitest';
import { checkStripeSessionKey, createStripeSessionKey } from './stripe-session.ts';

describe('Stripe session keys', () => {
  const stripeSecretKey = 'sk_test_session';
  const now = new Date('2026-06-01T12:00:00Z');
  const key = createStripeSessionKey({
    merchant: 'demo',
    expiresAt: new Date(now.getTime() + 60_000),
    stripeSecretKey,
  });

  it('are accepted for their merchant until they expire', () => {
    expect(checkStripeSessionKey(key, { merchant: 'demo', stripeSecretKey, now })).toBe('valid');
    const later = new Date(now.getTime() + 60_000);
    expect(checkStripeSessionKey(key, { merchant: 'demo', stripeSecretKey, now: later })).toBe('expired');
  });

  it('are unknown to another merchant, another Stripe account, or after any change', () => {
    expect(checkStripeSessionKey(key, { merchant: 'riverside', stripeSecretKey, now })).toBe('unknown');
    expect(checkStripeSessionKey(key, { merchant: 'demo', stripeSecretKey: 'sk_test_other', now })).toBe(
      'unknown',
    );
    const [payload, signature] = key.split('.');
    const claims = JSON.parse(Buffer.from((payload ?? '').slice(4), 'base64url').toString()) as object;
    const widened = Buffer.from(JSON.stringify({ ...claims, merchant: 'riverside' })).toString('base64url');
    expect(
      checkStripeSessionKey(`lbs_${widened}.${signature}`, { merchant: 'riverside', stripeSecretKey, now }),
    ).toBe('unknown');
    expect(checkStripeSessionKey('pi_123_secret_456', { merchant: 'demo', stripeSecretKey, now })).toBe(
      'unknown',
    );
  });

  it('are never twice the same', () => {
    const expiresAt = new Date(now.getTime() + 60_000);
    expect(createStripeSessionKey({ merchant: 'demo', expiresAt, stripeSecretKey })).not.toBe(
      createStripeSessionKey({ merchant: 'demo', expiresAt, stripeSecretKey }),
    );
  });
});
