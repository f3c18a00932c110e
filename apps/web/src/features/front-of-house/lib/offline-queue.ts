import { OfflinePayment } from '@leisure/contracts';
import type { z } from 'zod';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { syncOfflinePayments } from '../api/desk-calls.ts';

/** A payment the desk took while it could not reach the server, as the sync call sends it. */
export type QueuedPayment = z.input<typeof OfflinePayment>;

/** The most the sync call takes at once. */
const batchSize = 500;

const storageKey = (clientId: string) => `leisure.desk.offline-payments.${clientId}`;

function parsed(raw: string | null): QueuedPayment[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is QueuedPayment => OfflinePayment.safeParse(entry).success);
  } catch {
    return [];
  }
}

/** A stand-in that keeps entries for this page only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/**
 * The browser's localStorage, or a stand-in for this page where reading it is denied (a third-party
 * iframe, some private modes): a desk never runs there, but every page builds the queue.
 */
export function deskStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem('leisure:probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}

/**
 * The desk's payments waiting to be sent, kept in localStorage so a reload, a closed tab or a
 * restarted computer loses none. An entry leaves only once the server has confirmed it (recorded
 * now, or already); every tab of the desk shares the queue (the `storage` event).
 */
export function createOfflineQueue(clientId: string, storage: Storage = deskStorage()) {
  const key = storageKey(clientId);
  const listeners = new Set<() => void>();
  let entries = parsed(storage.getItem(key));
  let inFlight: Promise<number> | null = null;

  const write = (next: QueuedPayment[]) => {
    entries = next;
    storage.setItem(key, JSON.stringify(next));
    for (const listener of listeners) listener();
  };
  const reload = (event: StorageEvent) => {
    if (event.key !== key) return;
    entries = parsed(event.newValue);
    for (const listener of listeners) listener();
  };

  const queue = {
    list: () => entries,
    add(payments: readonly QueuedPayment[]) {
      // From storage, not memory: another tab of the desk may have changed it since.
      const current = parsed(storage.getItem(key));
      const known = new Set(current.map((entry) => entry.offline_reference));
      write([...current, ...payments.filter((payment) => !known.has(payment.offline_reference))]);
    },
    /** Drops the entries the server confirmed. */
    confirm(references: readonly string[]) {
      const done = new Set(references);
      write(parsed(storage.getItem(key)).filter((entry) => !done.has(entry.offline_reference)));
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener('storage', reload);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', reload);
      };
    },
    /**
     * Sends what is waiting, a batch at a time; answers how many the server confirmed. One send
     * at a time per tab; a failure leaves every entry queued for the next try.
     */
    send(): Promise<number> {
      inFlight ??= (async () => {
        let confirmed = 0;
        try {
          for (
            let batch = entries.slice(0, batchSize);
            batch.length > 0;
            batch = entries.slice(0, batchSize)
          ) {
            const { results } = await syncOfflinePayments({ payments: batch });
            queue.confirm(results.map((result) => result.offlineReference));
            confirmed += results.length;
            if (results.length === 0) break;
          }
          return confirmed;
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  };
  return queue;
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

const queues = new Map<string, OfflineQueue>();

/** The page's one queue for a client. */
export function offlineQueueFor(clientId: string): OfflineQueue {
  let queue = queues.get(clientId);
  if (!queue) {
    queue = createOfflineQueue(clientId);
    queues.set(clientId, queue);
  }
  return queue;
}

/** A new `offline_reference`: the desk's own id for a payment, unique across desks and tabs. */
export const newOfflineReference = () => `desk-${newIdempotencyKey()}`;
