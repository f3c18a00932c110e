import { GuestPass, GuestPassList, type IssueGuestPassRequest } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys, changeHeaders } from './keys.ts';

const guestPassesPath = `${accountApiPath}/guest-passes`;

/** `GET /api/my-account/guest-passes`: the passes (latest day first) and this month's allowance. */
export const guestPassesQuery = () =>
  queryOptions({
    queryKey: accountKeys.guestPasses(),
    queryFn: ({ signal }) => apiFetch(guestPassesPath, GuestPassList, { signal }),
    staleTime: 30_000,
  });

/** `POST /api/my-account/guest-passes` (201): the new pass with its code. */
export const issueGuestPass = (body: IssueGuestPassRequest) =>
  apiFetch(guestPassesPath, GuestPass, { method: 'POST', body, headers: changeHeaders() });
