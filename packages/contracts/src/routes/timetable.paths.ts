import { definePaths } from './route.ts';

/** Listings of an activity: classes, slots and fast-ticket times in both API families, ticket types, dates, one class. */
export const timetablePaths = definePaths('timetable', {
  timetable: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/timetable' },
  timetableV2: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/v2/timetable' },
  slots: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/slots' },
  slotsV2: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/v2/slots' },
  times: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/times' },
  timesV2: { method: 'GET', path: '/api/activities/venue/:venue/activity/:activity/v2/times' },
  tickets: {
    method: 'GET',
    path: '/api/activities/venue/:venue/activity-category/:category/activity/:activity/tickets',
  },
  dates: { method: 'GET', path: '/api/activities/venue/:venue/activity-category/:category/dates' },
  classDetail: { method: 'GET', path: '/api/activities/:id' },
});
