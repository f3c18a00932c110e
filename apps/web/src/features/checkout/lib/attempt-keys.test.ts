import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys.ts';

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
});
