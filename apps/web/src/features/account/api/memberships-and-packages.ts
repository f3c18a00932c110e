import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { accountKeys } from './keys.ts';

/** `GET /api/my-account/memberships`. */
export const membershipsQuery = () =>
  queryOptions({
    queryKey: accountKeys.memberships(),
    queryFn: ({ signal }) => callApi(accountPaths.memberships, { signal }),
    staleTime: 60_000,
  });

/** `GET /api/my-account/packages`. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: accountKeys.packages(),
    queryFn: ({ signal }) => callApi(accountPaths.packages, { signal }),
    staleTime: 60_000,
  });
