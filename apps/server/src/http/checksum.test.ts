import { describe, expect, it } from 'vitest';
import { checksumOf, matchesEtag } from './checksum.ts';

describe('checksumOf', () => {
  it('is the lowercase hex SHA-256 of the text', () => {
    expect(checksumOf('{"a":1}')).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
  });
});

describe('matchesEtag', () => {
  const checksum = 'abc123';
  it.each([
    ['"abc123"', true],
    ['W/"abc123"', true],
    ['"zzz", "abc123"', true],
    ['*', true],
    ['"abc124"', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(matchesEtag(header, checksum)).toBe(expected);
  });
});
