import { isStaff } from '@leisure/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { useAuthUser } from '../../../lib/auth.ts';
import { systemStore } from '../../../lib/system-store.ts';

const StaffDesk = lazy(() => import('./staff-desk.tsx').then((m) => ({ default: m.StaffDesk })));

/**
 * The front desk in the bookings app, for staff only (`role: "staff"`): the desk bar, the
 * customer picker and the sending of offline payments. Anyone else never sees it, and a tab
 * where a customer (or nobody) is logged in serves no one.
 */
export function DeskSession() {
  const { client, host } = useAppContext();
  const { isLoggedIn, user } = useAuthUser(client.clientId);
  const isStaffUser = isStaff(user);
  const isKnownNotStaff = !isLoggedIn || (user !== undefined && !isStaffUser);

  useEffect(() => {
    if (!isKnownNotStaff) return;
    systemStore.selectCustomer(null);
    systemStore.closeCustomerPicker();
  }, [isKnownNotStaff]);

  if (!isStaffUser) return null;
  return (
    <Suspense fallback={null}>
      <StaffDesk clientId={client.clientId} isBookingsApp={host.app === 'bookings'} />
    </Suspense>
  );
}
