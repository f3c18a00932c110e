import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';
import { accountKeys } from './keys.ts';

/** `GET /api/my-account/payments`: orders with their payments, and the credit history. */
export const paymentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.payments(),
    queryFn: ({ signal }) => callApi(accountPaths.payments, { signal }),
    staleTime: 60_000,
  });

/** `GET /api/my-account/payments/{orderId}/receipt`: a 404 (not this customer's order) is final. */
export const receiptQuery = (orderId: number) =>
  queryOptions({
    queryKey: accountKeys.receipt(orderId),
    queryFn: ({ signal }) => callApi(accountPaths.receipt, { params: { orderId }, signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && shouldRetry(failureCount, error),
  });
