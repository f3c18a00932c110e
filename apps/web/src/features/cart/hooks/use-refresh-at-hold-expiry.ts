import type { Cart } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type CartViewer, cartQueryKey } from '../api/get-cart.ts';

/** A little after the hold ends, so the server already counts it as expired. */
const afterExpiryMs = 1000;

/**
 * Reloads the basket when its next hold runs out: the server then leaves that line out of the
 * count and the totals. Nothing depends on this timer for correctness (holds expire by time).
 */
export function useRefreshAtHoldExpiry(viewer: CartViewer, cart: Cart | null | undefined): void {
  const queryClient = useQueryClient();
  const nextExpiry = nextHoldExpiry(cart);
  useEffect(() => {
    if (nextExpiry === null) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: cartQueryKey(viewer) }),
      Math.max(0, nextExpiry - Date.now()) + afterExpiryMs,
    );
    return () => clearTimeout(timer);
  }, [nextExpiry, queryClient, viewer]);
}

/** The earliest hold end among the lines still held, in ms since the epoch. */
export function nextHoldExpiry(cart: Cart | null | undefined): number | null {
  const ends = (cart?.items ?? [])
    .filter((item) => !item.isExpired)
    .map((item) => Date.parse(item.holdExpiresAt));
  return ends.length === 0 ? null : Math.min(...ends);
}
