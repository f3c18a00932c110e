import type { CartAnswersRequest } from '@leisure/contracts';
import { attendeesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import type { CartViewer } from '../../cart/api/get-cart.ts';

/** `POST /api/activities/cart/{cartId}/questions`: answers the questions of basket lines. */
export const sendCartAnswers = (cartId: number, body: CartAnswersRequest) =>
  sendApi(attendeesPaths.cartAnswers, { params: { cartId }, body });

/** The questions of one basket as it is now: a line added or removed is a new key. */
export const cartQuestionsKey = (viewer: CartViewer, lineIds: readonly number[]) =>
  [
    'cart-questions',
    viewer.isLoggedIn ? 'customer' : 'guest',
    viewer.selectedUserId,
    lineIds.join(','),
  ] as const;

/** `GET /api/activities/cart/questions[?selected_user_id=]`: each line's questions and saved answers. */
export const cartQuestionsQuery = (viewer: CartViewer, lineIds: readonly number[]) =>
  queryOptions({
    queryKey: cartQuestionsKey(viewer, lineIds),
    queryFn: ({ signal }) =>
      callApi(attendeesPaths.cartQuestions, {
        query: { selected_user_id: viewer.selectedUserId ?? undefined },
        signal,
      }),
    staleTime: 30_000,
  });
