import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('createMicroCache', () => {
  it('shares one load between concurrent and repeated reads until the entry expires', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMicroCache<number>({ ttlMs: 1_000, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1_000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createMicroCache<number>({ ttlMs: 1_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
