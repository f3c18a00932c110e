import { SelectedUserQuery } from '../attendees.ts';
import {
  ChangePlanRequest,
  FreezeMembershipRequest,
  MembershipChangeDone,
  MembershipChangeParams,
  MembershipChangeQuote,
} from '../membership-changes.ts';
import { membershipChangesPaths } from './membership-changes.paths.ts';
import { defineRoutes } from './route.ts';

/** My account → Memberships: cancel, freeze, change plan (each quoted, then done). */
export const membershipChangesRoutes = defineRoutes(membershipChangesPaths, {
  quote: { params: MembershipChangeParams, query: SelectedUserQuery, data: MembershipChangeQuote },
  cancel: { params: MembershipChangeParams, query: SelectedUserQuery, data: MembershipChangeDone },
  freeze: {
    params: MembershipChangeParams,
    query: SelectedUserQuery,
    body: FreezeMembershipRequest,
    data: MembershipChangeDone,
  },
  changePlan: {
    params: MembershipChangeParams,
    query: SelectedUserQuery,
    body: ChangePlanRequest,
    data: MembershipChangeDone,
  },
});
