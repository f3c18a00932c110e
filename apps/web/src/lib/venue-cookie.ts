import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

/** Cookie holding the selected venue's slug, per client. */
export const selectedVenueCookieName = (clientId: string) => `selected_venue_${clientId}`;
/** Cookie holding the JSON list of selected venue slugs, per client. */
export const selectedVenuesCookieName = (clientId: string) => `selected_venues_${clientId}`;

export function readSelectedVenue(clientId: string): string | null {
  const slug = readCookie(selectedVenueCookieName(clientId));
  return slug === null || slug === '' ? null : slug;
}

export function writeSelectedVenue(clientId: string, slug: string): void {
  writeCookie(selectedVenueCookieName(clientId), slug);
}

export function clearSelectedVenue(clientId: string): void {
  deleteCookie(selectedVenueCookieName(clientId));
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
  writeCookie(selectedVenuesCookieName(clientId), JSON.stringify([...new Set(slugs)]));
}

/** Selects a venue: saves it as the selected one and adds it to the list. */
export function selectVenue(clientId: string, slug: string): void {
  writeSelectedVenue(clientId, slug);
  writeSelectedVenues(clientId, [...readSelectedVenues(clientId), slug]);
}
