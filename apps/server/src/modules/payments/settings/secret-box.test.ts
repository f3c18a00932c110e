import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyIdOf, open, SecretBoxError, seal, secretKeyOf, secretKeyRingOf } from './secret-box.ts';

const newKey = () => randomBytes(32).toString('base64');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, and the sealed text shows neither the secret nor the key', () => {
    const key = newKey();
    const ring = secretKeyRingOf(key);
    const sealed = seal(ring, 'sk_live_secret', 'client:1');
    expect(sealed).not.toContain('sk_live_secret');
    expect(sealed).not.toContain(key);
    expect(keyIdOf(sealed)).toBe(ring.current.id);
    expect(open(ring, sealed, 'client:1')).toBe('sk_live_secret');
    expect(seal(ring, 'sk_live_secret', 'client:1')).not.toBe(sealed);
  });

  it('refuses to open with a wrong key', () => {
    const sealed = seal(secretKeyRingOf(newKey()), 'secret', 'client:1');
    expect(() => open(secretKeyRingOf(newKey()), sealed, 'client:1')).toThrow(SecretBoxError);
  });

  it('refuses a tampered value, and a value moved to another owner', () => {
    const ring = secretKeyRingOf(newKey());
    const sealed = seal(ring, 'secret', 'client:1');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[4] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 4), data.toString('base64url')].join('.');
    expect(() => open(ring, tampered, 'client:1')).toThrow(/integrity check/);
    expect(() => open(ring, sealed, 'client:2')).toThrow(/integrity check/);
    expect(() => open(ring, 'plain text', 'client:1')).toThrow(/not a sealed value/);
  });

  it('rotates: the new key seals, an old key still opens until re-encrypted', () => {
    const oldKey = newKey();
    const sealedBefore = seal(secretKeyRingOf(oldKey), 'secret', 'client:1');
    const rotated = secretKeyRingOf(newKey(), [oldKey]);
    expect(open(rotated, sealedBefore, 'client:1')).toBe('secret');
    const resealed = seal(rotated, open(rotated, sealedBefore, 'client:1'), 'client:1');
    expect(keyIdOf(resealed)).toBe(rotated.current.id);
    expect(keyIdOf(resealed)).not.toBe(keyIdOf(sealedBefore));
    expect(() => open(secretKeyRingOf(oldKey), resealed, 'client:1')).toThrow(SecretBoxError);
  });

  it('accepts only 32-byte keys', () => {
    expect(() => secretKeyOf(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(secretKeyOf(newKey()).id).toMatch(/^[0-9a-f]{12}$/);
  });
});
