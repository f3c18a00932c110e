import type { ApiFamily } from '@leisure/contracts';
import { timetablePaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { requestStore } from '../../../lib/request-state.ts';

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

/** The listing calls of each family: `.../activity/{activity}[/v2]/{timetable,slots,times}`. */
export const familyPaths = {
  v1: { timetable: timetablePaths.timetable, slots: timetablePaths.slots, times: timetablePaths.times },
  v2: { timetable: timetablePaths.timetableV2, slots: timetablePaths.slotsV2, times: timetablePaths.timesV2 },
} as const satisfies Record<ApiFamily, unknown>;

/** A listing's path parameters. */
export const listingParams = (params: { venueSlug: string; activitySlug: string }) => ({
  venue: params.venueSlug,
  activity: params.activitySlug,
});

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
        callApi(familyPaths[params.family].timetable, {
          params: listingParams(params),
          query: { date: params.date, selected_user_id: params.selectedUserId ?? undefined },
          signal,
        }),
      ),
    staleTime: 30_000,
  });

/** `.../activity-category/{category}/dates`: the viewable dates, keyed by `raw`. */
export const activityDatesQuery = (venueSlug: string, categorySlug: string) =>
  queryOptions({
    queryKey: ['timetable', 'dates', venueSlug, categorySlug],
    queryFn: ({ signal }) =>
      callApi(timetablePaths.dates, { params: { venue: venueSlug, category: categorySlug }, signal }),
    staleTime: 5 * 60_000,
  });
