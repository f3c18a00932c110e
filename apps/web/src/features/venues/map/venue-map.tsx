import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '@leisure/contracts';
import type { Feature, MultiPolygon } from 'geojson';
import { latLng } from 'leaflet';
import { useEffect, useRef } from 'react';
import { AttributionControl, Circle, GeoJSON, MapContainer, Pane, TileLayer, useMap } from 'react-leaflet';
import { hasValidCoordinate, type LatLng, milesToMetres } from '../lib/geo.ts';
import gbOutlineData from './gb-outline.json';
import styles from './venue-map.module.css';
import { type MarkedVenue, VenueMarkers } from './venue-markers.tsx';

/** A northern UK point that frames Great Britain. */
export const DEFAULT_CENTER: [number, number] = [54.5, -2.5];
export const DEFAULT_ZOOM = 5;
/** The desktop map is taller (640 px): half a step closer still shows the whole of Great Britain. */
const DESKTOP_ZOOM = 5.5;
/** Street tiles go down to single streets; the outline has nothing to show past a town. */
const TILES_MAX_ZOOM = 18;
const OUTLINE_MAX_ZOOM = 14;

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
  address: string;
  distance?: number | undefined;
}

export interface VenueMapProps {
  venues: readonly MapVenue[];
  /** The searched point (a place or the user's location); draws the radius circle and fits the view. */
  searchPoint: LatLng | null;
  radiusMiles: number;
  selectedSlug: string | null;
  label: string;
  /** The operator's street tiles; without them the map draws Great Britain's outline (decision 7). */
  tiles: MapTiles | null;
  onSelect: (slug: string) => void;
  onGo: (slug: string) => void;
}

/** Great Britain's land, drawn under the venues (data made by `generate-gb-outline.mjs`). */
const gbOutline = gbOutlineData as Feature<MultiPolygon>;

const LAND_STYLE = { fillColor: '#f6f3ea', fillOpacity: 1, color: '#8a9aa6', weight: 1 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Leaflet writes attributions as HTML: the operator's text is escaped, and linked when it has a link. */
export function attributionHtml(tiles: MapTiles): string {
  const text = escapeHtml(tiles.attribution);
  if (!tiles.attributionUrl) return text;
  return `<a href="${escapeHtml(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
}

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

/** The map was hidden (the phone's List view) and shown again: Leaflet measures its box anew. */
function KeepSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export function VenueMap({
  venues,
  searchPoint,
  radiusMiles,
  selectedSlug,
  label,
  tiles,
  onSelect,
  onGo,
}: VenueMapProps) {
  const drawn: MarkedVenue[] = venues.filter(hasValidCoordinate);
  const maxZoom = tiles ? TILES_MAX_ZOOM : OUTLINE_MAX_ZOOM;
  return (
    <section className={styles.map} aria-label={label} data-testid="venue-map">
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={initialZoom()}
        zoomSnap={0.5}
        minZoom={4}
        maxZoom={maxZoom}
        keyboard={false}
        scrollWheelZoom={false}
        attributionControl={false}
        className={tiles ? `${styles.container} ${styles.withTiles}` : styles.container}
      >
        {tiles ? (
          <>
            <TileLayer url={tiles.urlTemplate} attribution={attributionHtml(tiles)} maxZoom={maxZoom} />
            <AttributionControl position="bottomright" prefix={false} />
          </>
        ) : (
          // Panes keep the land below the radius circle and the circle below the markers.
          <Pane name="land" style={{ zIndex: 250 }}>
            <GeoJSON data={gbOutline} interactive={false} style={LAND_STYLE} />
          </Pane>
        )}
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
        <VenueMarkers
          venues={drawn}
          selectedSlug={selectedSlug}
          maxZoom={maxZoom}
          onSelect={onSelect}
          onGo={onGo}
        />
        <FitToSearch searchPoint={searchPoint} radiusMiles={radiusMiles} venues={searchPoint ? drawn : []} />
        <KeepSize />
      </MapContainer>
    </section>
  );
}

export default VenueMap;
