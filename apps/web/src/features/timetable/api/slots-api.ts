import type { ApiFamily } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { activityFamilyPath, selectedUserParam } from './timetable-api.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

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
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ date: params.date });
      if (params.locationId !== null) search.set('location_id', String(params.locationId));
      return apiFetch(
        `${activityFamilyPath({ ...params, call: 'slots' })}?${search}${selectedUserParam(params.selectedUserId)}`,
        schemaFrom(schemas, 'SlotList'),
        { signal },
      );
    },
    staleTime: 30_000,
  });
