import { AccountDashboard } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys } from './keys.ts';

/** `GET /api/my-account/dashboard`: greeting, next bookings, credit, membership and warnings. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: accountKeys.dashboard(),
    queryFn: ({ signal }) => apiFetch(`${accountApiPath}/dashboard`, AccountDashboard, { signal }),
    staleTime: 30_000,
  });
