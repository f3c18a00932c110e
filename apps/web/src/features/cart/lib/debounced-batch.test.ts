import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedBatch } from './debounced-batch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function batchOf(maxSize = 10) {
  const send = vi.fn(async (items: string[]) => items.join(','));
  const batch = createDebouncedBatch<string, string>({ waitMs: 250, maxSize, keyOf: (item) => item, send });
  return { batch, send };
}

describe('createDebouncedBatch', () => {
  it('sends a burst of pushes closer than 250 ms as one call, settling every push with it', async () => {
    const { batch, send } = batchOf();
    const first = batch.push('a');
    await vi.advanceTimersByTimeAsync(200);
    const second = batch.push('b');
    await vi.advanceTimersByTimeAsync(200);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['a', 'b']);
    await expect(first).resolves.toBe('a,b');
    await expect(second).resolves.toBe('a,b');
  });

  it('counts the same key twice as one item (a double click)', async () => {
    const { batch, send } = batchOf();
    void batch.push('a');
    void batch.push('a');
    await vi.advanceTimersByTimeAsync(250);
    expect(send).toHaveBeenCalledWith(['a']);
  });

  it('makes two calls for pushes further apart than the quiet period', async () => {
    const { batch, send } = batchOf();
    void batch.push('a');
    await vi.advanceTimersByTimeAsync(300);
    void batch.push('b');
    await vi.advanceTimersByTimeAsync(300);
    expect(send.mock.calls).toEqual([[['a']], [['b']]]);
  });

  it('sends at once when the batch is full', async () => {
    const { batch, send } = batchOf(2);
    void batch.push('a');
    void batch.push('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(['a', 'b']);
  });

  it('shows what is queued or in flight, and nothing once the call has settled', async () => {
    let finish: (value: string) => void = () => {};
    const batch = createDebouncedBatch<string, string>({
      waitMs: 250,
      maxSize: 10,
      keyOf: (item) => item,
      send: () => new Promise((resolve) => (finish = resolve)),
    });
    const pushed = batch.push('a');
    expect(batch.snapshot()).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(250);
    expect(batch.snapshot()).toEqual(['a']);
    finish('done');
    await pushed;
    await vi.advanceTimersByTimeAsync(0);
    expect(batch.snapshot()).toEqual([]);
  });

  it('rejects every push of a failed call', async () => {
    const batch = createDebouncedBatch<string, string>({
      waitMs: 250,
      maxSize: 10,
      keyOf: (item) => item,
      send: async () => {
        throw new Error('no');
      },
    });
    const first = batch.push('a');
    const second = batch.push('b');
    const settled = Promise.allSettled([first, second]);
    await vi.advanceTimersByTimeAsync(250);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
