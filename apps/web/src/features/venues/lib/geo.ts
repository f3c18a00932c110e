/** Metres in one statute mile. */
export const METRES_PER_MILE = 1609.344;

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_METRES = 6_371_008.8;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A coordinate pair is valid when both parts are numbers (not numeric strings), finite,
 * the latitude lies within -90..90 and the longitude within -180..180.
 */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

/** Narrows an object with nullable `lat`/`lng` to one with a valid coordinate. */
export function hasValidCoordinate<T extends { lat: unknown; lng: unknown }>(
  item: T,
): item is T & { lat: number; lng: number } {
  return isValidCoordinate(item.lat, item.lng);
}

export function milesToMetres(miles: number): number {
  return miles * METRES_PER_MILE;
}

export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in metres (haversine formula). */
export function haversineDistance(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** '2.3 miles', '1 mile', '0.4 miles'. */
export function formatMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}
