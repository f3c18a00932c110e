import { Cart, type JoinRequest, OnlineJoiningCentre } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, shouldRetry } from '../lib/api.ts';
import { isNotFound } from '../lib/queries.ts';

/** `GET /api/online-joining/centres/{slug}`: the centre and the plans it sells online (404: none). */
export const centreQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-joining', 'centre', slug],
    queryFn: ({ signal }) =>
      apiFetch(`/api/online-joining/centres/${encodeURIComponent(slug)}`, OnlineJoiningCentre, { signal }),
    staleTime: 60_000,
    retry: (failureCount, error) => !isNotFound(error) && shouldRetry(failureCount, error),
  });

/** `POST /api/online-joining/join`: the plan goes in the customer's basket; answers the basket. */
export const joinPlan = (body: JoinRequest) =>
  apiFetch('/api/online-joining/join', Cart, { method: 'POST', body });
