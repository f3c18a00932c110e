import type { AuthUser, CustomerSummary } from '@leisure/contracts';
import { authPaths } from '@leisure/contracts/routes/paths';
import { type FakeRoute, ok, testUser } from '../../../test/app-harness.test-kit.tsx';

/** Test-only data of the desk's tests: a staff user (paid in euros, to tell their symbol apart) and customers. */
export const staffUser: AuthUser = {
  ...testUser,
  id: 3,
  reference: 'ST000003',
  firstName: 'Sam',
  lastName: 'Desk',
  email: 'staff@demo.test',
  role: 'staff',
  currencySymbol: '€',
};

export const grace: CustomerSummary = {
  id: 42,
  reference: 'DL000042',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.test',
  dateOfBirth: null,
  homeVenueSlug: null,
};

export const graceAtDesk = { id: 42, name: 'Grace Hopper', reference: 'DL000042' };

/** `GET /api/auth/user` answers `user`. */
export const loggedInAs =
  (user: AuthUser): FakeRoute =>
  ({ method, path }) =>
    method === 'GET' && path === authPaths.user.path ? ok(user) : undefined;
