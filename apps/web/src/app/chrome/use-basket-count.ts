import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { useRefreshAtHoldExpiry } from '../../features/cart/hooks/use-refresh-at-hold-expiry.ts';

/**
 * Items in the basket (`totals.itemCount`: expired lines are not counted). The header is on every
 * page, so it is also what reloads the basket when a hold runs out.
 */
export function useBasketCount(): number {
  const { viewer, query } = useCart();
  useRefreshAtHoldExpiry(viewer, query.data);
  return query.data?.totals.itemCount ?? 0;
}

/** 'Basket, 2 items' for the basket link's accessible name. */
export function basketLabel(count: number): string {
  return count > 0 ? `Basket, ${count} ${count === 1 ? 'item' : 'items'}` : 'Basket';
}
