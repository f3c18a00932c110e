import type { ApiFamily, ItemId } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { activityFamilyPath, selectedUserParam, venueApiBase } from './timetable-api.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

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
      apiFetch(
        `${activityFamilyPath({ ...params, call: 'times' })}?date=${encodeURIComponent(params.date)}${selectedUserParam(params.selectedUserId)}`,
        schemaFrom(schemas, 'TimesResponse'),
        { signal },
      ),
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
    queryFn: ({ signal }) => {
      const base = `${venueApiBase(params.venueSlug)}/activity-category/${encodeURIComponent(params.categorySlug)}/activity/${encodeURIComponent(params.activitySlug)}/tickets`;
      const query = params.timeId === null ? '' : `?time_id=${encodeURIComponent(String(params.timeId))}`;
      return apiFetch(`${base}${query}`, schemaFrom(schemas, 'TicketTypeList'), { signal });
    },
    staleTime: 30_000,
  });
