import 'leaflet/dist/leaflet.css';
import type { Feature, MultiPolygon } from 'geojson';
import { latLng } from 'leaflet';
import { useEffect, useRef } from 'react';
import { Circle, CircleMarker, GeoJSON, MapContainer, Pane, Tooltip, useMap } from 'react-leaflet';
import { hasValidCoordinate, type LatLng, milesToMetres } from '../lib/geo.ts';
import gbOutlineData from './gb-outline.json';
import styles from './venue-map.module.css';

/** A northern UK point that frames Great Britain. */
export const DEFAULT_CENTER: [number, number] = [54.5, -2.5];
export const DEFAULT_ZOOM = 5;
/** The desktop map is taller (640 px): half a step closer still shows the whole of Great Britain. */
const DESKTOP_ZOOM = 5.5;

function initialZoom(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1200px)').matches
    ? DESKTOP_ZOOM
    : DEFAULT_ZOOM;
}

export interface MapVenue {
  slug: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

export interface VenueMapProps {
  venues: readonly MapVenue[];
  /** The searched point (a place or the user's location); draws the radius circle and fits the view. */
  searchPoint: LatLng | null;
  radiusMiles: number;
  selectedSlug: string | null;
  label: string;
}

/** Great Britain's land, drawn under the venues (data made by `generate-gb-outline.mjs`). */
const gbOutline = gbOutlineData as Feature<MultiPolygon>;

const LAND_STYLE = { fillColor: '#f6f3ea', fillOpacity: 1, color: '#8a9aa6', weight: 1 };

/** Fits the view to the searched point, its radius and the venues found; back to GB when the search is cleared. */
function FitToSearch({
  searchPoint,
  radiusMiles,
  venues,
}: {
  searchPoint: LatLng | null;
  radiusMiles: number;
  venues: readonly { slug: string; lat: number; lng: number }[];
}) {
  const map = useMap();
  const hadSearch = useRef(false);
  const key = searchPoint
    ? `${searchPoint.lat},${searchPoint.lng},${radiusMiles},${venues.map((v) => `${v.slug}@${v.lat},${v.lng}`).join('|')}`
    : '';
  const latest = useRef({ searchPoint, radiusMiles, venues });
  latest.current = { searchPoint, radiusMiles, venues };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key captures every input; the ref holds their values
  useEffect(() => {
    const { searchPoint: point, radiusMiles: radius, venues: found } = latest.current;
    if (!point) {
      if (hadSearch.current) map.setView(DEFAULT_CENTER, initialZoom());
      hadSearch.current = false;
      return;
    }
    hadSearch.current = true;
    const bounds = latLng(point.lat, point.lng).toBounds(milesToMetres(radius) * 2);
    for (const venue of found) bounds.extend([venue.lat, venue.lng]);
    map.fitBounds(bounds, { padding: [16, 16] });
  }, [map, key]);
  return null;
}

export function VenueMap({ venues, searchPoint, radiusMiles, selectedSlug, label }: VenueMapProps) {
  const drawn = venues.filter(hasValidCoordinate);
  return (
    <section className={styles.map} aria-label={label}>
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={initialZoom()}
        zoomSnap={0.5}
        minZoom={4}
        maxZoom={14}
        keyboard={false}
        scrollWheelZoom={false}
        attributionControl={false}
        className={styles.container}
      >
        {/* Panes keep the land below the radius circle and the circle below the markers (overlayPane, 400). */}
        <Pane name="land" style={{ zIndex: 250 }}>
          <GeoJSON data={gbOutline} interactive={false} style={LAND_STYLE} />
        </Pane>
        <Pane name="search-radius" style={{ zIndex: 350 }}>
          {searchPoint && (
            <Circle
              center={[searchPoint.lat, searchPoint.lng]}
              radius={milesToMetres(radiusMiles)}
              interactive={false}
              className={styles.radius}
            />
          )}
        </Pane>
        {drawn.map((venue) => (
          <CircleMarker
            // Leaflet applies a class only when the layer is created, so a change of selection re-creates it.
            key={`${venue.slug}-${venue.slug === selectedSlug}`}
            center={[venue.lat, venue.lng]}
            radius={venue.slug === selectedSlug ? 11 : 8}
            className={venue.slug === selectedSlug ? styles.markerSelected : styles.marker}
          >
            <Tooltip>{venue.name}</Tooltip>
          </CircleMarker>
        ))}
        <FitToSearch searchPoint={searchPoint} radiusMiles={radiusMiles} venues={searchPoint ? drawn : []} />
      </MapContainer>
    </section>
  );
}

export default VenueMap;
