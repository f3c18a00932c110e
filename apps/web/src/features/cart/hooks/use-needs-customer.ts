import { isStaff } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { useAuthUser } from '../../../lib/auth.ts';
import { systemStore, useSystem } from '../../../lib/system-store.ts';
import { toast } from '../../../ui/toast/index.ts';
import { staffCartMessages } from '../lib/cart-messages.ts';

/**
 * For the actions staff take for a customer (Book, Join or Leave a waiting list): answers a check
 * that, for staff serving nobody, asks them to choose the customer first (the picker opens) and
 * says true; staff never book for themselves. Customers and visitors always pass.
 */
export function useNeedsCustomer(): () => boolean {
  const { client } = useAppContext();
  const { user } = useAuthUser(client.clientId);
  const { selectedCustomer } = useSystem();
  return () => {
    if (!isStaff(user) || selectedCustomer !== null) return false;
    toast.info(staffCartMessages.chooseCustomer);
    systemStore.openCustomerPicker();
    return true;
  };
}
