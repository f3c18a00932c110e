import type { MapTiles, OfferedActivity, Venue } from '@leisure/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import { errorMessage, offeredActivitiesQuery, venuesQuery } from '../api/venues-api.ts';
import { useSelectedVenue } from '../hooks/use-selected-venue.ts';
import { type Origin, useVenueOrigin } from '../hooks/use-venue-origin.ts';
import { DEFAULT_RADIUS_MILES, filterVenuesByName, findVenuesNear } from '../lib/find-venues.ts';
import { formatMiles } from '../lib/geo.ts';
import { ActivityFinder } from './activity-finder.tsx';
import { VenueCard, VenueCardSkeleton, venueAddress } from './venue-card.tsx';
import { VenueSearchControls } from './venue-search-controls.tsx';
import styles from './venues.module.css';
import { type VenueView, ViewSwitch } from './view-switch.tsx';

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
  /** The activity chosen in "What do you want to do?", when one is. */
  activity: OfferedActivity | null;
}

/** Why the list is empty, once the venues are in; null when it is not. */
function emptyText({ all, near, listed, origin, radius, term, activity }: SearchOutcome): string | null {
  if (all.length === 0) return 'No venues are taking bookings online yet.';
  const offering = activity ? ` offering ${activity.name}` : '';
  if (near && near.length === 0)
    return `No venues${offering} within ${formatMiles(radius)} of ${origin?.label}. Try a wider radius.`;
  if (activity && listed.length === 0 && !term.trim()) return `No venues offer ${activity.name} yet.`;
  if (listed.length === 0) return `No venues match "${term.trim()}".`;
  return null;
}

/** What the list shows, said to screen readers. */
function summaryText({ listed, origin, radius, term, activity }: SearchOutcome): string {
  const count = `${plural(listed.length, 'venue', 'venues')}${activity ? ` offering ${activity.name}` : ''}`;
  if (origin) return `${count} within ${formatMiles(radius)} of ${origin.label}`;
  if (term.trim()) return `${count} matching "${term.trim()}"`;
  return count;
}

/**
 * The venue chosen before, with the way to book there. When a venue has just been selected from its
 * card (`focusRequest` goes up), focus moves to the way on, "Book an activity", which sits above
 * the list (issue 28: Select led nowhere).
 */
function SelectedVenueBar({ venue, focusRequest }: { venue: Venue; focusRequest: number }) {
  const wayOn = useRef<HTMLAnchorElement>(null);
  const labelId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request, or a newly selected venue while one is pending, moves focus
  useEffect(() => {
    if (focusRequest > 0) wayOn.current?.focus();
  }, [focusRequest, venue.slug]);
  return (
    <div className={styles.selected} data-testid="selected-venue">
      <p className={styles.selectedText}>
        <span className={styles.selectedLabel}>Your venue</span>
        <strong className={styles.selectedName} id={labelId}>
          {venue.name}
        </strong>
      </p>
      <Link
        ref={wayOn}
        aria-describedby={labelId}
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
                activity={outcome.activity}
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

/** The activity chosen in the address (`?activity=swimming`), so a search can be shared and survives a reload. */
function useChosenActivity() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('activity');
  const choose = (slug: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (slug) next.set('activity', slug);
        else next.delete('activity');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [chosen, choose] as const;
}

/**
 * Venue selection: what to do, name search, near me / near a place, the venue list and the map
 * (on a phone one or the other, with the List / Map switch at the top).
 */
export function VenueSelector({ client, mapTiles = null }: { client: string; mapTiles?: MapTiles | null }) {
  const venues = useQuery(venuesQuery);
  const offered = useQuery(offeredActivitiesQuery);
  const { selectedSlug, selectVenue } = useSelectedVenue(client);
  const navigate = useNavigate();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_MILES);
  const [view, setView] = useState<VenueView>('list');
  const [focusRequest, setFocusRequest] = useState(0);
  const [activitySlug, chooseActivity] = useChosenActivity();
  const { origin, locating, nearMe, choosePlace, clearOrigin } = useVenueOrigin();
  // The map (Leaflet) is built once its place comes near the screen: on a phone only once Map is
  // chosen (the List view hides it), so the first seconds are not spent drawing it. Its place is
  // known once the list is in. (Never on the server, which runs no effects: it renders the
  // placeholder, as the browser first does.)
  const [mapSlot, mapIsNear] = useNearViewport<HTMLDivElement>({
    margin: '400px',
    enabled: !venues.isPending,
  });

  const all = venues.data ?? [];
  const activity = offered.data?.find((candidate) => candidate.slug === activitySlug) ?? null;
  const offering = useMemo(
    () => (activity ? all.filter((venue) => activity.venues.includes(venue.slug)) : all),
    [all, activity],
  );
  const near = useMemo(
    () => (origin ? findVenuesNear({ venues: offering, point: origin.point, radiusMiles: radius }) : null),
    [offering, origin, radius],
  );
  const listed: ListedVenue[] = useMemo(
    () => filterVenuesByName(near ?? offering, term),
    [near, offering, term],
  );
  const mapVenues = useMemo(
    () => listed.map((venue) => ({ ...venue, address: venueAddress(venue) })),
    [listed],
  );
  const selectedVenue = selectedSlug ? all.find((venue) => venue.slug === selectedSlug) : undefined;
  const outcome: SearchOutcome = { all, near, listed, origin, radius, term, activity };

  const selectFromCard = (slug: string) => {
    selectVenue(slug);
    setFocusRequest((count) => count + 1);
  };
  const goToVenue = (slug: string) => {
    selectVenue(slug);
    navigate(`/location/${encodeURIComponent(slug)}`);
  };

  return (
    <section className={styles.selector} data-testid="select-venue" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className={styles.heading}>
        Choose your venue
      </h2>
      {selectedVenue && <SelectedVenueBar venue={selectedVenue} focusRequest={focusRequest} />}
      <ViewSwitch view={view} onChange={setView} />
      <div className={styles.results} data-view={view}>
        <div className={styles.listColumn}>
          <ActivityFinder activities={offered.data} chosen={activitySlug} onChoose={chooseActivity} />
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
          <div className={styles.listArea}>
            <VenueList
              venues={venues}
              outcome={outcome}
              selectedSlug={selectedSlug}
              onSelect={selectFromCard}
            />
          </div>
        </div>
        <div className={styles.mapColumn} ref={mapSlot}>
          {mapIsNear ? (
            <Suspense fallback={mapPlaceholder}>
              <VenueMap
                venues={mapVenues}
                searchPoint={origin?.point ?? null}
                radiusMiles={radius}
                selectedSlug={selectedSlug}
                label={origin ? `Map of venues near ${origin.label}` : 'Map of venues in Great Britain'}
                tiles={mapTiles}
                onSelect={selectVenue}
                onGo={goToVenue}
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
