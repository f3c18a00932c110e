import { definePaths } from './route.ts';

/** A venue's activity categories and courses, and the prices members pay. */
export const activitiesPaths = definePaths('activities', {
  categories: { method: 'GET', path: '/api/activities/venue/:venue/categories' },
  category: { method: 'GET', path: '/api/activities/venue/:venue/categories/:slug' },
  courses: { method: 'GET', path: '/api/activities/venue/:venue/courses' },
  course: { method: 'GET', path: '/api/activities/venue/:venue/courses/:courseSlug' },
  pricing: { method: 'GET', path: '/api/activities/pricing' },
  offered: { method: 'GET', path: '/api/activities/offered' },
  price: { method: 'POST', path: '/api/activities/price/:venue/ticket/:activityId' },
});
