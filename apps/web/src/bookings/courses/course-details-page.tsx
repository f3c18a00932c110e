import { Link } from 'react-router';
import { activityCrumbLabel, EmptyState, Page } from '../../ui/page/index.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

export function CourseDetailsPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const courseSlug = useRouteParam('courseSlug');
  const activityLabel = activityCrumbLabel(activitySlug);
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <Page
          title="Book a course"
          heading={venue.name}
          breadcrumbs={[
            { label: 'Book a course', to: paths.courses(venue.slug) },
            { label: activityLabel, to: paths.courseActivity(venue.slug, activitySlug) },
            { label: activityCrumbLabel(courseSlug) },
          ]}
        >
          <h2>Course details</h2>
          <EmptyState>
            <p>The details of this course can't be shown on this page yet.</p>
            <Link to={paths.courseActivity(venue.slug, activitySlug)}>Back to {activityLabel} courses</Link>
          </EmptyState>
        </Page>
      )}
    </VenueGate>
  );
}
