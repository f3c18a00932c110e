import { Course, CourseList } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError, shouldRetry } from '../../../lib/api.ts';

const venuePath = (venueSlug: string) => `/api/activities/venue/${encodeURIComponent(venueSlug)}`;

// Failures stay in the query state (no throwOnError), so the page shows them. Retries follow the
// app's rule (409/422 final, others up to 3 times), except that a 404 is final too: an unknown
// course or activity shows the not-found screen at once.
function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return false;
  return shouldRetry(failureCount, error);
}

/** The venue's courses, first to start first; with an activity, that activity's and its sub-activities'. */
export const coursesQuery = (venueSlug: string, activitySlug?: string) =>
  queryOptions({
    queryKey: ['courses', venueSlug, activitySlug ?? null],
    queryFn: ({ signal }) =>
      apiFetch(
        activitySlug
          ? `${venuePath(venueSlug)}/courses?activity=${encodeURIComponent(activitySlug)}`
          : `${venuePath(venueSlug)}/courses`,
        CourseList,
        { signal },
      ),
    staleTime: 30_000,
    retry: retryUnlessMissing,
  });

/** One course, with its sessions and booking questions. */
export const courseQuery = (venueSlug: string, courseSlug: string) =>
  queryOptions({
    queryKey: ['course', venueSlug, courseSlug],
    queryFn: ({ signal }) =>
      apiFetch(`${venuePath(venueSlug)}/courses/${encodeURIComponent(courseSlug)}`, Course, { signal }),
    staleTime: 30_000,
    retry: retryUnlessMissing,
  });
