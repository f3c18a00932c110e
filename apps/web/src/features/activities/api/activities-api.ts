import { queryOptions } from '@tanstack/react-query';
import { apiFetch, shouldRetry } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { isNotFound } from '../../../lib/queries.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

const venueBase = (venueSlug: string) => `/api/activities/venue/${encodeURIComponent(venueSlug)}`;

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

/** `GET .../categories`: the venue's root activities with their sub-activities. */
export const activitiesQuery = (venueSlug: string) =>
  queryOptions({
    queryKey: ['activities', venueSlug],
    queryFn: ({ signal }) =>
      apiFetch(`${venueBase(venueSlug)}/categories`, schemaFrom(schemas, 'ActivityList'), { signal }),
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
      apiFetch(
        `${venueBase(venueSlug)}/categories/${encodeURIComponent(activitySlug)}`,
        schemaFrom(schemas, 'Activity'),
        {
          signal,
        },
      ),
    staleTime: 5 * 60_000,
    retry: retryUnlessNotFound,
  });
