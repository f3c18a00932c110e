import type { Venue } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import { useListingBasket } from '../../features/cart/hooks/use-listing-basket.ts';
import { useSelectedUserId } from '../../features/cart/lib/selected-user.ts';
import { courseQuery } from '../../features/courses/api/courses-api.ts';
import type { CourseBasket } from '../../features/courses/components/course-basket.ts';
import { CourseDetails } from '../../features/courses/components/course-details.tsx';
import { RequestError } from '../../features/courses/components/request-error.tsx';
import { isNotFound } from '../../lib/queries.ts';
import { activityCrumbLabel, type Crumb, Page } from '../../ui/page/index.ts';
import { LoadingSpinner, NotFound } from '../../ui/screens/index.ts';
import { activityTitle } from '../shared/page-titles.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';

function CourseScreen({
  venue,
  activitySlug,
  courseSlug,
}: {
  venue: Venue;
  activitySlug: string;
  courseSlug: string;
}) {
  const course = useQuery(courseQuery(venue.slug, courseSlug, useSelectedUserId()));
  const listingBasket = useListingBasket();
  // A course's answers go to its new basket line: the add answers with the basket.
  const basket: CourseBasket = { ...listingBasket, add: listingBasket.addReturningCart };
  const crumbs = (courseName: string): Crumb[] => [
    { label: 'Book a course', to: paths.courses(venue.slug) },
    { label: activityCrumbLabel(activitySlug), to: paths.courseActivity(venue.slug, activitySlug) },
    { label: courseName },
  ];
  if (course.isPending) return <LoadingSpinner inline label="Loading course" />;
  if (course.isError) {
    if (isNotFound(course.error)) return <NotFound />;
    return (
      <Page title="Book a course" heading="Course details" breadcrumbs={crumbs('Course details')}>
        <RequestError error={course.error} onRetry={() => course.refetch()} />
      </Page>
    );
  }
  return (
    <Page
      title={activityTitle(course.data.name, venue.name)}
      heading={course.data.name}
      breadcrumbs={crumbs(course.data.name)}
    >
      <CourseDetails venue={venue} course={course.data} basket={basket} />
    </Page>
  );
}

/** /courses/location/{venue}/{activity}/{courseSlug}: one course, and booking it. */
export function CourseDetailsPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const courseSlug = useRouteParam('courseSlug');
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => <CourseScreen venue={venue} activitySlug={activitySlug} courseSlug={courseSlug} />}
    </VenueGate>
  );
}
