import { definePaths } from './route.ts';

/** Waiting lists of full classes, in both API families. */
export const waitlistPaths = definePaths('waitlist', {
  join: { method: 'POST', path: '/api/activities/waitlist/add' },
  joinV2: { method: 'POST', path: '/api/v1/activities/occurrences/:id/waitlist/members' },
  leave: { method: 'DELETE', path: '/api/activities/waitlist/remove/:waitlistId' },
  leaveV2: {
    method: 'DELETE',
    path: '/api/v1/activities/occurrences/:occurrenceId/waitlist/members/:userId',
  },
  mine: { method: 'GET', path: '/api/my-account/waitlists' },
});
