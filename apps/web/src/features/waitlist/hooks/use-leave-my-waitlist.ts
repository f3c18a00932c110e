import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import { accountKeys } from '../../account/api/keys.ts';
import { failureMessage } from '../../account/lib/messages.ts';
import { leaveMyWaitlist } from '../api/my-waitlists.ts';
import { waitlistToastDuration } from '../lib/waitlist-messages.ts';

/**
 * Leaves a waiting list from the account area: the server's words as the toast (they say when a
 * held place was released), then the account's lists are fetched again.
 */
export function useLeaveMyWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => leaveMyWaitlist(entryId),
    onSuccess: async (entry) => {
      toast.success(entry.message, { duration: waitlistToastDuration });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: async (error) => {
      toast.danger(failureMessage(error), { duration: waitlistToastDuration });
      // Off the list already (an offer passed on, a place booked): show what is true now.
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
