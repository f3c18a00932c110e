import type { ApiFamily } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { familyPaths, listingParams } from './timetable-api.ts';

// Retries follow the app's QueryClient defaults (409/422 are final answers, others up to 3).

/** `.../activity/{activity}[/v2]/slots?date=&location_id=`: courts, lanes or pitches of a date. */
export const slotsQuery = (params: {
  venueSlug: string;
  activitySlug: string;
  date: string;
  family: ApiFamily;
  /** One location only; all of them when null. */
  locationId: number | null;
  selectedUserId?: number | null;
}) =>
  queryOptions({
    queryKey: [
      'timetable',
      'slots',
      params.venueSlug,
      params.activitySlug,
      params.date,
      params.family,
      params.locationId,
      params.selectedUserId ?? null,
    ],
    queryFn: ({ signal }) =>
      callApi(familyPaths[params.family].slots, {
        params: listingParams(params),
        query: {
          date: params.date,
          location_id: params.locationId ?? undefined,
          selected_user_id: params.selectedUserId ?? undefined,
        },
        signal,
      }),
    staleTime: 30_000,
  });
