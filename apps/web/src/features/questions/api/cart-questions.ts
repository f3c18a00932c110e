import { type CartAnswersRequest, CartQuestions } from '@leisure/contracts';
import { apiFetch } from '../../../lib/api.ts';

/** `POST /api/activities/cart/{cartId}/questions`: answers the questions of basket lines. */
export const sendCartAnswers = (cartId: number, body: CartAnswersRequest) =>
  apiFetch(`/api/activities/cart/${cartId}/questions`, CartQuestions, { method: 'POST', body });
