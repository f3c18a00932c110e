import type { ItemId } from '@leisure/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api.ts';
import { useAppContext } from '../../../lib/app-context.ts';
import { authUserQuery, useAuthUser } from '../../../lib/auth.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { toast } from '../../../ui/toast/index.ts';
import { refreshListings } from '../../cart/hooks/cart-batches.ts';
import { useNeedsCustomer } from '../../cart/hooks/use-needs-customer.ts';
import { failureMessage } from '../../cart/lib/cart-messages.ts';
import { useSelectedUserId } from '../../cart/lib/selected-user.ts';
import { isNumericListingId, joinWaitlist, leaveWaitlist } from '../api/waitlist-calls.ts';
import { waitlistMessages, waitlistToastDuration } from '../lib/waitlist-messages.ts';

/** A listed class as the waiting list needs it: its listing id and the viewer's entry, if any. */
export interface WaitlistListing {
  id: ItemId;
  waitlistId?: number | null;
}

const duration = waitlistToastDuration;

function reportFailure(queryClient: QueryClient, error: unknown) {
  toast.danger(failureMessage(error), { duration });
  // The listing was out of date (a place freed up, the entry is gone): show what is true now.
  if (isApiError(error) && (error.status === 409 || error.status === 404)) void refreshListings(queryClient);
}

/**
 * Joining and leaving the waiting list of one listed class. Each click is one action with its own
 * Idempotency-Key; it counts as done once the listings show the new action (so the buttons never
 * offer a stale one), and `isPending` holds until then.
 */
export function useWaitlist(listing: WaitlistListing) {
  const queryClient = useQueryClient();
  const { client } = useAppContext();
  const { user } = useAuthUser(client.clientId);
  const selectedUserId = useSelectedUserId();

  /**
   * The v2 calls name the customer: the one staff serve, else the logged-in one (loaded for the
   * page, else asked for now).
   */
  const userId = async () =>
    selectedUserId ?? (user ?? (await queryClient.ensureQueryData(authUserQuery()))).id;

  const mutation = useMutation({
    mutationKey: ['waitlist', listing.id],
    mutationFn: async (change: 'join' | 'leave') => {
      const key = newIdempotencyKey();
      const target = {
        id: listing.id,
        userId: isNumericListingId(listing.id) ? null : await userId(),
        selectedUserId,
      };
      if (change === 'join') await joinWaitlist(target, key);
      else await leaveWaitlist({ ...target, waitlistId: listing.waitlistId ?? null }, key);
      return change;
    },
    onSuccess: (change) => {
      toast.success(change === 'join' ? waitlistMessages.joined : waitlistMessages.left, { duration });
      return refreshListings(queryClient);
    },
    onError: (error) => reportFailure(queryClient, error),
  });

  const needsCustomer = useNeedsCustomer();
  /** Settles once the change is done or has failed (the failure has its toast by then). */
  const run = async (change: 'join' | 'leave'): Promise<void> => {
    if (mutation.isPending || needsCustomer()) return;
    await mutation.mutateAsync(change).catch(() => undefined);
  };

  return {
    join: () => void run('join'),
    leave: () => run('leave'),
    isJoining: mutation.isPending && mutation.variables === 'join',
    isLeaving: mutation.isPending && mutation.variables === 'leave',
    isPending: mutation.isPending,
  };
}
