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
