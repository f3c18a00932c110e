import { activitiesPaths } from '@leisure/contracts/routes/paths';
import { redirect } from 'react-router';
import { urlOf } from '../../lib/api-call.ts';
import { pageFetch } from '../../lib/page-environment.ts';
import { readSelectedVenue } from '../../lib/venue-cookie.ts';
import { toast, toastDurations } from '../../ui/toast/index.ts';
import { paths } from '../shared/paths.ts';

export const redirectTexts = {
  noVenueForActivity: 'Please select a venue before booking an activity',
  noVenueForCourse: 'Please select a venue before booking a course',
  activityNotFound: "We couldn't find the activity you are looking for",
} as const;

/** /redirect-to-selected-venue and /course-redirect-to-selected-venue: to the saved venue, else home. */
export function selectedVenueRedirect(clientId: string, kind: 'activity' | 'course') {
  return () => {
    const slug = readSelectedVenue(clientId);
    if (!slug) {
      toast.danger(kind === 'activity' ? redirectTexts.noVenueForActivity : redirectTexts.noVenueForCourse);
      return redirect(paths.home);
    }
    return redirect(kind === 'activity' ? paths.location(slug) : paths.courses(slug));
  };
}

/** Whether the venue has the activity; only a clear 404 counts as missing (a failing call lets the page decide). */
async function activityExists(
  venueSlug: string,
  activitySlug: string,
  signal: AbortSignal,
): Promise<boolean> {
  try {
    const response = await pageFetch(
      urlOf(activitiesPaths.category, { venue: venueSlug, slug: activitySlug }),
      { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal },
    );
    return response.status !== 404;
  } catch {
    return true;
  }
}

/** /{venue}/{activity}: to the activity page, or home with a 3-second toast when there is no such activity. */
export async function activityShortcutLoader({
  params,
  request,
}: {
  params: Record<string, string | undefined>;
  request: Request;
}) {
  const { venueSlug = '', activitySlug = '' } = params;
  if (!(await activityExists(venueSlug, activitySlug, request.signal))) {
    toast.danger(redirectTexts.activityNotFound, { duration: toastDurations.short });
    return redirect(paths.home);
  }
  return redirect(paths.activity(venueSlug, activitySlug));
}
