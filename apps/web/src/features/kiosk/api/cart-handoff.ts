import { Cart, CartHandoff } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { cartPath } from '../../cart/api/get-cart.ts';

const handoffPath = `${cartPath}/handoff`;

/**
 * `POST /api/activities/cart/handoff`: a signed link to this visitor basket for the QR code. It
 * changes nothing on the server (the basket stays until the link is claimed, and then all of it
 * moves), so it is a query per basket.
 */
export const cartHandoffQuery = (cartUuid: string) =>
  queryOptions({
    queryKey: ['cart-handoff', cartUuid],
    queryFn: ({ signal }) => apiFetch(handoffPath, CartHandoff, { method: 'POST', signal }),
    staleTime: 60_000,
    gcTime: 0,
    retry: 1,
  });

/** `POST /api/activities/cart/handoff/claim`: the handed-off lines move into this browser's basket. */
export const claimCartHandoff = (token: string) =>
  apiFetch(`${handoffPath}/claim`, Cart, { method: 'POST', body: { token } });
