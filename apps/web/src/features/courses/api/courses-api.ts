import { Course, CourseList } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError, shouldRetry } from '../../../lib/api.ts';

const venuePath = (venueSlug: string) => `/api/activities/venue/${encodeURIComponent(venueSlug)}`;

/** Staff serving a customer: the listing marks that customer's basket and bookings. */
const withSelectedUser = (path: string, selectedUserId: number | null) =>
  selectedUserId === null
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}selected_user_id=${selectedUserId}`;

// Failures stay in the query state (no throwOnError), so the page shows them. Retries follow the
// app's rule (409/422 final, others up to 3 times), except that a 404 is final too: an unknown
// course or activity shows the not-found screen at once.
function retryUnlessMissing(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return false;
  return shouldRetry(failureCount, error);
}

/** The list's address: the activity and the attendee's age it is narrowed to, when given. */
function coursesPath(venueSlug: string, activitySlug: string | undefined, age: number | undefined) {
  const query = new URLSearchParams();
  if (activitySlug) query.set('activity', activitySlug);
  if (age !== undefined) query.set('age', String(age));
  const search = query.toString();
  return `${venuePath(venueSlug)}/courses${search ? `?${search}` : ''}`;
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
      apiFetch(withSelectedUser(coursesPath(venueSlug, activitySlug, age), selectedUserId), CourseList, {
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
      apiFetch(
        withSelectedUser(`${venuePath(venueSlug)}/courses/${encodeURIComponent(courseSlug)}`, selectedUserId),
        Course,
        { signal },
      ),
    staleTime: 30_000,
    retry: retryUnlessMissing,
  });
