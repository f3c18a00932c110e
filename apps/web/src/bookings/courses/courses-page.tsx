import { Link, useParams } from 'react-router';
import { activityCrumbLabel, type Crumb, EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

/** /courses/location/{venue}[/{activity}]: choose a course. */
export function CoursesPage() {
  const venueSlug = useRouteParam('venueSlug');
  const { activitySlug } = useParams();
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => {
        const crumbs: Crumb[] = activitySlug
          ? [
              { label: 'Book a course', to: paths.courses(venue.slug) },
              { label: activityCrumbLabel(activitySlug) },
            ]
          : [{ label: 'Book a course' }];
        return (
          <Page title="Book a course" heading={venue.name} breadcrumbs={crumbs}>
            <h2>Choose a course</h2>
            <EmptyState>
              <p>Courses at {venue.name} can't be listed on this page yet.</p>
              <Link to={paths.home}>Choose another venue</Link>
            </EmptyState>
          </Page>
        );
      }}
    </VenueGate>
  );
}
