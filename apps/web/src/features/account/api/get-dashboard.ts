import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { schemaFrom } from '../../../lib/lazy-schema.ts';
import { accountApiPath, accountKeys } from './keys.ts';

/** The calls' schemas: loaded with the first request, so this module builds none as it loads. */
const schemas = () => import('./schemas.ts');

/** `GET /api/my-account/dashboard`: greeting, next bookings, credit, membership and warnings. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: accountKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiFetch(`${accountApiPath}/dashboard`, schemaFrom(schemas, 'AccountDashboard'), { signal }),
    staleTime: 30_000,
  });
