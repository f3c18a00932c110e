import { useOfflineSync } from '../hooks/use-offline-sync.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { DeskBar } from './desk-bar.tsx';

/**
 * What a logged-in member of staff gets (its own chunk: customers never load it): the sending of
 * offline payments, and in the bookings app the desk bar and the customer picker.
 */
export function StaffDesk({ clientId, isBookingsApp }: { clientId: string; isBookingsApp: boolean }) {
  const pending = useOfflineSync(clientId, true);
  if (!isBookingsApp) return null;
  return (
    <>
      <DeskBar pendingCount={pending.length} />
      <CustomerPicker />
    </>
  );
}
