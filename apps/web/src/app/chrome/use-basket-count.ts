/**
 * Items in the basket. The basket is not loaded by the app yet, so the count is 0 and the badge
 * stays hidden; the cart work replaces this with the cart query's `totals.itemCount`.
 */
export function useBasketCount(): number {
  return 0;
}
