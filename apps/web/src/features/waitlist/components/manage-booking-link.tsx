import type { ReactNode } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { crossAppUrl } from '../../../lib/app-links.ts';
import { pageLocation } from '../../../lib/page-environment.ts';
import { useSystem } from '../../../lib/system-store.ts';
import { type ButtonStyleOptions, buttonClassName } from '../../../ui/button.tsx';

/** The my-account app's page of the customer's bookings, where a booking is managed or cancelled. */
export const myBookingsPath = '/bookings';

/** The full link to the customer's bookings in the my-account app (embedded and kiosk pages keep their modes). */
export function useMyBookingsUrl(): string {
  const { client } = useAppContext();
  const modes = useSystem();
  return crossAppUrl({
    from: pageLocation(),
    target: 'my-account',
    clientId: client.clientId,
    path: myBookingsPath,
    modes,
  });
}

/**
 * 'Manage booking': a link that looks like a button, to the booking in the my-account app (a full
 * page load: it is another app). `children` adds visually-hidden context (which class, when).
 */
export function ManageBookingLink({
  children,
  variant = 'secondary',
  ...look
}: ButtonStyleOptions & { children?: ReactNode }) {
  return (
    <a href={useMyBookingsUrl()} className={buttonClassName({ variant, ...look })}>
      Manage booking
      {children}
    </a>
  );
}
