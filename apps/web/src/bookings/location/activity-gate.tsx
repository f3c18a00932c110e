import type { Activity } from '@leisure/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activityQuery } from '../../features/activities/api/activities-api.ts';
import { isApiError, messageForStatus } from '../../lib/api.ts';
import { isNotFound } from '../../lib/queries.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/page/index.ts';
import { LoadingSpinner, NotFound } from '../../ui/screens/index.ts';

/** Loads the activity a route names, like VenueGate: not-found screen, retry, or the page. */
export function ActivityGate({
  venueSlug,
  activitySlug,
  children,
}: {
  venueSlug: string;
  activitySlug: string;
  children: (activity: Activity) => ReactNode;
}) {
  const activity = useQuery(activityQuery(venueSlug, activitySlug));
  if (activity.isPending) return <LoadingSpinner inline label="Loading activity" />;
  if (activity.isError) {
    if (isNotFound(activity.error)) return <NotFound />;
    return (
      <EmptyState>
        <p role="alert">{messageForStatus(isApiError(activity.error) ? activity.error.status : 0)}</p>
        <Button onClick={() => activity.refetch()}>Retry</Button>
      </EmptyState>
    );
  }
  return children(activity.data);
}
