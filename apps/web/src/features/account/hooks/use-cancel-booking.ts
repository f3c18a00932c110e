import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import { cancelBooking } from '../api/bookings.ts';
import { accountKeys } from '../api/keys.ts';
import { failureMessage } from '../lib/messages.ts';

/**
 * Cancels a booking: the server's message as the success toast, then every account list is
 * fetched again (the bookings, the credit it gave back, the benefit or package session it freed).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, refundTo }: { bookingId: number; refundTo?: 'card' | 'credit' | undefined }) =>
      cancelBooking(bookingId, refundTo),
    onSuccess: async (result) => {
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => {
      toast.danger(failureMessage(error));
    },
  });
}
