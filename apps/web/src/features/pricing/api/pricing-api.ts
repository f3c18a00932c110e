import { activitiesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

/**
 * `GET /api/activities/pricing?venue=`: the plans with member prices or free sessions at a venue.
 * Retries follow the app's rule, except that a 404 (no such venue) is final.
 */
export const membershipPricingQuery = (venueSlug: string) =>
  queryOptions({
    queryKey: ['membership-pricing', venueSlug],
    queryFn: ({ signal }) => callApi(activitiesPaths.pricing, { query: { venue: venueSlug }, signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && shouldRetry(failureCount, error),
  });
