import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { HashGate } from './hash-gate.ts';

/** A piece of work that ends when the test says so, recording when it started. */
function job(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? [error.statusCode, error.code] : error;
};

describe('the password-hashing gate', () => {
  it('runs at most `concurrency` hashes at once and the rest in turn', async () => {
    const gate = new HashGate({ concurrency: 2, maxQueued: 10, maxPerKey: 10 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => job(started, name));
    const results = jobs.map((each, index) => gate.run(`key-${index}`, each.work));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 2, queued: 1 });
    jobs[0]?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const each of jobs) each.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('lets addresses take turns: a flood from one waits behind a newcomer', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 10, maxPerKey: 10 });
    const started: string[] = [];
    const flood = ['f1', 'f2', 'f3', 'f4'].map((name) => job(started, name));
    const floodRuns = flood.map((each) => gate.run('flooder', each.work));
    const owner = job(started, 'owner');
    const ownerRun = gate.run('owner', owner.work);
    for (const each of [...flood, owner]) each.finish();
    await Promise.all([...floodRuns, ownerRun]);
    // f1 was running; the owner's turn comes after the flooder's next one at most.
    expect(started.indexOf('owner')).toBeLessThanOrEqual(2);
  });

  it('refuses an address beyond its share with 429, and everyone when the queue is full with 503', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 2, maxPerKey: 2 });
    const started: string[] = [];
    const [a1, a2, b1, c1] = ['a1', 'a2', 'b1', 'c1'].map((name) => job(started, name));
    if (!a1 || !a2 || !b1 || !c1) throw new Error('jobs missing');
    const held = [a1, a2, b1, c1];
    const runs = [gate.run('a', a1.work), gate.run('a', a2.work), gate.run('b', b1.work)];
    expect(await codeOf(gate.run('a', async () => 'one too many'))).toEqual([429, 'rate_limited']);
    expect(await codeOf(gate.run('c', c1.work))).toEqual([503, 'server_busy']);
    for (const each of held) each.finish();
    await Promise.all(runs);
    expect(await gate.run('a', async () => 'again')).toBe('again');
  });

  it('frees the slot and the share when a hash fails', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 0, maxPerKey: 1 });
    await expect(gate.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, queued: 0 });
    expect(await gate.run('a', async () => 'fine')).toBe('fine');
  });
});
