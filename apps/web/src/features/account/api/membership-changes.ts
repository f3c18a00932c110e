import type { ChangePlanRequest, FreezeMembershipRequest } from '@leisure/contracts';
import { membershipChangesPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/memberships/{id}/changes`: what cancelling, freezing and each plan change would do today. */
export const membershipChangeQuery = (membershipId: number) =>
  queryOptions({
    queryKey: [...accountKeys.memberships(), membershipId, 'changes'] as const,
    queryFn: ({ signal }) => callApi(membershipChangesPaths.quote, { params: { membershipId }, signal }),
    staleTime: 0,
  });

export type MembershipChangeRequest =
  | { kind: 'cancel' }
  | ({ kind: 'freeze' } & FreezeMembershipRequest)
  | ({ kind: 'changePlan' } & ChangePlanRequest);

/** Sends one change: cancel, freeze or change plan. */
export function sendMembershipChange(membershipId: number, request: MembershipChangeRequest) {
  const params = { membershipId };
  const headers = changeHeaders();
  switch (request.kind) {
    case 'cancel':
      return sendApi(membershipChangesPaths.cancel, { params, headers });
    case 'freeze':
      return sendApi(membershipChangesPaths.freeze, { params, body: { months: request.months }, headers });
    case 'changePlan':
      return sendApi(membershipChangesPaths.changePlan, {
        params,
        body: { planId: request.planId },
        headers,
      });
  }
}
