import { definePaths } from './route.ts';

/** My account → Memberships: cancel, freeze, change plan (each quoted, then done). */
export const membershipChangesPaths = definePaths('membershipChanges', {
  quote: { method: 'GET', path: '/api/my-account/memberships/:membershipId/changes' },
  cancel: { method: 'POST', path: '/api/my-account/memberships/:membershipId/cancel' },
  freeze: { method: 'POST', path: '/api/my-account/memberships/:membershipId/freeze' },
  changePlan: { method: 'POST', path: '/api/my-account/memberships/:membershipId/change-plan' },
});
