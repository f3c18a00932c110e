import { Link } from 'react-router';
import { activityCrumbLabel, EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

export function ActivityPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const activityLabel = activityCrumbLabel(activitySlug);
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <Page
          title="Book an activity"
          heading={venue.name}
          breadcrumbs={[
            { label: 'Book an activity', to: paths.location(venue.slug) },
            { label: activityLabel },
          ]}
        >
          <h2>{activityLabel}</h2>
          <EmptyState>
            <p>The choices for this activity can't be listed on this page yet.</p>
            <Link to={paths.location(venue.slug)}>Back to activities at {venue.name}</Link>
          </EmptyState>
        </Page>
      )}
    </VenueGate>
  );
}
