import { definePaths } from './route.ts';

/** Who a place is for: waivers, previous attendees, and the questions of a basket's lines. */
export const attendeesPaths = definePaths('attendees', {
  previousAttendees: { method: 'GET', path: '/api/activities/question-waivers/previous-attendees' },
  requiredWaivers: { method: 'GET', path: '/api/activities/question-waivers/required' },
  sendWaivers: { method: 'POST', path: '/api/activities/question-waivers' },
  cartQuestions: { method: 'GET', path: '/api/activities/cart/questions' },
  cartAnswers: { method: 'POST', path: '/api/activities/cart/:cartId/questions' },
  activityAnswers: { method: 'POST', path: '/api/activities/:activityId/questions/answers' },
  occurrenceAnswers: { method: 'POST', path: '/api/activities/occurrences/:id/questions/answers' },
});
