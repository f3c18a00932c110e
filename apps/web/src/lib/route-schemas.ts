import type { AreaName, Route, RoutePath, Routes } from '@leisure/contracts/routes';
import type { z } from 'zod';

/**
 * Each area's schema half of the route table, loaded with the first call of the area: the
 * paths are light and any module may import them, the schemas (and zod) load beside the request
 * (docs/decisions/0030-one-route-table.md, 0023-bundle-budget.md).
 */
const areas: { [A in AreaName]: () => Promise<Routes[A]> } = {
  auth: () => import('@leisure/contracts/routes/auth').then((module) => module.authRoutes),
  site: () => import('@leisure/contracts/routes/site').then((module) => module.siteRoutes),
  activities: () => import('@leisure/contracts/routes/activities').then((module) => module.activitiesRoutes),
  timetable: () => import('@leisure/contracts/routes/timetable').then((module) => module.timetableRoutes),
  cart: () => import('@leisure/contracts/routes/cart').then((module) => module.cartRoutes),
  attendees: () => import('@leisure/contracts/routes/attendees').then((module) => module.attendeesRoutes),
  waitlist: () => import('@leisure/contracts/routes/waitlist').then((module) => module.waitlistRoutes),
  checkout: () => import('@leisure/contracts/routes/checkout').then((module) => module.checkoutRoutes),
  account: () => import('@leisure/contracts/routes/account').then((module) => module.accountRoutes),
  household: () => import('@leisure/contracts/routes/household').then((module) => module.householdRoutes),
  joining: () => import('@leisure/contracts/routes/joining').then((module) => module.joiningRoutes),
  membershipChanges: () =>
    import('@leisure/contracts/routes/membership-changes').then((module) => module.membershipChangesRoutes),
  frontOfHouse: () =>
    import('@leisure/contracts/routes/front-of-house').then((module) => module.frontOfHouseRoutes),
};

/** The loader of a route's response schema (the `data` inside the envelope). */
export function dataSchemaOf(path: RoutePath<AreaName>): () => Promise<z.ZodType> {
  return async () => {
    const route = ((await areas[path.area]()) as Record<string, Route>)[path.name];
    if (!route?.data) throw new Error(`${path.method} ${path.path} answers no data`);
    return route.data;
  };
}
