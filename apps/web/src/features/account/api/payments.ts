import { AccountPayments, Order } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError, shouldRetry } from '../../../lib/api.ts';
import { accountApiPath, accountKeys } from './keys.ts';

/** `GET /api/my-account/payments`: orders with their payments, and the credit history. */
export const paymentsQuery = () =>
  queryOptions({
    queryKey: accountKeys.payments(),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/payments`, AccountPayments, { signal }),
    staleTime: 60_000,
  });

/** `GET /api/my-account/payments/{orderId}/receipt`: a 404 (not this customer's order) is final. */
export const receiptQuery = (orderId: number) =>
  queryOptions({
    queryKey: accountKeys.receipt(orderId),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/payments/${orderId}/receipt`, Order, { signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && shouldRetry(failureCount, error),
  });
