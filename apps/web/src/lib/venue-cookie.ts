import { useSyncExternalStore } from 'react';
import { deleteCookieEverywhere, readCookie, writeSharedCookie } from './cookies.ts';

// The chosen venue is shared by the client's three apps: its cookies are scoped to the parent
// domain, as the session's are (decision 11), so a venue chosen in bookings is known in joining.

/** Cookie holding the selected venue's slug, per client. */
export const selectedVenueCookieName = (clientId: string) => `selected_venue_${clientId}`;
/** Cookie holding the JSON list of selected venue slugs, per client. */
export const selectedVenuesCookieName = (clientId: string) => `selected_venues_${clientId}`;

export function readSelectedVenue(clientId: string): string | null {
  const slug = readCookie(selectedVenueCookieName(clientId));
  return slug === null || slug === '' ? null : slug;
}

export function writeSelectedVenue(clientId: string, slug: string): void {
  writeSharedCookie(selectedVenueCookieName(clientId), slug);
}

export function clearSelectedVenue(clientId: string): void {
  deleteCookieEverywhere(selectedVenueCookieName(clientId));
}

/** Parses the stored list defensively: anything but a JSON array of strings reads as empty. */
export function parseVenueList(raw: string | null): string[] {
  if (raw === null || raw === '') return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function readSelectedVenues(clientId: string): string[] {
  return parseVenueList(readCookie(selectedVenuesCookieName(clientId)));
}

export function writeSelectedVenues(clientId: string, slugs: readonly string[]): void {
  writeSharedCookie(selectedVenuesCookieName(clientId), JSON.stringify([...new Set(slugs)]));
}

/** Most slugs kept in the selected-venues list. */
export const MAX_SELECTED_VENUES = 10;

/** Puts `slug` first in the list of selected venues, dropping an older occurrence; keeps at most `max`. */
export function addToSelectedVenues(
  previous: readonly string[],
  slug: string,
  max = MAX_SELECTED_VENUES,
): string[] {
  return [slug, ...previous.filter((item) => item !== slug)].slice(0, max);
}

const listeners = new Set<() => void>();

/** Selects a venue: saves it as the selected one, puts it first in the list, and tells subscribers. */
export function selectVenue(clientId: string, slug: string): void {
  writeSelectedVenue(clientId, slug);
  writeSelectedVenues(clientId, addToSelectedVenues(readSelectedVenues(clientId), slug));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selected venue's slug, re-rendering when any screen selects another venue. */
export function useSelectedVenueSlug(clientId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readSelectedVenue(clientId),
    // The server render reads the request's cookies (lib/page-environment.ts).
    () => readSelectedVenue(clientId),
  );
}
