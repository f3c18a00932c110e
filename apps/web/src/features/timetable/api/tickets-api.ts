import type { ApiFamily, ItemId } from '@leisure/contracts';
import { timetablePaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { familyPaths, listingParams } from './timetable-api.ts';

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

/** `.../activity/{activity}[/v2]/times?date=`: the fast-ticket time slots of a date. */
export const timesQuery = (params: {
  venueSlug: string;
  activitySlug: string;
  date: string;
  family: ApiFamily;
  selectedUserId?: number | null;
}) =>
  queryOptions({
    queryKey: [
      'timetable',
      'times',
      params.venueSlug,
      params.activitySlug,
      params.date,
      params.family,
      params.selectedUserId ?? null,
    ],
    queryFn: ({ signal }) =>
      callApi(familyPaths[params.family].times, {
        params: listingParams(params),
        query: { date: params.date, selected_user_id: params.selectedUserId ?? undefined },
        signal,
      }),
    staleTime: 30_000,
  });

/**
 * `.../activity-category/{category}/activity/{activity}/tickets[?time_id=]`: the activity's ticket
 * types with prices; with a time, how many of each that time can still take.
 */
export const ticketTypesQuery = (params: {
  venueSlug: string;
  /** The root activity (the activity itself when it is a root). */
  categorySlug: string;
  activitySlug: string;
  timeId: ItemId | null;
}) =>
  queryOptions({
    queryKey: [
      'timetable',
      'tickets',
      params.venueSlug,
      params.categorySlug,
      params.activitySlug,
      params.timeId,
    ],
    queryFn: ({ signal }) =>
      callApi(timetablePaths.tickets, {
        params: { venue: params.venueSlug, category: params.categorySlug, activity: params.activitySlug },
        query: { time_id: params.timeId === null ? undefined : String(params.timeId) },
        signal,
      }),
    staleTime: 30_000,
  });
