import type { Venue } from '@leisure/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import { errorMessage, venuesQuery } from '../api/venues-api.ts';
import { useSelectedVenue } from '../hooks/use-selected-venue.ts';
import { type Origin, useVenueOrigin } from '../hooks/use-venue-origin.ts';
import { DEFAULT_RADIUS_MILES, filterVenuesByName, findVenuesNear } from '../lib/find-venues.ts';
import { formatMiles } from '../lib/geo.ts';
import { VenueCard, VenueCardSkeleton } from './venue-card.tsx';
import { VenueSearchControls } from './venue-search-controls.tsx';
import styles from './venues.module.css';

const VenueMap = lazy(() => import('../map/venue-map.tsx'));
const mapPlaceholder = <div className={styles.mapPlaceholder} aria-hidden="true" />;

type ListedVenue = Venue & { distance?: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface SearchOutcome {
  all: readonly Venue[];
  near: readonly Venue[] | null;
  listed: readonly ListedVenue[];
  origin: Origin | null;
  radius: number;
  term: string;
}

/** Why the list is empty, once the venues are in; null when it is not. */
function emptyText({ all, near, listed, origin, radius, term }: SearchOutcome): string | null {
  if (all.length === 0) return 'No venues are taking bookings online yet.';
  if (near && near.length === 0)
    return `No venues within ${formatMiles(radius)} of ${origin?.label}. Try a wider radius.`;
  if (listed.length === 0) return `No venues match "${term.trim()}".`;
  return null;
}

/** What the list shows, said to screen readers. */
function summaryText({ listed, origin, radius, term }: SearchOutcome): string {
  const count = plural(listed.length, 'venue', 'venues');
  if (origin) return `${count} within ${formatMiles(radius)} of ${origin.label}`;
  if (term.trim()) return `${count} matching "${term.trim()}"`;
  return count;
}

/** The venue chosen before, with the way to book there. */
function SelectedVenueBar({ venue }: { venue: Venue }) {
  return (
    <div className={styles.selected} data-testid="selected-venue">
      <p className={styles.selectedText}>
        <span className={styles.selectedLabel}>Your venue</span>
        <strong className={styles.selectedName}>{venue.name}</strong>
      </p>
      <Link
        className={buttonClassName({ variant: 'primary' })}
        to={`/location/${encodeURIComponent(venue.slug)}`}
      >
        Book an activity
      </Link>
    </div>
  );
}

interface VenueListProps {
  venues: UseQueryResult<Venue[]>;
  outcome: SearchOutcome;
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
}

/** The venues found: loading, failed, none, or their cards. */
function VenueList({ venues, outcome, selectedSlug, onSelect }: VenueListProps) {
  const empty = venues.isSuccess ? emptyText(outcome) : null;
  const { listed } = outcome;
  return (
    <>
      <p className="visually-hidden" role="status">
        {venues.isPending ? 'Loading venues' : venues.isSuccess ? summaryText(outcome) : ''}
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
                onSelect={onSelect}
              />
            ))}
          </ul>
        </Suspense>
      )}
    </>
  );
}

/** Venue selection: name search, near me / near a place, the venue list and a map of Great Britain. */
export function VenueSelector({ client }: { client: string }) {
  const venues = useQuery(venuesQuery);
  const { selectedSlug, selectVenue } = useSelectedVenue(client);
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_MILES);
  const { origin, locating, nearMe, choosePlace, clearOrigin } = useVenueOrigin();
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
  const listed: ListedVenue[] = useMemo(() => filterVenuesByName(near ?? all, term), [near, all, term]);
  const selectedVenue = selectedSlug ? all.find((venue) => venue.slug === selectedSlug) : undefined;
  const outcome: SearchOutcome = { all, near, listed, origin, radius, term };

  return (
    <section className={styles.selector} data-testid="select-venue" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.heading}>
        Choose your venue
      </h2>
      {selectedVenue && <SelectedVenueBar venue={selectedVenue} />}
      <div className={styles.results}>
        <div className={styles.listColumn}>
          <VenueSearchControls
            searchId={searchId}
            term={term}
            onTermChange={setTerm}
            radius={radius}
            onRadiusChange={setRadius}
            origin={origin}
            locating={locating}
            onNearMe={nearMe}
            onChoosePlace={choosePlace}
            onClearOrigin={clearOrigin}
          />
          <VenueList venues={venues} outcome={outcome} selectedSlug={selectedSlug} onSelect={selectVenue} />
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
