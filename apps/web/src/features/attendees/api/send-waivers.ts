import type { SendWaiversRequest } from '@leisure/contracts';
import { attendeesPaths } from '@leisure/contracts/routes/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApi } from '../../../lib/api-call.ts';
import { clearSavedAttendees } from '../lib/saved-attendees.ts';
import { waiversQueryKey } from './required-waivers.ts';

/** `POST /api/activities/question-waivers`: signs the waivers, saving new attendees to the customer. */
export function sendWaivers(body: SendWaiversRequest) {
  return sendApi(attendeesPaths.sendWaivers, { body });
}

/**
 * Sends the waivers; on success the saved attendees are cleared and the basket (its
 * `attendeeWaiversRequired`) and the waiver lists load again.
 */
export function useSendWaivers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWaivers,
    onSuccess: async () => {
      clearSavedAttendees();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: waiversQueryKey }),
      ]);
    },
  });
}
