import { useAppContext } from '../../../lib/app-context.ts';
import { crossAppUrl } from '../../../lib/app-links.ts';
import type { AppName } from '../../../lib/host.ts';
import { pageLocation } from '../../../lib/page-environment.ts';
import { useSystem } from '../../../lib/system-store.ts';

/** A full link to a page of another app of this client (embedded and kiosk pages keep their modes). */
export function useCrossAppLink(target: AppName, path: string): string {
  const { client } = useAppContext();
  const modes = useSystem();
  return crossAppUrl({ from: pageLocation(), target, clientId: client.clientId, path, modes });
}

/** The bookings app's 'Book an activity' entry: the saved venue's activities. */
export const useBookActivityLink = () => useCrossAppLink('bookings', '/redirect-to-selected-venue');
