import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { accountKeys } from './keys.ts';

/** `GET /api/my-account/dashboard`: greeting, next bookings, credit, membership and warnings. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: accountKeys.dashboard(),
    queryFn: ({ signal }) => callApi(accountPaths.dashboard, { signal }),
    staleTime: 30_000,
  });
