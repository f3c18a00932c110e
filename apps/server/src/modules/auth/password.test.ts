import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key in one string', async () => {
    const stored = await hashPassword('Correct-Horse-1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(needsRehash(stored)).toBe(false);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-1');
    expect(await verifyPassword('Correct-Horse-1', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-1', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('gives two different hashes for the same password', async () => {
    const [first, second] = await Promise.all([
      hashPassword('Same-Password-9'),
      hashPassword('Same-Password-9'),
    ]);
    expect(first).not.toBe(second);
  });

  it('rejects a tampered or malformed stored hash', async () => {
    const stored = await hashPassword('Correct-Horse-1');
    const parts = stored.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 1;
    const tamperedKey = [...parts.slice(0, 5), key.toString('base64')].join('$');
    const tamperedSalt = [...parts.slice(0, 4), Buffer.alloc(16, 7).toString('base64'), parts[5]].join('$');
    const tamperedCost = ['scrypt', 2 ** 16, ...parts.slice(2)].join('$');
    for (const bad of [tamperedKey, tamperedSalt, tamperedCost]) {
      expect(await verifyPassword('Correct-Horse-1', bad)).toBe(false);
    }
    for (const malformed of [
      '',
      'plain-text',
      'scrypt$1$8$1$AAAA$AAAA',
      'bcrypt$2b$10$abc',
      `${stored}$extra`,
    ]) {
      expect(await verifyPassword('Correct-Horse-1', malformed)).toBe(false);
      expect(needsRehash(malformed)).toBe(true);
    }
  });
});
