import { useQueryClient } from '@tanstack/react-query';
import { isApiError, statusMessages } from '../../lib/api.ts';
import { logOut, refreshAfterAuthChange } from '../../lib/auth.ts';
import { requestStore } from '../../lib/request-state.ts';
import { toast } from '../../ui/toast/index.ts';

/** Logs out (the server clears the cookies), then drops the customer's cached user and basket. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await requestStore.track('logout', logOut);
      await refreshAfterAuthChange(queryClient, false);
    } catch (error) {
      toast.danger(isApiError(error) && error.code !== null ? error.message : statusMessages.generic);
    }
  };
}
