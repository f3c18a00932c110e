import type { AddToCartItem } from '@leisure/contracts';

/**
 * Remembers, per process and for a moment, that a class, court slot or course was found with no
 * place left, so a stampede of adds for it answers 409 without reaching the database. Only a
 * refusal is remembered: a place is still granted by the database's conditional statement alone,
 * so this can never sell a place twice. A place freed meanwhile (a hold running out or removed)
 * becomes addable at most `ttlMs` later, the same lag the listings have (decision 9). Tickets are
 * not remembered: a smaller quantity may still fit.
 */
export function createSoldOutMemory(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const until = new Map<string, number>();
  const keyOf = (clientId: number, item: AddToCartItem) =>
    item.type === 'ticket_time' ? undefined : `${clientId}|${item.type}|${item.id}`;
  return {
    isSoldOut(clientId: number, item: AddToCartItem): boolean {
      const key = keyOf(clientId, item);
      if (key === undefined) return false;
      const expiry = until.get(key);
      if (expiry === undefined) return false;
      if (expiry > now()) return true;
      until.delete(key);
      return false;
    },
    remember(clientId: number, item: AddToCartItem): void {
      const key = keyOf(clientId, item);
      if (key === undefined || options.ttlMs <= 0) return;
      if (until.size >= maxEntries) until.clear();
      until.set(key, now() + options.ttlMs);
    },
  };
}

export type SoldOutMemory = ReturnType<typeof createSoldOutMemory>;
