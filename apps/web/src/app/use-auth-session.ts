import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAfterAuthChange, useAuthUser } from '../lib/auth.ts';
import { readSelectedVenue, selectVenue } from '../lib/venue-cookie.ts';

/**
 * Keeps the page in step with the session, once per app (in the layout): when the 5-second check
 * or a login/logout flips the state, customer data is dropped or reloaded; once the account has
 * loaded and no venue is selected, the customer's home venue is selected.
 */
export function useAuthSession(clientId: string): void {
  const queryClient = useQueryClient();
  const { isLoggedIn, user } = useAuthUser(clientId);
  const previous = useRef(isLoggedIn);

  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    void refreshAfterAuthChange(queryClient, isLoggedIn);
  }, [isLoggedIn, queryClient]);

  const homeVenueSlug = user ? (user.homeVenueSlug ?? user.membershipUser?.homeVenueSlug ?? null) : null;
  useEffect(() => {
    if (homeVenueSlug && readSelectedVenue(clientId) === null) selectVenue(clientId, homeVenueSlug);
  }, [clientId, homeVenueSlug]);
}
