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

  it('refuses an address beyond its share with 429', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 10, maxPerKey: 2 });
    const started: string[] = [];
    const held = ['a1', 'a2'].map((name) => job(started, name));
    const runs = held.map((each) => gate.run('a', each.work));
    expect(await codeOf(gate.run('a', async () => 'one too many'))).toEqual([429, 'rate_limited']);
    expect(gate.load).toEqual({ running: 1, queued: 1 });
    for (const each of held) each.finish();
    await Promise.all(runs);
    expect(await gate.run('a', async () => 'again')).toBe('again');
  });

  it('lets a newcomer into a full queue in place of the greediest waiter, and answers 503 when none is', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 3, maxPerKey: 10 });
    const started: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'b1', 'c1', 'd1'].map((name) => job(started, name));
    const [a1, a2, a3, b1, c1, d1] = jobs;
    if (!a1 || !a2 || !a3 || !b1 || !c1 || !d1) throw new Error('jobs missing');
    const runs = [gate.run('a', a1.work), gate.run('a', a2.work), gate.run('b', b1.work)];
    const shed = codeOf(gate.run('a', a3.work));
    // Full: a1 runs; a2, b1 and a3 wait. c takes a3's place (a has the most waiting); a3 gets 429.
    const newcomer = gate.run('c', c1.work);
    expect(await shed).toEqual([429, 'rate_limited']);
    expect(gate.load).toEqual({ running: 1, queued: 3 });
    // Now a, b and c have one waiting each: no one to refuse for d.
    expect(await codeOf(gate.run('d', d1.work))).toEqual([503, 'server_busy']);
    for (const each of jobs) each.finish();
    await Promise.all([...runs, newcomer]);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(gate.load).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot and the share when a hash fails', async () => {
    const gate = new HashGate({ concurrency: 1, maxQueued: 0, maxPerKey: 1 });
    await expect(gate.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load).toEqual({ running: 0, queued: 0 });
    expect(await gate.run('a', async () => 'fine')).toBe('fine');
  });
});
