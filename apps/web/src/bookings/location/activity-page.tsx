import { Link } from 'react-router';
import { ActivityList } from '../../features/activities/components/activity-list.tsx';
import { activityCrumbLabel, Page, Redirect } from '../../ui/page/index.ts';
import { activityTitle } from '../shared/page-titles.ts';
import { paths } from '../shared/paths.ts';
import { useRouteParam } from '../shared/use-route-param.ts';
import { VenueGate } from '../shared/venue-gate.tsx';
import { ActivityGate } from './activity-gate.tsx';
import { useToday } from './use-today.ts';

/** Choose a sub-activity; each opens today's timetable. An activity without any opens its own. */
export function ActivityPage() {
  const venueSlug = useRouteParam('venueSlug');
  const activitySlug = useRouteParam('activitySlug');
  const today = useToday();
  return (
    <VenueGate slug={venueSlug}>
      {(venue) => (
        <ActivityGate venueSlug={venue.slug} activitySlug={activitySlug}>
          {(activity) =>
            activity.subActivities.length === 0 ? (
              <Redirect to={paths.timeSlots(venue.slug, activity.slug, today)} />
            ) : (
              <Page
                title={activityTitle(activity.name, venue.name)}
                heading={activity.name}
                breadcrumbs={[
                  { label: 'Book an activity', to: paths.location(venue.slug) },
                  { label: activityCrumbLabel(activitySlug) },
                ]}
              >
                <p>
                  At <Link to={paths.location(venue.slug)}>{venue.name}</Link>
                </p>
                <h2>Choose an activity</h2>
                <ActivityList
                  state={{ status: 'success', activities: activity.subActivities }}
                  label={`${activity.name} activities`}
                  hrefFor={(sub) => paths.timeSlots(venue.slug, sub.slug, today)}
                  empty={null}
                />
              </Page>
            )
          }
        </ActivityGate>
      )}
    </VenueGate>
  );
}
