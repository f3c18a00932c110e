import type { AuthUser } from '@leisure/contracts';
import { isStaff } from '@leisure/contracts';
import { useAppContext } from '../../../lib/app-context.ts';
import { useAuthUser } from '../../../lib/auth.ts';

/**
 * The logged-in front-of-house user (`role: "staff"`), undefined for customers, visitors and
 * while the account loads: what the desk's screens are shown for.
 */
export function useStaffUser(): AuthUser | undefined {
  const { client } = useAppContext();
  const { user } = useAuthUser(client.clientId);
  return isStaff(user) ? user : undefined;
}
