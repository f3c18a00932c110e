import { activitiesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';
import { isNotFound } from '../../../lib/queries.ts';

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

/** `GET .../categories`: the venue's root activities with their sub-activities. */
export const activitiesQuery = (venueSlug: string) =>
  queryOptions({
    queryKey: ['activities', venueSlug],
    queryFn: ({ signal }) => callApi(activitiesPaths.categories, { params: { venue: venueSlug }, signal }),
    staleTime: 5 * 60_000,
  });

/** An unknown activity (404) is a final answer: the page shows the not-found screen at once. */
const retryUnlessNotFound = (failureCount: number, error: unknown) =>
  !isNotFound(error) && shouldRetry(failureCount, error);

/** `GET .../categories/{slug}`: one activity (root or sub) with its sub-activities; 404 when unknown. */
export const activityQuery = (venueSlug: string, activitySlug: string) =>
  queryOptions({
    queryKey: ['activities', venueSlug, activitySlug],
    queryFn: ({ signal }) =>
      callApi(activitiesPaths.category, { params: { venue: venueSlug, slug: activitySlug }, signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessNotFound,
  });
