import { Activity, ActivityList, CategoryParams, OfferedActivityList, VenueParams } from '../activities.ts';
import { Course, CourseList, CourseListParams, CourseListQuery, CourseParams } from '../courses.ts';
import {
  MembershipPricing,
  MembershipPricingQuery,
  PriceParams,
  PriceQuote,
  PriceRequest,
} from '../pricing.ts';
import { activitiesPaths } from './activities.paths.ts';
import { defineRoutes } from './route.ts';

/** A venue's activity categories and courses, and the prices members pay. */
export const activitiesRoutes = defineRoutes(activitiesPaths, {
  categories: { params: VenueParams, data: ActivityList },
  category: { params: CategoryParams, data: Activity },
  courses: { params: CourseListParams, query: CourseListQuery, data: CourseList },
  course: { params: CourseParams, data: Course },
  pricing: { query: MembershipPricingQuery, data: MembershipPricing },
  offered: { data: OfferedActivityList },
  price: { params: PriceParams, body: PriceRequest, data: PriceQuote },
});
