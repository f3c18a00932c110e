import type { CartAnswersRequest } from '@leisure/contracts';
import { attendeesPaths } from '@leisure/contracts/routes/paths';
import { sendApi } from '../../../lib/api-call.ts';

/** `POST /api/activities/cart/{cartId}/questions`: answers the questions of basket lines. */
export const sendCartAnswers = (cartId: number, body: CartAnswersRequest) =>
  sendApi(attendeesPaths.cartAnswers, { params: { cartId }, body });
