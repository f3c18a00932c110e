import type { SavedCardList } from '@leisure/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import { accountKeys } from '../api/keys.ts';
import { removeSavedCard, savedCardsQuery } from '../api/saved-cards.ts';
import { accountMessages, failureMessage } from '../lib/messages.ts';

/** The saved cards and their removal; the answer (the cards left) replaces the cached list. */
export function useSavedCards() {
  const queryClient = useQueryClient();
  const query = useQuery(savedCardsQuery());
  const remove = useMutation({
    mutationFn: removeSavedCard,
    onSuccess: (list: SavedCardList) => {
      queryClient.setQueryData(accountKeys.savedCards(), list);
      toast.success(accountMessages.cardRemoved);
    },
    onError: (error: unknown) => {
      toast.danger(failureMessage(error));
    },
  });
  return { query, remove };
}
