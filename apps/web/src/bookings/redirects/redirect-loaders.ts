import { activitiesPaths, authPaths } from '@leisure/contracts/routes/paths';
import { redirect } from 'react-router';
import { callApi, urlOf } from '../../lib/api-call.ts';
import { readIsLoggedIn } from '../../lib/auth.ts';
import { isServerRender, pageFetch } from '../../lib/page-environment.ts';
import { readSelectedVenue, selectVenue } from '../../lib/venue-cookie.ts';
import { toast, toastDurations } from '../../ui/toast/index.ts';
import { paths } from '../shared/paths.ts';

export const redirectTexts = {
  noVenueForActivity: 'Please select a venue before booking an activity',
  noVenueForCourse: 'Please select a venue before booking a course',
  activityNotFound: "We couldn't find the activity you are looking for",
} as const;

/**
 * The logged-in customer's home venue (their own, else their membership's), asked of the account
 * when no venue is saved yet: a new member arriving from joining or My account has none here
 * before the account has loaded. Null for a visitor, or when the account cannot be read.
 */
async function homeVenueOf(clientId: string, signal: AbortSignal): Promise<string | null> {
  if (!readIsLoggedIn(clientId)) return null;
  try {
    const user = await callApi(authPaths.user, { signal });
    return user.homeVenueSlug ?? user.membershipUser?.homeVenueSlug ?? null;
  } catch {
    return null;
  }
}

/**
 * /redirect-to-selected-venue and /course-redirect-to-selected-venue: to the saved venue, else the
 * customer's home venue (selected on the way), else home with a toast.
 */
export function selectedVenueRedirect(clientId: string, kind: 'activity' | 'course') {
  return async ({ request }: { request: Request }) => {
    let slug = readSelectedVenue(clientId);
    if (!slug) {
      slug = await homeVenueOf(clientId, request.signal);
      // The browser keeps it as the chosen venue; the server's answer is only the redirect.
      if (slug && !isServerRender()) selectVenue(clientId, slug);
    }
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
