import { activitiesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

// Failures stay in the query state (no throwOnError), so the page shows them. Retries follow the
// app's rule (409/422 final, others up to 3 times), except that a 404 is final too: an unknown
// course or activity shows the not-found screen at once.
function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return false;
  return shouldRetry(failureCount, error);
}

/**
 * The venue's courses, first to start first; with an activity, that activity's and its
 * sub-activities'; with an age, those whose age range takes it.
 */
export const coursesQuery = (
  venueSlug: string,
  activitySlug?: string,
  selectedUserId: number | null = null,
  age?: number,
) =>
  queryOptions({
    queryKey: ['courses', venueSlug, activitySlug ?? null, selectedUserId, age ?? null],
    queryFn: ({ signal }) =>
      callApi(activitiesPaths.courses, {
        params: { venue: venueSlug },
        query: {
          activity: activitySlug || undefined,
          age,
          selected_user_id: selectedUserId ?? undefined,
        },
        signal,
      }),
    staleTime: 30_000,
    retry: retryUnlessMissing,
  });

/** One course, with its sessions and booking questions. */
export const courseQuery = (venueSlug: string, courseSlug: string, selectedUserId: number | null = null) =>
  queryOptions({
    queryKey: ['course', venueSlug, courseSlug, selectedUserId],
    queryFn: ({ signal }) =>
      callApi(activitiesPaths.course, {
        params: { venue: venueSlug, courseSlug },
        query: { selected_user_id: selectedUserId ?? undefined },
        signal,
      }),
    staleTime: 30_000,
    retry: retryUnlessMissing,
  });
