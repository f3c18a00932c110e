import { hasValidCoordinate, haversineDistance, type LatLng, metresToMiles, milesToMetres } from './geo.ts';

export const DEFAULT_RADIUS_MILES = 5;
export const RADIUS_OPTIONS_MILES = [1, 3, 5, 10, 25] as const;

interface Locatable {
  lat: number | null;
  lng: number | null;
}

export type WithDistance<T> = T & { lat: number; lng: number; distance: number };

/**
 * Venues within `radiusMiles` of `point`, nearest first, each with its `distance` in miles.
 * Venues without a valid coordinate are left out.
 */
export function findVenuesNear<T extends Locatable>({
  venues,
  point,
  radiusMiles = DEFAULT_RADIUS_MILES,
}: {
  venues: readonly T[];
  point: LatLng;
  radiusMiles?: number;
}): WithDistance<T>[] {
  const radiusMetres = milesToMetres(radiusMiles);
  const found: { venue: T & { lat: number; lng: number }; metres: number }[] = [];
  for (const venue of venues) {
    if (!hasValidCoordinate(venue)) continue;
    const metres = haversineDistance(point, { lat: venue.lat, lng: venue.lng });
    if (metres <= radiusMetres) found.push({ venue, metres });
  }
  found.sort((a, b) => a.metres - b.metres);
  return found.map(({ venue, metres }) => ({ ...venue, distance: metresToMiles(metres) }));
}

/** Case-insensitive substring match on the venue name; a blank term keeps every venue. */
export function filterVenuesByName<T extends { name: string }>(venues: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase('en-GB');
  if (needle === '') return [...venues];
  return venues.filter((venue) => venue.name.toLocaleLowerCase('en-GB').includes(needle));
}
