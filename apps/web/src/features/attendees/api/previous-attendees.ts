import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { waiversQueryKey, withSelectedUser } from './required-waivers.ts';

const schemas = () => import('./schemas.ts');

/**
 * `GET /api/activities/question-waivers/previous-attendees`: the foundAttendees of the spec, the
 * customer first; an empty query lists the 20 most recent.
 */
export const previousAttendeesQuery = (selectedUserId: number | null, query: string) =>
  queryOptions({
    queryKey: [...waiversQueryKey, 'previous-attendees', selectedUserId, query],
    queryFn: ({ signal }) =>
      apiFetch(
        withSelectedUser(
          '/api/activities/question-waivers/previous-attendees',
          selectedUserId,
          new URLSearchParams(query ? { query } : {}),
        ),
        schemaFrom(schemas, 'PreviousAttendees'),
        { signal },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePreviousAttendees(selectedUserId: number | null, query: string) {
  return useQuery(previousAttendeesQuery(selectedUserId, query.trim()));
}
