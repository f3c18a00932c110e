import type { Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSelectedUserId } from '../../features/cart/lib/selected-user.ts';
import { coursesQuery } from '../../features/courses/api/courses-api.ts';
import { CourseList } from '../../features/courses/components/course-list.tsx';
import { isNotFound } from '../../lib/queries.ts';
import { activityCrumbLabel, type Crumb, Page } from '../../ui/page/index.ts';
import { NotFound } from '../../ui/screens/index.ts';
import { coursesTitle } from '../shared/page-titles.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

/** The list's own query (shared by cache): an unknown activity answers 404, shown as not found. */
function CoursesScreen({ venue, activitySlug }: { venue: Venue; activitySlug: string | undefined }) {
  const courses = useQuery(coursesQuery(venue.slug, activitySlug, useSelectedUserId()));
  if (activitySlug && courses.isError && isNotFound(courses.error)) return <NotFound />;
  const crumbs: Crumb[] = activitySlug
    ? [{ label: 'Book a course', to: paths.courses(venue.slug) }, { label: activityCrumbLabel(activitySlug) }]
    : [{ label: 'Book a course' }];
  return (
    <Page title={coursesTitle(venue.name)} heading={coursesTitle(venue.name)} breadcrumbs={crumbs}>
      <CourseList
        venue={venue}
        activitySlug={activitySlug}
        links={{
          all: paths.courses(venue.slug),
          activity: (slug) => paths.courseActivity(venue.slug, slug),
          course: (course) => paths.course(venue.slug, course.activitySlug, course.slug),
          activities: paths.location(venue.slug),
        }}
      />
    </Page>
  );
}

/** /courses/location/{venue}[/{activity}]: choose a course. */
export function CoursesPage() {
  const venueSlug = useRouteParam('venueSlug');
  const { activitySlug } = useParams();
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => <CoursesScreen venue={venue} activitySlug={activitySlug} />}
    </VenueGate>
  );
}
