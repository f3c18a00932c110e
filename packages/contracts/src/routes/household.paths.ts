import { definePaths } from './route.ts';

/** A customer's household: the dependants they book and pay for (decision 40). */
export const householdPaths = definePaths('household', {
  household: { method: 'GET', path: '/api/my-account/household' },
  addDependant: { method: 'POST', path: '/api/my-account/household/dependants' },
  updateDependant: { method: 'PUT', path: '/api/my-account/household/dependants/:dependantId' },
  removeDependant: { method: 'DELETE', path: '/api/my-account/household/dependants/:dependantId' },
});
