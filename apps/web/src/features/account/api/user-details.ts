import { type UpdateUserDetailsRequest, UserDetails } from '@leisure/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { accountApiPath, accountKeys, changeHeaders } from './keys.ts';

const detailsPath = `${accountApiPath}/details`;

/** `GET /api/my-account/details`: what the My details form starts from. */
export const userDetailsQuery = () =>
  queryOptions({
    queryKey: accountKeys.details(),
    queryFn: ({ signal }) => apiFetch(detailsPath, UserDetails, { signal }),
    staleTime: 60_000,
  });

/** `PUT /api/my-account/details` (snake_case); a 422 carries the field messages. */
export const updateUserDetails = (body: UpdateUserDetailsRequest) =>
  apiFetch(detailsPath, UserDetails, { method: 'PUT', body, headers: changeHeaders() });
