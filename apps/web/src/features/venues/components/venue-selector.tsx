import type { GeocodeResult, Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import { errorMessage, venuesQuery } from '../api/venues-api.ts';
import { useSelectedVenue } from '../hooks/use-selected-venue.ts';
import {
  DEFAULT_RADIUS_MILES,
  filterVenuesByName,
  findVenuesNear,
  RADIUS_OPTIONS_MILES,
} from '../lib/find-venues.ts';
import { formatMiles, type LatLng } from '../lib/geo.ts';
import { PlaceSearch } from './place-search.tsx';
import { VenueCard, VenueCardSkeleton } from './venue-card.tsx';
import styles from './venues.module.css';

const VenueMap = lazy(() => import('../map/venue-map.tsx'));
const mapPlaceholder = <div className={styles.mapPlaceholder} aria-hidden="true" />;

type Origin =
  | { kind: 'place'; place: GeocodeResult; point: LatLng; label: string }
  | { kind: 'me'; point: LatLng; label: string };

type Locating = { status: 'idle' } | { status: 'locating' } | { status: 'error'; message: string };

/** 'Leeds, England' → 'Leeds'. */
const shortPlaceName = (name: string) => name.split(',')[0]?.trim() || name;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Venue selection: name search, near me / near a place, the venue list and a map of Great Britain. */
export function VenueSelector({ client }: { client: string }) {
  const venues = useQuery(venuesQuery);
  const { selectedSlug, selectVenue } = useSelectedVenue(client);
  const searchId = useId();
  const radiusId = useId();
  const [term, setTerm] = useState('');
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_MILES);
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });
  // The map (Leaflet) is built once its place comes near the screen: on a phone it sits below the
  // list, so the first seconds are not spent drawing it. Its place is known once the list is in.
  // (Never on the server, which runs no effects: it renders the placeholder, as the browser first does.)
  const [mapSlot, mapIsNear] = useNearViewport<HTMLDivElement>({
    margin: '400px',
    enabled: !venues.isPending,
  });

  const all = venues.data ?? [];
  const near = useMemo(
    () => (origin ? findVenuesNear({ venues: all, point: origin.point, radiusMiles: radius }) : null),
    [all, origin, radius],
  );
  const listed: (Venue & { distance?: number })[] = useMemo(
    () => filterVenuesByName(near ?? all, term),
    [near, all, term],
  );
  const selectedVenue = selectedSlug ? all.find((venue) => venue.slug === selectedSlug) : undefined;

  function nearMe() {
    if (!('geolocation' in navigator)) {
      setLocating({
        status: 'error',
        message: "Your browser can't share your location. Search near a place instead.",
      });
      return;
    }
    setLocating({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating({ status: 'idle' });
        setOrigin({
          kind: 'me',
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
          label: 'your location',
        });
      },
      () =>
        setLocating({
          status: 'error',
          message:
            "We couldn't get your location. Allow location access in your browser, or search near a place.",
        }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  }

  function choosePlace(place: GeocodeResult) {
    setLocating({ status: 'idle' });
    setOrigin({
      kind: 'place',
      place,
      point: { lat: place.lat, lng: place.lng },
      label: shortPlaceName(place.name),
    });
  }

  const trimmedTerm = term.trim();
  let empty: string | null = null;
  if (venues.isSuccess) {
    if (all.length === 0) empty = 'No venues are taking bookings online yet.';
    else if (near && near.length === 0)
      empty = `No venues within ${formatMiles(radius)} of ${origin?.label}. Try a wider radius.`;
    else if (listed.length === 0) empty = `No venues match "${trimmedTerm}".`;
  }

  const summary = !venues.isSuccess
    ? ''
    : origin
      ? `${plural(listed.length, 'venue', 'venues')} within ${formatMiles(radius)} of ${origin.label}`
      : trimmedTerm
        ? `${plural(listed.length, 'venue', 'venues')} matching "${trimmedTerm}"`
        : plural(listed.length, 'venue', 'venues');

  return (
    <section className={styles.selector} data-testid="select-venue" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.heading}>
        Choose your venue
      </h2>

      {selectedVenue && (
        <div className={styles.selected} data-testid="selected-venue">
          <p className={styles.selectedText}>
            <span className={styles.selectedLabel}>Your venue</span>
            <strong className={styles.selectedName}>{selectedVenue.name}</strong>
          </p>
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={`/location/${encodeURIComponent(selectedVenue.slug)}`}
          >
            Book an activity
          </Link>
        </div>
      )}

      <div className={styles.results}>
        <div className={styles.listColumn}>
          <div className={styles.controls}>
            <div className={styles.field} data-testid="search-venue">
              <label htmlFor={searchId} className={styles.label}>
                Search venues
              </label>
              <input
                id={searchId}
                className={styles.input}
                type="search"
                name="venue-search"
                autoComplete="off"
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              />
            </div>

            <div className={styles.nearRow}>
              <Button
                variant="secondary"
                onClick={nearMe}
                aria-pressed={origin?.kind === 'me'}
                disabled={locating.status === 'locating'}
              >
                Near me
              </Button>
              <div className={styles.field}>
                <label htmlFor={radiusId} className={styles.label}>
                  Within
                </label>
                <select
                  id={radiusId}
                  className={styles.select}
                  value={radius}
                  onChange={(event) => setRadius(Number(event.target.value))}
                >
                  {RADIUS_OPTIONS_MILES.map((miles) => (
                    <option key={miles} value={miles}>
                      {formatMiles(miles)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div aria-live="polite">
              {locating.status === 'locating' && <p className={styles.hint}>Finding your location…</p>}
              {locating.status === 'error' && <p className={styles.errorText}>{locating.message}</p>}
            </div>

            <PlaceSearch chosen={origin?.kind === 'place' ? origin.place : null} onChoose={choosePlace} />

            {origin && (
              <div className={styles.originBar}>
                <p>
                  Showing venues within {formatMiles(radius)} of <strong>{origin.label}</strong>
                </p>
                <Button variant="secondary" size="small" onClick={() => setOrigin(null)}>
                  Show all venues
                </Button>
              </div>
            )}
          </div>
          <p className="visually-hidden" role="status">
            {venues.isPending ? 'Loading venues' : summary}
          </p>
          {venues.isPending && (
            <ul className={styles.list} aria-hidden="true">
              <VenueCardSkeleton />
              <VenueCardSkeleton />
              <VenueCardSkeleton />
            </ul>
          )}
          {venues.isError && (
            <div className={styles.error} role="alert">
              <p>{errorMessage(venues.error)}</p>
              <Button variant="secondary" onClick={() => void venues.refetch()} disabled={venues.isFetching}>
                Retry
              </Button>
            </div>
          )}
          {empty && <p className={styles.empty}>{empty}</p>}
          {venues.isSuccess && listed.length > 0 && (
            // The venue cards hydrate apart from the search, and first when one is tapped (decision 0029).
            <Suspense>
              <ul className={styles.list} data-testid="venue-list" aria-label="Venues">
                {listed.map((venue) => (
                  <VenueCard
                    key={venue.slug}
                    venue={venue}
                    distance={venue.distance}
                    selected={venue.slug === selectedSlug}
                    onSelect={selectVenue}
                  />
                ))}
              </ul>
            </Suspense>
          )}
        </div>
        <div className={styles.mapColumn} ref={mapSlot}>
          {mapIsNear ? (
            <Suspense fallback={mapPlaceholder}>
              <VenueMap
                venues={listed}
                searchPoint={origin?.point ?? null}
                radiusMiles={radius}
                selectedSlug={selectedSlug}
                label={origin ? `Map of venues near ${origin.label}` : 'Map of venues in Great Britain'}
              />
            </Suspense>
          ) : (
            mapPlaceholder
          )}
        </div>
      </div>
    </section>
  );
}
