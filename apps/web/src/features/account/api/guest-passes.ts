import type { IssueGuestPassRequest } from '@leisure/contracts';
import { accountPaths } from '@leisure/contracts/routes/paths';

import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/guest-passes`: the passes (latest day first) and this month's allowance. */
export const guestPassesQuery = () =>
  queryOptions({
    queryKey: accountKeys.guestPasses(),
    queryFn: ({ signal }) => callApi(accountPaths.guestPasses, { signal }),
    staleTime: 30_000,
  });

/** `POST /api/my-account/guest-passes` (201): the new pass with its code. */
export const issueGuestPass = (body: IssueGuestPassRequest) =>
  sendApi(accountPaths.issueGuestPass, { body, headers: changeHeaders() });
