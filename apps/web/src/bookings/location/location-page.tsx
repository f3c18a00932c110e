import type { Activity } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { activitiesQuery } from '../../features/activities/api/activities-api.ts';
import { VenueAccessibility } from '../../features/activities/components/activity-card.tsx';
import { ActivityList, type ActivityListState } from '../../features/activities/components/activity-list.tsx';
import { useAppContext } from '../../lib/app-context.ts';
import { selectVenue } from '../../lib/venue-cookie.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Page } from '../../ui/page/index.ts';
import { venueTitle } from '../shared/page-titles.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueAddress, VenueGate } from '../shared/venue-gate.tsx';
import styles from './location-page.module.css';
import { useToday } from './use-today.ts';

/** Visiting a venue's page makes it the selected venue. */
function RememberVenue({ slug }: { slug: string }) {
  const { client } = useAppContext();
  useEffect(() => {
    selectVenue(client.clientId, slug);
  }, [client.clientId, slug]);
  return null;
}

/** A root with sub-activities opens them; a root without goes straight to today's timetable. */
function useActivityHref(venueSlug: string) {
  const today = useToday();
  return (activity: Activity) =>
    activity.subActivities.length === 0
      ? paths.timeSlots(venueSlug, activity.slug, today)
      : paths.activity(venueSlug, activity.slug);
}

function VenueActivities({ venueSlug, venueName }: { venueSlug: string; venueName: string }) {
  const activities = useQuery(activitiesQuery(venueSlug));
  const hrefFor = useActivityHref(venueSlug);
  const state: ActivityListState<Activity> = activities.isPending
    ? { status: 'pending' }
    : activities.isError
      ? { status: 'error', error: activities.error, retry: () => void activities.refetch() }
      : { status: 'success', activities: activities.data };
  return (
    <ActivityList
      state={state}
      label={`Activities at ${venueName}`}
      hrefFor={hrefFor}
      empty={
        <>
          <p>There are no activities to book at {venueName} at the moment.</p>
          <Link to={paths.home}>Choose another venue</Link>
        </>
      }
    />
  );
}

/** Courses are booked as a block of weekly sessions: their own list, one link away. */
function CoursesLink({ venueSlug }: { venueSlug: string }) {
  return (
    <section className={styles.courses} aria-labelledby="venue-courses-heading">
      <h2 id="venue-courses-heading">Courses</h2>
      <p>Courses run weekly over several weeks; you book every session in one go.</p>
      <Link to={paths.courses(venueSlug)} className={buttonClassName({ variant: 'secondary' })}>
        Browse courses
      </Link>
    </section>
  );
}

export function LocationPage() {
  const venueSlug = useRouteParam('venueSlug');
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <Page
          title={venueTitle(venue.name)}
          heading={venue.name}
          breadcrumbs={[{ label: 'Book an activity' }]}
        >
          <RememberVenue slug={venue.slug} />
          <VenueAddress venue={venue} />
          <VenueAccessibility features={venue.accessibility} />
          <h2>Choose an activity</h2>
          <VenueActivities venueSlug={venue.slug} venueName={venue.name} />
          <CoursesLink venueSlug={venue.slug} />
        </Page>
      )}
    </VenueGate>
  );
}
