import { SelectedUserQuery } from '../attendees.ts';
import {
  JoinWaitlistRequest,
  MyWaitlists,
  OccurrenceMemberParams,
  OccurrenceWaitlistParams,
  WaitlistEntry,
  WaitlistIdParams,
  WaitlistMemberRequest,
  WaitlistQuery,
} from '../bookings.ts';
import { defineRoutes } from './route.ts';
import { waitlistPaths } from './waitlist.paths.ts';

/** Waiting lists of full classes, in both API families. */
export const waitlistRoutes = defineRoutes(waitlistPaths, {
  join: { body: JoinWaitlistRequest, data: WaitlistEntry },
  joinV2: { params: OccurrenceWaitlistParams, body: WaitlistMemberRequest, data: WaitlistEntry },
  leave: { params: WaitlistIdParams, query: WaitlistQuery, data: WaitlistEntry },
  leaveV2: { params: OccurrenceMemberParams, data: WaitlistEntry },
  mine: { query: SelectedUserQuery, data: MyWaitlists },
});
