import { attendeesPaths } from '@leisure/contracts/routes/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { waiversQueryKey } from './required-waivers.ts';

/**
 * `GET /api/activities/question-waivers/previous-attendees`: the foundAttendees of the spec, the
 * customer first; an empty query lists the 20 most recent.
 */
export const previousAttendeesQuery = (selectedUserId: number | null, query: string) =>
  queryOptions({
    queryKey: [...waiversQueryKey, 'previous-attendees', selectedUserId, query],
    queryFn: ({ signal }) =>
      callApi(attendeesPaths.previousAttendees, {
        query: { query: query || undefined, selected_user_id: selectedUserId ?? undefined },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function usePreviousAttendees(selectedUserId: number | null, query: string) {
  return useQuery(previousAttendeesQuery(selectedUserId, query.trim()));
}
