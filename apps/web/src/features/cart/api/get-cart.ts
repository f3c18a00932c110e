import { cartPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

/** Whose basket the page shows: the visitor's (guest) or the customer's, or the one staff serve. */
export interface CartViewer {
  isLoggedIn: boolean;
  selectedUserId: number | null;
}

/** A new viewer is a new key: the basket reloads after login, logout or a change of selected user. */
export const cartQueryKey = (viewer: CartViewer) =>
  ['cart', viewer.isLoggedIn ? 'customer' : 'guest', viewer.selectedUserId] as const;

/** A visitor without a basket: the server has no guest basket for them (yet), or no session. */
const isNoGuestBasket = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 404);

/**
 * `GET /api/activities/cart[?selected_user_id=]`. A visitor the server keeps no basket for (401 or
 * 404) has none: null, shown as an empty basket. (A customer's 401 ends the session: lib/api.ts.)
 */
export const cartQuery = (viewer: CartViewer) =>
  queryOptions({
    queryKey: cartQueryKey(viewer),
    queryFn: async ({ signal }) => {
      const query = { selected_user_id: viewer.selectedUserId ?? undefined };
      try {
        return await callApi(cartPaths.cart, { query, signal });
      } catch (error) {
        if (!viewer.isLoggedIn && isNoGuestBasket(error)) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
