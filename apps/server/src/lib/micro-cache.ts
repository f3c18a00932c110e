/**
 * A short-lived, per-process cache of assembled timetable payloads, so a busy day read by many
 * visitors costs one set of queries per `ttlMs`, and concurrent misses share one load.
 * Listings may lag the database by at most `ttlMs`; booking correctness never reads from here.
 * Failures are not cached.
 */
export function createMicroCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
