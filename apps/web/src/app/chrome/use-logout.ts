import { useQueryClient } from '@tanstack/react-query';
import { isApiError, statusMessages } from '../../lib/api.ts';
import { logOut } from '../../lib/auth.ts';
import { requestStore } from '../../lib/request-state.ts';
import { toast } from '../../ui/toast/index.ts';

/** Logs out, then drops every cached answer that belonged to the customer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await requestStore.track('logout', logOut);
      await queryClient.invalidateQueries();
    } catch (error) {
      toast.danger(isApiError(error) && error.code !== null ? error.message : statusMessages.generic);
    }
  };
}
