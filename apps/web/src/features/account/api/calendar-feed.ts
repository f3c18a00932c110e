import { CalendarFeed } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiSend } from '../../../lib/api.ts';
import { accountApiPath, accountKeys, changeHeaders } from './keys.ts';

const feedPath = `${accountApiPath}/calendar-feed`;

/**
 * `GET /api/my-account/calendar-feed`: whether a feed works (`active`). Only a hash of its token is
 * kept, so the webcal URL itself comes only from the call that makes it.
 */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: accountKeys.calendarFeed(),
    queryFn: ({ signal }) => apiFetch(feedPath, CalendarFeed, { signal }),
    staleTime: 5 * 60_000,
  });

/** `POST` (201): a new link, shown this once (a new secret: any old link stops working). */
export const createCalendarFeed = () =>
  apiFetch(feedPath, CalendarFeed, { method: 'POST', headers: changeHeaders() });

/** `DELETE`: the link stops working; whatever the answer's body, there is no link afterwards. */
export async function revokeCalendarFeed(): Promise<CalendarFeed> {
  await apiSend(feedPath, { method: 'DELETE', headers: changeHeaders() });
  return { url: null, active: false };
}
