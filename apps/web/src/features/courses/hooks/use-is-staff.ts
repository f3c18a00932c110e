import { isStaff } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { useAuthUser } from '../../../lib/auth.ts';

/**
 * Whether the person using the app is front-of-house staff: a logged-in user whose account
 * carries `role: "staff"` (docs/product.md, 'Sessions and cross-site requests'). Customers and visitors never are.
 */
export function useIsStaff(): boolean {
  const { client } = useAppContext();
  const { user } = useAuthUser(client.clientId);
  return isStaff(user);
}
