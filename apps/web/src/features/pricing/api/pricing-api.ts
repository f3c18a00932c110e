import { MembershipPricing } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError, shouldRetry } from '../../../lib/api.ts';

/**
 * `GET /api/activities/pricing?venue=`: the plans with member prices or free sessions at a venue.
 * Retries follow the app's rule, except that a 404 (no such venue) is final.
 */
export const membershipPricingQuery = (venueSlug: string) =>
  queryOptions({
    queryKey: ['membership-pricing', venueSlug],
    queryFn: ({ signal }) =>
      apiFetch(`/api/activities/pricing?venue=${encodeURIComponent(venueSlug)}`, MembershipPricing, {
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && shouldRetry(failureCount, error),
  });
