import type { JoinRequest } from '@leisure/contracts';
import { joiningPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { shouldRetry } from '../lib/api.ts';
import { callApi, sendApi } from '../lib/api-call.ts';
import { isNotFound } from '../lib/queries.ts';

/** `GET /api/online-joining/centres/{slug}`: the centre and the plans it sells online (404: none). */
export const centreQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-joining', 'centre', slug],
    queryFn: ({ signal }) => callApi(joiningPaths.centre, { params: { slug }, signal }),
    staleTime: 60_000,
    retry: (failureCount, error) => !isNotFound(error) && shouldRetry(failureCount, error),
  });

/** `POST /api/online-joining/join`: the plan goes in the customer's basket; answers the basket. */
export const joinPlan = (body: JoinRequest) => sendApi(joiningPaths.join, { body });

/**
 * `GET /api/online-joining/plan-refusals`: the plans the logged-in customer may not buy (a
 * membership they hold, or one a plan overlaps), each with the words the join call would use.
 * Asked afresh each time the plans show: a membership may have started since.
 */
export const planRefusalsQuery = () =>
  queryOptions({
    queryKey: ['online-joining', 'plan-refusals'],
    queryFn: ({ signal }) => callApi(joiningPaths.refusals, { signal }),
    staleTime: 0,
  });
