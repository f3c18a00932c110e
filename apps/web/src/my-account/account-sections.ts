import type { Client } from '@leisure/contracts';

export interface AccountSection {
  path: string;
  title: string;
}

/** The account area's sections; Guest passes only when the client has online guest passes. */
export function accountSections(client: Client): AccountSection[] {
  return [
    { path: '/', title: 'Dashboard' },
    { path: '/user-details', title: 'My details' },
    { path: '/memberships', title: 'Memberships' },
    { path: '/packages', title: 'Packages' },
    { path: '/bookings', title: 'Bookings' },
    { path: '/household', title: 'Household' },
    ...(client.guestPassesEnabled ? [{ path: '/guest-passes', title: 'Guest passes' }] : []),
    { path: '/payments', title: 'Payments' },
  ];
}
