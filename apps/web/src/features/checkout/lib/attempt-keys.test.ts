import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newAttemptKey } from './attempt-keys.ts';

describe('createAttemptKeys', () => {
  it('reuses the key for the same body and makes a new one for another body or after forget', () => {
    let counter = 0;
    const keys = createAttemptKeys(() => `key-${++counter}`);
    expect(keys.keyFor({ card: 'a' })).toBe('key-1');
    expect(keys.keyFor({ card: 'a' })).toBe('key-1');
    expect(keys.keyFor({ card: 'b' })).toBe('key-2');
    keys.forget();
    expect(keys.keyFor({ card: 'b' })).toBe('key-3');
  });

  it('makes UUIDs', () => {
    expect(newAttemptKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
