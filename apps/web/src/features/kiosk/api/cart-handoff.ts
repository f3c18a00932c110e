import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { cartPath } from '../../cart/api/get-cart.ts';

const handoffPath = `${cartPath}/handoff`;

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

/**
 * `POST /api/activities/cart/handoff`: a signed link to this visitor basket for the QR code. It
 * changes nothing on the server (the basket stays until the link is claimed, and then all of it
 * moves), so it is a query per basket.
 */
export const cartHandoffQuery = (cartUuid: string) =>
  queryOptions({
    queryKey: ['cart-handoff', cartUuid],
    queryFn: ({ signal }) =>
      apiFetch(handoffPath, schemaFrom(schemas, 'CartHandoff'), { method: 'POST', signal }),
    staleTime: 60_000,
    gcTime: 0,
    retry: 1,
  });

/** `POST /api/activities/cart/handoff/claim`: the handed-off lines move into this browser's basket. */
export const claimCartHandoff = (token: string) =>
  apiFetch(`${handoffPath}/claim`, schemaFrom(schemas, 'Cart'), { method: 'POST', body: { token } });
