import { useCallback } from 'react';
import { selectVenue as saveSelectedVenue, useSelectedVenueSlug } from '../../../lib/venue-cookie.ts';

/** The client's selected venue slug (from its cookie) and a way to select another. */
export function useSelectedVenue(client: string) {
  const selectedSlug = useSelectedVenueSlug(client);
  const selectVenue = useCallback((slug: string) => saveSelectedVenue(client, slug), [client]);
  return { selectedSlug, selectVenue };
}
