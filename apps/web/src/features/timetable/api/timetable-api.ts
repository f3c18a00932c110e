import type { ApiFamily } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { requestStore } from '../../../lib/request-state.ts';
import { familySegment } from '../lib/api-family.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

export const venueApiBase = (venueSlug: string) => `/api/activities/venue/${encodeURIComponent(venueSlug)}`;

/**
 * `&selected_user_id=` for staff serving a customer: the listing marks that customer's basket,
 * bookings and waiting lists instead of the staff user's own.
 */
export const selectedUserParam = (selectedUserId: number | null | undefined) =>
  selectedUserId == null ? '' : `&selected_user_id=${selectedUserId}`;

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
  selectedUserId?: number | null;
}) =>
  queryOptions({
    queryKey: [
      'timetable',
      'classes',
      params.venueSlug,
      params.activitySlug,
      params.date,
      params.family,
      params.selectedUserId ?? null,
    ],
    // The request's requesting/success/failure is recorded under 'timetable' (spec section 4).
    queryFn: ({ signal }) =>
      requestStore.track('timetable', () =>
        apiFetch(
          `${activityFamilyPath({ ...params, call: 'timetable' })}?date=${encodeURIComponent(params.date)}${selectedUserParam(params.selectedUserId)}`,
          schemaFrom(schemas, 'Timetable'),
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
        schemaFrom(schemas, 'ActivityDateList'),
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
