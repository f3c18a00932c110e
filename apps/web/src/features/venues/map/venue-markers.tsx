import {
  divIcon,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import {
  type Bounds,
  clusterVenues,
  itemHolding,
  itemLabel,
  type MapItem,
  type PlacedVenue,
} from './venue-clusters.ts';
import styles from './venue-map.module.css';
import { VenuePopup } from './venue-popup.tsx';

/** A venue on the map, with what its popup says. */
export interface MarkedVenue extends PlacedVenue {
  address: string;
  /** Miles from the searched point, when searching near a place. */
  distance?: number | undefined;
}

export interface VenueMarkersProps {
  venues: readonly MarkedVenue[];
  selectedSlug: string | null;
  maxZoom: number;
  /** A marker was activated: the venue becomes the customer's. */
  onSelect: (slug: string) => void;
  /** The popup's way on: select the venue and go to it. */
  onGo: (slug: string) => void;
}

/** What part of the world is drawn: a margin around the view, so markers at the edges are there as it pans. */
function viewOf(map: LeafletMap): { bounds: Bounds; zoom: number } {
  const padded = map.getBounds().pad(0.5);
  return {
    bounds: [padded.getWest(), padded.getSouth(), padded.getEast(), padded.getNorth()],
    zoom: map.getZoom(),
  };
}

const keyOf = (item: MapItem<MarkedVenue>) =>
  item.kind === 'venue' ? `venue:${item.venue.slug}` : `cluster:${item.id}`;

/**
 * The marker's icon: a named button (Leaflet gives keyboard markers `role="button"` and a tab stop;
 * the name is the text inside it, set with textContent so a venue's name is never read as HTML).
 */
function iconOf(item: MapItem<MarkedVenue>, selectedSlug: string | null) {
  const body = document.createElement('span');
  const name = document.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = itemLabel(item, selectedSlug);
  if (item.kind === 'cluster') {
    const count = document.createElement('span');
    count.setAttribute('aria-hidden', 'true');
    count.textContent = String(item.count);
    body.append(count, name);
    return divIcon({ className: styles.cluster, html: body, iconSize: [40, 40] });
  }
  const selected = item.venue.slug === selectedSlug;
  body.append(name);
  return divIcon({
    className: selected ? styles.markerSelected : styles.marker,
    html: body,
    iconSize: [32, 32],
  });
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The venues as markers, grouped into clusters where they would overlap. Each marker and cluster is
 * a named button that acts on a click, Enter or Space: a venue's is selected and its popup opens
 * (focus goes into it, and back to the marker when it closes); a cluster zooms in until it splits,
 * and focus goes on to the first venue it held.
 */
export function VenueMarkers({ venues, selectedSlug, maxZoom, onSelect, onGo }: VenueMarkersProps) {
  const map = useMap();
  const clusters = useMemo(() => clusterVenues(venues, maxZoom), [venues, maxZoom]);
  const [view, setView] = useState(() => viewOf(map));
  const markers = useRef(new Map<string, LeafletMarker>());
  const focusNext = useRef<string | null>(null);
  const openSlug = useRef<string | null>(null);
  useMapEvents({
    moveend: () => setView(viewOf(map)),
    // Focus goes into a popup as it opens (again: its content stays mounted between openings).
    popupopen: (event) => {
      window.setTimeout(() => {
        event.popup.getElement()?.querySelector<HTMLElement>('[data-way-on]')?.focus({ preventScroll: true });
      }, 0);
    },
    popupclose: () => {
      // Closed with its button, Escape or a click elsewhere: focus must not fall to the page's start.
      const slug = openSlug.current;
      openSlug.current = null;
      const active = document.activeElement;
      if (slug && (!active || active === document.body || map.getContainer().contains(active))) {
        focusNext.current = slug;
        window.setTimeout(() => focusPending(), 0);
      }
    },
  });
  const items = clusters.itemsIn(view.bounds, view.zoom);

  function focusPending() {
    const slug = focusNext.current;
    if (!slug) return;
    const item = itemHolding(clusters.itemsIn(viewOf(map).bounds, map.getZoom()), slug);
    const element = item ? markers.current.get(keyOf(item))?.getElement() : undefined;
    if (element) {
      focusNext.current = null;
      element.focus({ preventScroll: true });
    }
  }
  // After each render: once the markers of a new view are drawn, the one waiting for focus gets it.
  useEffect(() => focusPending());

  function activate(item: MapItem<MarkedVenue>, marker: LeafletMarker | undefined) {
    if (item.kind === 'cluster') {
      focusNext.current = item.slugs[0] ?? null;
      map.setView([item.lat, item.lng], item.expansionZoom, { animate: !prefersReducedMotion() });
      return;
    }
    openSlug.current = item.venue.slug;
    onSelect(item.venue.slug);
    marker?.openPopup();
  }

  return items.map((item) => {
    const key = keyOf(item);
    return (
      <MarkerItem
        key={key}
        item={item}
        selectedSlug={selectedSlug}
        register={(marker) => {
          if (marker) markers.current.set(key, marker);
          else markers.current.delete(key);
        }}
        onActivate={(marker) => activate(item, marker)}
        onGo={onGo}
        onEscape={() => map.closePopup()}
      />
    );
  });
}

function MarkerItem({
  item,
  selectedSlug,
  register,
  onActivate,
  onGo,
  onEscape,
}: {
  item: MapItem<MarkedVenue>;
  selectedSlug: string | null;
  register: (marker: LeafletMarker | null) => void;
  onActivate: (marker: LeafletMarker | undefined) => void;
  onGo: (slug: string) => void;
  onEscape: () => void;
}) {
  const ref = useRef<LeafletMarker>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the icon depends on the item's label and kind only; a new icon would rebuild the element and lose focus
  const icon = useMemo(() => iconOf(item, selectedSlug), [itemLabel(item, selectedSlug), item.kind]);
  const onKey = (event: LeafletKeyboardEvent) => {
    const key = event.originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    onActivate(ref.current ?? undefined);
  };
  return (
    <Marker
      ref={(marker) => {
        ref.current = marker;
        register(marker);
      }}
      position={[
        item.kind === 'venue' ? item.venue.lat : item.lat,
        item.kind === 'venue' ? item.venue.lng : item.lng,
      ]}
      icon={icon}
      keyboard
      // A marker's own title would be a tooltip only a mouse finds; the name is inside the button.
      title=""
      riseOnHover
      eventHandlers={{
        click: () => onActivate(undefined),
        keydown: onKey,
      }}
    >
      {item.kind === 'venue' && (
        <Popup closeButton autoPanPadding={[24, 24]} className={styles.popupFrame}>
          <VenuePopup venue={item.venue} onGo={onGo} onEscape={onEscape} />
        </Popup>
      )}
    </Marker>
  );
}
