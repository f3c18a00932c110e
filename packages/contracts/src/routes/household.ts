import { SelectedUserQuery } from '../attendees.ts';
import { DependantParams, DependantRequest, Household } from '../household.ts';
import { householdPaths } from './household.paths.ts';
import { defineRoutes } from './route.ts';

/** A customer's household: the dependants they book and pay for (decision 40). */
export const householdRoutes = defineRoutes(householdPaths, {
  household: { query: SelectedUserQuery, data: Household },
  addDependant: { query: SelectedUserQuery, body: DependantRequest, data: Household },
  updateDependant: {
    query: SelectedUserQuery,
    params: DependantParams,
    body: DependantRequest,
    data: Household,
  },
  removeDependant: { query: SelectedUserQuery, params: DependantParams, data: Household },
});
