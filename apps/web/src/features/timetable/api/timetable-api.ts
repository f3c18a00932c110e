import { ActivityDateList, type ApiFamily, Timetable } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { requestStore } from '../../../lib/request-state.ts';
import { familySegment } from '../lib/api-family.ts';

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

export const venueApiBase = (venueSlug: string) => `/api/activities/venue/${encodeURIComponent(venueSlug)}`;

/** `.../activity/{activity}[/v2]/{call}`: `call` is timetable, slots or times. */
export function activityFamilyPath(params: {
  venueSlug: string;
  activitySlug: string;
  family: ApiFamily;
  call: 'timetable' | 'slots' | 'times';
}): string {
  const { venueSlug, activitySlug, family, call } = params;
  return `${venueApiBase(venueSlug)}/activity/${encodeURIComponent(activitySlug)}${familySegment(family)}/${call}`;
}

/** The classes of a date (with the instructors and tags they reference), from the date's family. */
export const classTimetableQuery = (params: {
  venueSlug: string;
  activitySlug: string;
  date: string;
  family: ApiFamily;
}) =>
  queryOptions({
    queryKey: ['timetable', 'classes', params.venueSlug, params.activitySlug, params.date, params.family],
    // The request's requesting/success/failure is recorded under 'timetable' (spec section 4).
    queryFn: ({ signal }) =>
      requestStore.track('timetable', () =>
        apiFetch(
          `${activityFamilyPath({ ...params, call: 'timetable' })}?date=${encodeURIComponent(params.date)}`,
          Timetable,
          { signal },
        ),
      ),
    staleTime: 30_000,
  });

/** `.../activity-category/{category}/dates`: the viewable dates, keyed by `raw`. */
export const activityDatesQuery = (venueSlug: string, categorySlug: string) =>
  queryOptions({
    queryKey: ['timetable', 'dates', venueSlug, categorySlug],
    queryFn: ({ signal }) =>
      apiFetch(
        `${venueApiBase(venueSlug)}/activity-category/${encodeURIComponent(categorySlug)}/dates`,
        ActivityDateList,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
