/** What a batch is doing: the items waiting for the quiet period and those being sent. */
export interface DebouncedBatch<T, R> {
  /** Queues `item` (replacing a queued one with the same key); settles with the call that sends it. */
  push(item: T): Promise<R>;
  /** The items queued or in flight; the same array until something changes. */
  snapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
}

export interface DebouncedBatchOptions<T, R> {
  /** Quiet period: a burst of pushes closer together than this becomes one call. */
  waitMs: number;
  /** The most items one call may carry; reaching it sends at once. */
  maxSize: number;
  /** Items with the same key are one item (a double click is one click). */
  keyOf: (item: T) => string;
  send: (items: T[]) => Promise<R>;
}

/** A trailing debounce that gathers what was pushed during the burst and sends it in one call. */
export function createDebouncedBatch<T, R>(options: DebouncedBatchOptions<T, R>): DebouncedBatch<T, R> {
  let queued = new Map<string, T>();
  let waiters: { resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flights = new Set<readonly T[]>();
  let busy: readonly T[] = [];
  const listeners = new Set<() => void>();

  const emit = () => {
    busy = [...[...flights].flat(), ...queued.values()];
    for (const listener of listeners) listener();
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const items = [...queued.values()];
    const settle = waiters;
    queued = new Map();
    waiters = [];
    flights.add(items);
    emit();
    Promise.resolve()
      .then(() => options.send(items))
      .then(
        (result) => {
          for (const waiter of settle) waiter.resolve(result);
        },
        (error: unknown) => {
          for (const waiter of settle) waiter.reject(error);
        },
      )
      .finally(() => {
        flights.delete(items);
        emit();
      });
  };

  return {
    push(item) {
      const settled = new Promise<R>((resolve, reject) => waiters.push({ resolve, reject }));
      queued.set(options.keyOf(item), item);
      clearTimeout(timer);
      if (queued.size >= options.maxSize) flush();
      else {
        timer = setTimeout(flush, options.waitMs);
        emit();
      }
      return settled;
    },
    snapshot: () => busy,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
