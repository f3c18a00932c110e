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

const WORLD: Bounds = [-180, -85, 180, 85];

/**
 * Venues closer than this many pixels at a zoom are drawn as one cluster: a marker is 32 px, so
 * two markers nearer than that would overlap (issue 23: overlapping markers).
 */
const CLUSTER_RADIUS_PX = 48;

/**
 * Centres of drawn items nearer than this many pixels are merged: a cluster's centre is the mean of
 * its venues, so it can land close to a venue left out of it (a 40 px cluster and a 32 px marker
 * must not overlap: overlapping buttons cannot both be tapped).
 */
const MIN_APART_PX = 46;

/** Web Mercator pixels at a zoom (256 px tiles), as Leaflet draws them. */
function pixelOf(lat: number, lng: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

const centreOf = <V extends PlacedVenue>(item: MapItem<V>) =>
  item.kind === 'venue' ? { lat: item.venue.lat, lng: item.venue.lng } : { lat: item.lat, lng: item.lng };
const countOf = <V extends PlacedVenue>(item: MapItem<V>) => (item.kind === 'venue' ? 1 : item.count);
const slugsOf = <V extends PlacedVenue>(item: MapItem<V>) =>
  item.kind === 'venue' ? [item.venue.slug] : item.slugs;

/** Merges items drawn too close together into one cluster, until every two are apart. */
function keepApart<V extends PlacedVenue>(items: MapItem<V>[], zoom: number, maxZoom: number): MapItem<V>[] {
  const result = [...items];
  let merged = 0;
  for (let i = 0; i < result.length; i++) {
    for (let j = i + 1; j < result.length; j++) {
      const a = result[i] as MapItem<V>;
      const b = result[j] as MapItem<V>;
      const [ax, ay] = pixelOf(centreOf(a).lat, centreOf(a).lng, zoom);
      const [bx, by] = pixelOf(centreOf(b).lat, centreOf(b).lng, zoom);
      if (Math.hypot(ax - bx, ay - by) >= MIN_APART_PX) continue;
      const count = countOf(a) + countOf(b);
      const weight = (item: MapItem<V>, value: number) => (value * countOf(item)) / count;
      merged += 1;
      result[i] = {
        kind: 'cluster',
        id: -merged,
        lat: weight(a, centreOf(a).lat) + weight(b, centreOf(b).lat),
        lng: weight(a, centreOf(a).lng) + weight(b, centreOf(b).lng),
        count,
        slugs: [...slugsOf(a), ...slugsOf(b)],
        expansionZoom: maxZoom,
      };
      result.splice(j, 1);
      j = i; // the merged item may now be near one already passed
    }
  }
  return result;
}

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
  const drawnAt = (bounds: Bounds, zoom: number): MapItem<V>[] =>
    keepApart(
      index.getClusters(bounds, Math.floor(zoom)).map((feature): MapItem<V> => {
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
          expansionZoom: maxZoom,
        };
      }),
      zoom,
      maxZoom,
    );
  /** The first zoom at which the cluster's venues are drawn apart, so a click always splits it. */
  const splitZoom = (slugs: readonly string[], zoom: number): number => {
    for (let next = Math.floor(zoom) + 1; next < maxZoom; next++) {
      const holder = itemHolding(drawnAt(WORLD, next), slugs[0] ?? '');
      if (!holder || slugsOf(holder).length < slugs.length) return next;
    }
    return maxZoom;
  };
  return {
    itemsIn(bounds, zoom) {
      return drawnAt(bounds, zoom).map((item) =>
        item.kind === 'cluster' ? { ...item, expansionZoom: splitZoom(item.slugs, zoom) } : item,
      );
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
