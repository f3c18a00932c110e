import { cartPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { sendApi } from '../../../lib/api-call.ts';

/**
 * `POST /api/activities/cart/handoff`: a signed link to this visitor basket for the QR code. It
 * changes nothing on the server (the basket stays until the link is claimed, and then all of it
 * moves), so it is a query per basket.
 */
export const cartHandoffQuery = (cartUuid: string) =>
  queryOptions({
    queryKey: ['cart-handoff', cartUuid],
    queryFn: ({ signal }) => sendApi(cartPaths.handoff, { signal }),
    staleTime: 60_000,
    gcTime: 0,
    retry: 1,
  });

/** `POST /api/activities/cart/handoff/claim`: the handed-off lines move into this browser's basket. */
export const claimCartHandoff = (token: string) => sendApi(cartPaths.claimHandoff, { body: { token } });
