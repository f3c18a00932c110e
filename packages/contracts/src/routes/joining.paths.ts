import { definePaths } from './route.ts';

/** Online joining: the plans a centre sells online, and joining one. */
export const joiningPaths = definePaths('joining', {
  centre: { method: 'GET', path: '/api/online-joining/centres/:slug' },
  join: { method: 'POST', path: '/api/online-joining/join' },
  refusals: { method: 'GET', path: '/api/online-joining/plan-refusals' },
  startDirectDebit: { method: 'POST', path: '/api/online-joining/memberships/:membershipId/direct-debit' },
  confirmDirectDebit: {
    method: 'POST',
    path: '/api/online-joining/memberships/:membershipId/direct-debit/confirm',
  },
});
