import type { DependantRequest } from '@leisure/contracts';
import { householdPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from '../../account/api/keys.ts';

/** The household's query key: under the account's root, so it is dropped at logout. */
export const householdKey = (selectedUserId: number | null = null) =>
  selectedUserId === null
    ? ([...accountKeys.all, 'household'] as const)
    : ([...accountKeys.all, 'household', selectedUserId] as const);

/**
 * `GET /api/my-account/household`: the customer's dependants, youngest first (staff at the desk
 * name the customer they serve).
 */
export const householdQuery = (selectedUserId: number | null = null) =>
  queryOptions({
    queryKey: householdKey(selectedUserId),
    queryFn: ({ signal }) =>
      callApi(householdPaths.household, {
        signal,
        ...(selectedUserId === null ? {} : { query: { selected_user_id: selectedUserId } }),
      }),
    staleTime: 30_000,
  });

export const addDependant = (body: DependantRequest) =>
  sendApi(householdPaths.addDependant, { body, headers: changeHeaders() });

export const updateDependant = (dependantId: number, body: DependantRequest) =>
  sendApi(householdPaths.updateDependant, { params: { dependantId }, body, headers: changeHeaders() });

export const removeDependant = (dependantId: number) =>
  sendApi(householdPaths.removeDependant, { params: { dependantId }, headers: changeHeaders() });
