/**
 * The light half of the route table: every path and its method, no zod (the web's entry chunk may
 * import it). The schemas are in `index.ts`; docs/decisions/0030-one-route-table.md.
 */

export { accountPaths } from './account.paths.ts';
export { activitiesPaths } from './activities.paths.ts';
export { attendeesPaths } from './attendees.paths.ts';
export { authPaths } from './auth.paths.ts';
export { cartPaths } from './cart.paths.ts';
export { checkoutPaths } from './checkout.paths.ts';
export { frontOfHousePaths } from './front-of-house.paths.ts';
export { householdPaths } from './household.paths.ts';
export { joiningPaths } from './joining.paths.ts';
export { membershipChangesPaths } from './membership-changes.paths.ts';
export { type HttpMethod, type PathSpec, pathOf, type RoutePath } from './route.ts';
export { sitePaths } from './site.paths.ts';
export { timetablePaths } from './timetable.paths.ts';
export { waitlistPaths } from './waitlist.paths.ts';
