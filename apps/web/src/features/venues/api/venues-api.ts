import { activitiesPaths, sitePaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, statusMessages } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

// Retries follow the app's QueryClient defaults (the contract's rule: 409/422 are final, others up to 3).
export const venuesQuery = queryOptions({
  queryKey: ['venues'],
  queryFn: ({ signal }) => callApi(sitePaths.venues, { signal }),
  staleTime: 5 * 60_000,
});

/** Every activity on offer with the venues offering it: how home finds venues by what people want to do. */
export const offeredActivitiesQuery = queryOptions({
  queryKey: ['activities', 'offered'],
  queryFn: ({ signal }) => callApi(activitiesPaths.offered, { signal }),
  staleTime: 5 * 60_000,
});

export const geocodeQuery = (q: string) =>
  queryOptions({
    queryKey: ['geocode', q],
    queryFn: ({ signal }) => callApi(sitePaths.geocode, { query: { q }, signal }),
    staleTime: 60 * 60_000,
    // A 4xx is a final answer for a place search; only network and server failures are retried.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
  });

/** The text to show for a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.status === 0
      ? "We couldn't reach the server. Check your connection and try again."
      : error.message;
  }
  return statusMessages.generic;
}
