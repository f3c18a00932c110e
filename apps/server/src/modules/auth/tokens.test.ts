import { describe, expect, it } from 'vitest';
import { generateToken, hashToken, isWellFormedToken } from './tokens.ts';

describe('session tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedToken(token)).toBe(true);
    }
  });

  it('are stored as their SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(generateToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses junk before it reaches the database', () => {
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken('not a token')).toBe(false);
    expect(isWellFormedToken(`${generateToken()}x`)).toBe(false);
  });
});
