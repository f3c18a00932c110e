import {
  ActivityAnswersParams,
  CartAnswersRequest,
  CartQuestions,
  CartQuestionsParams,
  EarlyAnswers,
  EarlyAnswersRequest,
  OccurrenceAnswersParams,
  PreviousAttendees,
  PreviousAttendeesQuery,
  RequiredWaivers,
  SelectedUserQuery,
  SendWaiversRequest,
  SendWaiversResponse,
} from '../attendees.ts';
import { attendeesPaths } from './attendees.paths.ts';
import { defineRoutes } from './route.ts';

/** Who a place is for: waivers, previous attendees, and the questions of a basket's lines. */
export const attendeesRoutes = defineRoutes(attendeesPaths, {
  previousAttendees: { query: PreviousAttendeesQuery, data: PreviousAttendees },
  requiredWaivers: { query: SelectedUserQuery, data: RequiredWaivers },
  sendWaivers: { body: SendWaiversRequest, data: SendWaiversResponse },
  cartQuestions: { query: SelectedUserQuery, data: CartQuestions },
  cartAnswers: { params: CartQuestionsParams, body: CartAnswersRequest, data: CartQuestions },
  activityAnswers: { params: ActivityAnswersParams, body: EarlyAnswersRequest, data: EarlyAnswers },
  occurrenceAnswers: { params: OccurrenceAnswersParams, body: EarlyAnswersRequest, data: EarlyAnswers },
});
