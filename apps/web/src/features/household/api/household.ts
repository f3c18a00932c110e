import type { DependantRequest } from '@leisure/contracts';
import { householdPaths } from '@leisure/contracts/routes/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi, sendApi } from '../../../lib/api-call.ts';
import { accountKeys, changeHeaders } from '../../account/api/keys.ts';

/** The household's query key: under the account's root, so it is dropped at logout. */
export const householdKey = () => [...accountKeys.all, 'household'] as const;

/** `GET /api/my-account/household`: the customer's dependants, youngest first. */
export const householdQuery = () =>
  queryOptions({
    queryKey: householdKey(),
    queryFn: ({ signal }) => callApi(householdPaths.household, { signal }),
    staleTime: 30_000,
  });

export const addDependant = (body: DependantRequest) =>
  sendApi(householdPaths.addDependant, { body, headers: changeHeaders() });

export const updateDependant = (dependantId: number, body: DependantRequest) =>
  sendApi(householdPaths.updateDependant, { params: { dependantId }, body, headers: changeHeaders() });

export const removeDependant = (dependantId: number) =>
  sendApi(householdPaths.removeDependant, { params: { dependantId }, headers: changeHeaders() });
