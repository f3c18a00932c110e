import type { IssueGuestPassRequest } from '@leisure/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestPassesQuery, issueGuestPass } from '../api/guest-passes.ts';
import { accountKeys } from '../api/keys.ts';

export const useGuestPasses = () => useQuery(guestPassesQuery());

/** Issues a pass; the list and this month's allowance are fetched again. The form shows the outcome. */
export function useIssueGuestPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueGuestPassRequest) => issueGuestPass(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.guestPasses() }),
  });
}
