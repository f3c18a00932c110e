import type { UpdateUserDetailsRequest } from '@leisure/contracts';
import { accountPaths } from '@leisure/contracts/routes/paths';

import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from './keys.ts';

/** `GET /api/my-account/details`: what the My details form starts from. */
export const userDetailsQuery = () =>
  queryOptions({
    queryKey: accountKeys.details(),
    queryFn: ({ signal }) => callApi(accountPaths.details, { signal }),
    staleTime: 60_000,
  });

/** `PUT /api/my-account/details` (snake_case); a 422 carries the field messages. */
export const updateUserDetails = (body: UpdateUserDetailsRequest) =>
  sendApi(accountPaths.updateDetails, { body, headers: changeHeaders() });
