import { type AccountDashboard, priceOf } from '@leisure/contracts';
import type { Db } from '../../db/client.ts';
import { arrearsWarningsOf, billingFactsOf } from '../billing/billing-facts.ts';
import { accountWarningsOf, complianceOf } from '../compliance/compliance.ts';
import { creditBalances } from '../credits/credit-balances.ts';
import { activeMemberships } from '../memberships/memberships.repository.ts';
import { accountBookings } from './account-bookings.ts';
import { type AccountCustomer, todayAt } from './account-customer.ts';
import { accountMemberships } from './account-memberships.ts';
import { accountPackages, hasSessionsLeft } from './account-packages.ts';

/**
 * `GET /api/my-account/dashboard`: the next three confirmed bookings, credit, the oldest active
 * membership, how many packages still have sessions, and what needs the customer's attention
 * (membership payments in arrears, outstanding penalties, documents to upload or renew).
 */
export async function accountDashboard(db: Db, customer: AccountCustomer): Promise<AccountDashboard> {
  const { client, user } = customer;
  const symbol = client.currencySymbol;
  const subject = { clientId: client.id, userId: user.id, today: todayAt(client) };
  const [nextBookings, credit, active, memberships, held, compliance, billing] = await Promise.all([
    accountBookings(db, customer, { kind: 'upcoming', confirmedOnly: true, limit: 3 }),
    creditBalances(db, client.id, user.id),
    activeMemberships(db, { clientId: client.id, userId: user.id, zone: client.timezone }),
    accountMemberships(db, customer),
    accountPackages(db, customer),
    complianceOf(db, subject),
    billingFactsOf(db, subject),
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
    warnings: [...arrearsWarningsOf(billing, symbol), ...accountWarningsOf(compliance, symbol)],
  };
}
