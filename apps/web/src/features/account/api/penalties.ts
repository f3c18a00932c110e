import { AccountPenalties } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys } from './keys.ts';

/** `GET /api/my-account/penalties`: outstanding and settled, newest first, with what is owed. */
export const penaltiesQuery = () =>
  queryOptions({
    queryKey: accountKeys.penalties(),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/penalties`, AccountPenalties, { signal }),
    staleTime: 60_000,
  });
