import type { CalendarFeed } from '@leisure/contracts';
import { accountPaths } from '@leisure/contracts/routes/paths';

import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi, sendApiUnread } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/**
 * `GET /api/my-account/calendar-feed`: whether a feed works (`active`). Only a hash of its token is
 * kept, so the webcal URL itself comes only from the call that makes it.
 */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: accountKeys.calendarFeed(),
    queryFn: ({ signal }) => callApi(accountPaths.calendarFeed, { signal }),
    staleTime: 5 * 60_000,
  });

/** `POST` (201): a new link, shown this once (a new secret: any old link stops working). */
export const createCalendarFeed = () =>
  sendApi(accountPaths.createCalendarFeed, { headers: changeHeaders() });

/** `DELETE`: the link stops working; whatever the answer's body, there is no link afterwards. */
export async function revokeCalendarFeed(): Promise<CalendarFeed> {
  await sendApiUnread(accountPaths.revokeCalendarFeed, { headers: changeHeaders() });
  return { url: null, active: false };
}
