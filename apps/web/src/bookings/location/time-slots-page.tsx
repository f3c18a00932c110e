import type { Activity, Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useListingBasket } from '../../features/cart/hooks/use-listing-basket.ts';
import { activityDatesQuery } from '../../features/timetable/api/timetable-api.ts';
import { DateStrip } from '../../features/timetable/components/date-strip.tsx';
import { NothingLeftToday } from '../../features/timetable/components/nothing-left-today.tsx';
import { TimetableView } from '../../features/timetable/components/timetable-view.tsx';
import { filtersFromSearchParams, filtersToSearchParams } from '../../features/timetable/lib/filters.ts';
import { isIsoDate } from '../../lib/time.ts';
import { activityCrumbLabel, type Crumb, Page } from '../../ui/page/index.ts';
import { NotFound } from '../../ui/screens/index.ts';
import { timetableTitle } from '../shared/page-titles.ts';
import { listingTypes, paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';
import { ActivityGate } from './activity-gate.tsx';
import styles from './time-slots-page.module.css';
import { useToday } from './use-today.ts';

type ListingType = (typeof listingTypes)[number];

function isListingType(value: string | undefined): value is ListingType {
  return value !== undefined && (listingTypes as readonly string[]).includes(value);
}

const layoutLabels: Record<ListingType, string> = { 'by-time': 'By time', 'by-location': 'By location' };

function crumbsFor(venue: Venue, activity: Activity): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Book an activity', to: paths.location(venue.slug) }];
  if (activity.parentSlug) {
    crumbs.push({
      label: activityCrumbLabel(activity.parentSlug),
      to: paths.activity(venue.slug, activity.parentSlug),
    });
  }
  crumbs.push({ label: activityCrumbLabel(activity.slug) });
  return crumbs;
}

function LayoutToggle({
  current,
  hrefFor,
}: {
  current: ListingType;
  hrefFor: (type: ListingType) => string;
}) {
  return (
    <nav className={styles.toggle} aria-label="Show slots">
      {listingTypes.map((type) => (
        <Link
          key={type}
          to={hrefFor(type)}
          className={type === current ? `${styles.toggleLink} ${styles.toggleCurrent}` : styles.toggleLink}
          aria-current={type === current ? 'page' : undefined}
        >
          {layoutLabels[type]}
        </Link>
      ))}
    </nav>
  );
}

function TimeSlots({
  venue,
  activity,
  date,
  type,
}: {
  venue: Venue;
  activity: Activity;
  date: string;
  type: ListingType | undefined;
}) {
  const today = useToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const dates = useQuery(activityDatesQuery(venue.slug, activity.slug));
  const basket = useListingBasket();
  const filters = filtersFromSearchParams(searchParams);
  const search = searchParams.toString();
  const withSearch = (path: string) => (search ? `${path}?${search}` : path);
  const layout: ListingType = type ?? (activity.browseByName === 'location' ? 'by-location' : 'by-time');
  const dayHref = (day: string) => withSearch(paths.timeSlots(venue.slug, activity.slug, day, type));

  return (
    <Page
      title={timetableTitle({
        activityName: activity.name,
        venueName: venue.name,
        date,
        byLocation: layout === 'by-location',
      })}
      heading={activity.name}
      breadcrumbs={crumbsFor(venue, activity)}
    >
      <p className={styles.venue}>
        At <Link to={paths.location(venue.slug)}>{venue.name}</Link> ·{' '}
        <Link to={`${paths.pricing}?venue=${encodeURIComponent(venue.slug)}`}>Membership prices</Link>
      </p>
      <DateStrip selected={date} today={today} dates={dates.data} hrefFor={dayHref} />
      <NothingLeftToday selected={date} today={today} dates={dates.data} hrefFor={dayHref} />
      {activity.v1Type === 'ad_hoc_templates' && (
        <LayoutToggle
          current={layout}
          hrefFor={(next) => withSearch(paths.timeSlots(venue.slug, activity.slug, date, next))}
        />
      )}
      <TimetableView
        venue={venue}
        activity={activity}
        date={date}
        layout={layout}
        filters={filters}
        onFiltersChange={(next) =>
          setSearchParams(filtersToSearchParams(next, searchParams), { replace: true })
        }
        todayHref={paths.timeSlots(venue.slug, activity.slug, today, type)}
        basket={basket}
      />
    </Page>
  );
}

/** Choose a time slot: /location/{venue}/{activity}/{dateSlug}/{type?}. */
export function TimeSlotsPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const dateSlug = useRouteParam('dateSlug');
  const { type } = useParams();
  if (!isIsoDate(dateSlug) || !(type === undefined || isListingType(type))) return <NotFound />;
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <ActivityGate venueSlug={venue.slug} activitySlug={activitySlug}>
          {(activity) => <TimeSlots venue={venue} activity={activity} date={dateSlug} type={type} />}
        </ActivityGate>
      )}
    </VenueGate>
  );
}
