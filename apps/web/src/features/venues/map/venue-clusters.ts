import Supercluster from 'supercluster';

/** A venue the map can draw: one with a valid position. */
export interface PlacedVenue {
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

/** What the map draws at a zoom: a venue's own marker, or a group of venues too close to tell apart. */
export type MapItem<V extends PlacedVenue> =
  | { kind: 'venue'; venue: V }
  | {
      kind: 'cluster';
      id: number;
      lat: number;
      lng: number;
      count: number;
      slugs: string[];
      expansionZoom: number;
    };

/** West, south, east, north, in degrees. */
export type Bounds = [number, number, number, number];

/**
 * Venues closer than this many pixels at a zoom are drawn as one cluster: a marker is 32 px, so
 * two markers nearer than that would overlap (issue 23: overlapping markers).
 */
const CLUSTER_RADIUS_PX = 48;

export interface VenueClusters<V extends PlacedVenue> {
  itemsIn(bounds: Bounds, zoom: number): MapItem<V>[];
}

/** Groups venues for the map (supercluster, decision 34); the same venues always give the same groups. */
export function clusterVenues<V extends PlacedVenue>(
  venues: readonly V[],
  maxZoom: number,
): VenueClusters<V> {
  const index = new Supercluster<{ venue: V }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: maxZoom - 1,
    minZoom: 0,
  });
  index.load(
    venues.map((venue) => ({
      type: 'Feature' as const,
      properties: { venue },
      geometry: { type: 'Point' as const, coordinates: [venue.lng, venue.lat] },
    })),
  );
  return {
    itemsIn(bounds, zoom) {
      return index.getClusters(bounds, Math.floor(zoom)).map((feature): MapItem<V> => {
        const properties = feature.properties;
        if (!('cluster' in properties) || !properties.cluster)
          return { kind: 'venue', venue: properties.venue };
        const id = properties.cluster_id;
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const slugs = index.getLeaves(id, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.venue.slug);
        return {
          kind: 'cluster',
          id,
          lat,
          lng,
          count: properties.point_count,
          slugs,
          expansionZoom: Math.min(index.getClusterExpansionZoom(id), maxZoom),
        };
      });
    },
  };
}

/** The drawn item that holds the venue: its own marker, or the cluster it is in. */
export function itemHolding<V extends PlacedVenue>(items: readonly MapItem<V>[], slug: string) {
  return items.find((item) => (item.kind === 'venue' ? item.venue.slug === slug : item.slugs.includes(slug)));
}

/** The item's accessible name: the venue's, or how many venues a cluster holds and what it does. */
export function itemLabel(item: MapItem<PlacedVenue>, selectedSlug: string | null): string {
  if (item.kind === 'cluster') return `${item.count} venues here: zoom in`;
  return item.venue.slug === selectedSlug ? `${item.venue.name} (your venue)` : item.venue.name;
}
