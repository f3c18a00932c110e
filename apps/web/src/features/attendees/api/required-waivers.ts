import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError, shouldRetry } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';

const schemas = () => import('./schemas.ts');

export const waiversQueryKey = ['waivers'] as const;

/** The path with `selected_user_id` when staff act for a customer. */
export const withSelectedUser = (
  path: string,
  selectedUserId: number | null,
  query = new URLSearchParams(),
) => {
  if (selectedUserId !== null) query.set('selected_user_id', String(selectedUserId));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};
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
      apiFetch(
        withSelectedUser('/api/activities/question-waivers/required', selectedUserId),
        schemaFrom(schemas, 'RequiredWaivers'),
        {
          signal,
        },
      ),
    retry: retryUnlessRefused,
  });

export function useRequiredWaivers(selectedUserId: number | null, isEnabled: boolean) {
  return useQuery({ ...requiredWaiversQuery(selectedUserId), enabled: isEnabled });
}
