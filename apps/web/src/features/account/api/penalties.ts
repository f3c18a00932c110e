import { accountPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call.ts';
import { accountKeys } from './keys.ts';

/** `GET /api/my-account/penalties`: outstanding and settled, newest first, with what is owed. */
export const penaltiesQuery = () =>
  queryOptions({
    queryKey: accountKeys.penalties(),
    queryFn: ({ signal }) => callApi(accountPaths.penalties, { signal }),
    staleTime: 60_000,
  });
