import { AccountMembershipList, AccountPackageList } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys } from './keys.ts';

/** `GET /api/my-account/memberships`. */
export const membershipsQuery = () =>
  queryOptions({
    queryKey: accountKeys.memberships(),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/memberships`, AccountMembershipList, { signal }),
    staleTime: 60_000,
  });

/** `GET /api/my-account/packages`. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: accountKeys.packages(),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/packages`, AccountPackageList, { signal }),
    staleTime: 60_000,
  });
