import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/saved-cards`: the cards saved at checkout, newest first. */
export const savedCardsQuery = () =>
  queryOptions({
    queryKey: accountKeys.savedCards(),
    queryFn: ({ signal }) => callApi(accountPaths.savedCards, { signal }),
    staleTime: 60_000,
  });

/** `DELETE /api/my-account/saved-cards/{cardId}`: answers the cards left. */
export const removeSavedCard = (cardId: number) =>
  sendApi(accountPaths.removeSavedCard, { params: { cardId }, headers: changeHeaders() });
