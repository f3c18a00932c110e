import { Link, useParams } from 'react-router';
import { isIsoDate } from '../../lib/time.ts';
import { activityCrumbLabel, EmptyState, Page } from '../../ui/page/index.ts';
import { NotFound } from '../../ui/screens/index.ts';
import { listingTypes, paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

function formatDateSlug(dateSlug: string): string {
  const [year, month, day] = dateSlug.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}

export function TimeSlotsPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const dateSlug = useRouteParam('dateSlug');
  const { type } = useParams();
  const isKnownType = type === undefined || (listingTypes as readonly string[]).includes(type);
  if (!isIsoDate(dateSlug) || !isKnownType) return <NotFound />;
  const activityLabel = activityCrumbLabel(activitySlug);
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <Page
          title="Book an activity"
          heading={venue.name}
          breadcrumbs={[
            { label: 'Book an activity', to: paths.location(venue.slug) },
            { label: activityLabel, to: paths.activity(venue.slug, activitySlug) },
          ]}
        >
          <h2>
            {activityLabel}: {formatDateSlug(dateSlug)}
          </h2>
          <EmptyState>
            <p>Times for this date can't be listed on this page yet.</p>
            <Link to={paths.activity(venue.slug, activitySlug)}>Back to {activityLabel}</Link>
          </EmptyState>
        </Page>
      )}
    </VenueGate>
  );
}
