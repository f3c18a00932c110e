import type { AccountPackage } from '@leisure/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  bookings,
  customerPackages,
  packageActivities,
  packages,
} from '../../db/schema/index.ts';
import { packageSessionsTaken } from '../memberships/allowances.ts';
import type { AccountCustomer } from './account-customer.ts';

/** The activity names each package pays for. */
async function activityNames(db: Db, clientId: number, packageIds: number[]) {
  const rows = await db
    .select({ packageId: packageActivities.packageId, name: activities.name })
    .from(packageActivities)
    .innerJoin(
      activities,
      and(
        eq(activities.clientId, packageActivities.clientId),
        eq(activities.id, packageActivities.activityId),
      ),
    )
    .where(and(eq(packageActivities.clientId, clientId), inArray(packageActivities.packageId, packageIds)))
    .orderBy(asc(activities.sortOrder), asc(activities.name));
  const byPackage = new Map<number, string[]>();
  for (const row of rows) byPackage.set(row.packageId, [...(byPackage.get(row.packageId) ?? []), row.name]);
  return byPackage;
}

/** Bookings that name each customer package: its sessions used. */
async function bookingsNaming(db: Db, clientId: number, customerPackageIds: number[]) {
  const rows = await db
    .select({ id: bookings.customerPackageId, used: count() })
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), inArray(bookings.customerPackageId, customerPackageIds)))
    .groupBy(bookings.customerPackageId);
  return new Map(rows.map((row) => [row.id, Number(row.used)]));
}

/**
 * `GET /api/my-account/packages`: the customer's packages, the one expiring first first. Sessions
 * left are what the basket would still give: the total less bookings and live basket lines.
 */
export async function accountPackages(db: Db, customer: AccountCustomer): Promise<AccountPackage[]> {
  const clientId = customer.client.id;
  const rows = await db
    .select({ held: customerPackages, name: packages.name, description: packages.description })
    .from(customerPackages)
    .innerJoin(
      packages,
      and(eq(packages.clientId, customerPackages.clientId), eq(packages.id, customerPackages.packageId)),
    )
    .where(and(eq(customerPackages.clientId, clientId), eq(customerPackages.userId, customer.user.id)))
    .orderBy(asc(customerPackages.expiresAt), asc(customerPackages.id));
  if (rows.length === 0) return [];
  const names = await activityNames(db, clientId, [...new Set(rows.map((row) => row.held.packageId))]);
  const used = await bookingsNaming(
    db,
    clientId,
    rows.map((row) => row.held.id),
  );
  const now = Date.now();
  const result: AccountPackage[] = [];
  for (const { held, name, description } of rows) {
    const taken = await packageSessionsTaken(db, clientId, held.id);
    result.push({
      id: held.id,
      name,
      description,
      activities: names.get(held.packageId) ?? [],
      sessionsTotal: held.sessionsTotal,
      sessionsUsed: used.get(held.id) ?? 0,
      sessionsLeft: Math.max(0, held.sessionsTotal - taken),
      expiresAt: held.expiresAt.toISOString(),
      isExpired: held.expiresAt.getTime() <= now,
    });
  }
  return result;
}

/** Packages still valid with a session left: what the dashboard counts. */
export const hasSessionsLeft = (held: AccountPackage) => !held.isExpired && held.sessionsLeft > 0;
