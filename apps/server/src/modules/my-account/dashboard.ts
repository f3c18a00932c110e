import { type AccountDashboard, priceOf } from '@leisure/contracts';
import type { Db } from '../../db/client.ts';
import { creditBalances } from '../credits/credit-balances.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { accountBookings } from './account-bookings.ts';
import type { AccountCustomer } from './account-customer.ts';
import { accountMemberships } from './account-memberships.ts';
import { accountPackages, hasSessionsLeft } from './account-packages.ts';

/**
 * `GET /api/my-account/dashboard`: the next three confirmed bookings, credit, the oldest active
 * membership and how many packages still have sessions. There are no penalties or documents
 * yet, so there are no warnings.
 */
export async function accountDashboard(db: Db, customer: AccountCustomer): Promise<AccountDashboard> {
  const { client, user } = customer;
  const symbol = client.currencySymbol;
  const [nextBookings, credit, active, memberships, held] = await Promise.all([
    accountBookings(db, customer, { kind: 'upcoming', confirmedOnly: true, limit: 3 }),
    creditBalances(db, client.id, user.id),
    activeMemberships(db, { clientId: client.id, userId: user.id, zone: client.timezone }),
    accountMemberships(db, customer),
    accountPackages(db, customer),
  ]);
  const oldestActive = active[0];
  return {
    firstName: user.firstName,
    nextBookings,
    credit: {
      general: priceOf(credit.general, symbol),
      membership: priceOf(credit.membership, symbol),
      total: priceOf(credit.general + credit.membership, symbol),
    },
    membership: memberships.find((membership) => membership.id === oldestActive?.id) ?? null,
    packagesWithSessions: held.filter(hasSessionsLeft).length,
    warnings: [],
  };
}
