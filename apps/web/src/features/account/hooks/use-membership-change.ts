import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import { accountKeys } from '../api/keys.ts';
import { type MembershipChangeRequest, sendMembershipChange } from '../api/membership-changes.ts';
import { failureMessage } from '../lib/messages.ts';

/**
 * Sends a membership change: the server's sentence as the success toast, then every account list
 * is fetched again (the membership's new state, its quotes, the dashboard).
 */
export function useMembershipChange(membershipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MembershipChangeRequest) => sendMembershipChange(membershipId, request),
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => {
      toast.danger(failureMessage(error));
    },
  });
}
