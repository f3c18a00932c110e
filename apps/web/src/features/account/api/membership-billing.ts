import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/memberships/{membershipId}/billing`: next payment, payment method, history. */
export const membershipBillingQuery = (membershipId: number) =>
  queryOptions({
    queryKey: accountKeys.membershipBilling(membershipId),
    queryFn: ({ signal }) => callApi(accountPaths.membershipBilling, { params: { membershipId }, signal }),
    staleTime: 30_000,
  });

/** `POST /api/my-account/memberships/{membershipId}/pay-arrears`: charges the arrears to the payment method on file. */
export const payMembershipArrears = (membershipId: number) =>
  sendApi(accountPaths.payMembershipArrears, { params: { membershipId }, headers: changeHeaders() });

/** `POST /api/my-account/memberships/{membershipId}/card-session`: the processor's card form for a new card. */
export const openCardSession = (membershipId: number) =>
  sendApi(accountPaths.membershipCardSession, { params: { membershipId }, headers: changeHeaders() });

/** `PUT /api/my-account/memberships/{membershipId}/card`: the card entered in that form goes on file. */
export const changeMembershipCard = (
  membershipId: number,
  entered: { sessionKey: string; cardIdentifier: string },
) =>
  sendApi(accountPaths.changeMembershipCard, {
    params: { membershipId },
    body: { session_key: entered.sessionKey, card_identifier: entered.cardIdentifier },
    headers: changeHeaders(),
  });
