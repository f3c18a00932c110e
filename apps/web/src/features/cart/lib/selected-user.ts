import { useSystem } from '../../../lib/system-store.ts';

/**
 * The id of the customer a front-of-house user is serving (docs/product.md, 'Who uses it';
 * the cart's `selectedUserId`); null when customers book for themselves. It lives in the system store (and
 * the tab's sessionStorage): the basket is loaded and changed for this customer, and reloads when
 * it changes.
 */
export function useSelectedUserId(): number | null {
  return useSystem().selectedCustomer?.id ?? null;
}
