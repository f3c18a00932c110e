import { useCallback, useState } from 'react';
import {
  readSelectedVenue,
  readSelectedVenues,
  writeSelectedVenue,
  writeSelectedVenues,
} from '../../../lib/venue-cookie.ts';
import { addToSelectedVenues } from '../lib/selection.ts';

/**
 * The client's selected venue slug, read from its cookie on load. Selecting writes the slug cookie and
 * the list cookie (most recent first, unique).
 */
export function useSelectedVenue(client: string) {
  const [selectedSlug, setSelectedSlug] = useState<string | null>(() => readSelectedVenue(client));
  const selectVenue = useCallback(
    (slug: string) => {
      writeSelectedVenue(client, slug);
      writeSelectedVenues(client, addToSelectedVenues(readSelectedVenues(client), slug));
      setSelectedSlug(slug);
    },
    [client],
  );
  return { selectedSlug, selectVenue };
}
