import { attendeesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-call.ts';

export const waiversQueryKey = ['waivers'] as const;

/** A 401 (logged out) or 403 is a final answer: the page says so instead of retrying. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return false;
  return shouldRetry(failureCount, error);
}

/** `GET /api/activities/question-waivers/required`: the basket lines whose attendees sign a waiver. */
export const requiredWaiversQuery = (selectedUserId: number | null) =>
  queryOptions({
    queryKey: [...waiversQueryKey, 'required', selectedUserId],
    queryFn: ({ signal }) =>
      callApi(attendeesPaths.requiredWaivers, {
        query: { selected_user_id: selectedUserId ?? undefined },
        signal,
      }),
    retry: retryUnlessRefused,
  });

export function useRequiredWaivers(selectedUserId: number | null, isEnabled: boolean) {
  return useQuery({ ...requiredWaiversQuery(selectedUserId), enabled: isEnabled });
}
