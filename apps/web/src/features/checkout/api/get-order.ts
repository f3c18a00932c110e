import { checkoutPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

/** An order that is not the customer's (404) or a logged-out viewer (401) is a final answer. */
const isFinal = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 401);

/** `GET /api/activities/orders/{orderId}`: the confirmation page's order. */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => callApi(checkoutPaths.order, { params: { orderId }, signal }),
    staleTime: 60_000,
    retry: (failureCount, error) => !isFinal(error) && shouldRetry(failureCount, error),
  });
