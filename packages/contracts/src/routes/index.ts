import { accountRoutes } from './account.ts';
import { activitiesRoutes } from './activities.ts';
import { attendeesRoutes } from './attendees.ts';
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.ts';
import { checkoutRoutes } from './checkout.ts';
import { frontOfHouseRoutes } from './front-of-house.ts';
import { householdRoutes } from './household.ts';
import { joiningRoutes } from './joining.ts';
import { membershipChangesRoutes } from './membership-changes.ts';
import { siteRoutes } from './site.ts';
import { timetableRoutes } from './timetable.ts';
import { waitlistRoutes } from './waitlist.ts';

/**
 * Every route the server serves under `/api`, by area: method, path and schemas, written once for
 * the server and the web (docs/decisions/0030-one-route-table.md).
 */
export const routes = {
  auth: authRoutes,
  site: siteRoutes,
  activities: activitiesRoutes,
  timetable: timetableRoutes,
  cart: cartRoutes,
  attendees: attendeesRoutes,
  waitlist: waitlistRoutes,
  checkout: checkoutRoutes,
  account: accountRoutes,
  household: householdRoutes,
  membershipChanges: membershipChangesRoutes,
  joining: joiningRoutes,
  frontOfHouse: frontOfHouseRoutes,
};

export type Routes = typeof routes;
export type AreaName = keyof Routes;
export { type HttpMethod, pathOf, type Route, type RoutePath, type RouteSchemas } from './route.ts';
