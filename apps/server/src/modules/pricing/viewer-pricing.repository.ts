import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  activities,
  bookings,
  cartItems,
  customerMemberships,
  customerPackages,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  membershipPlanDiscounts,
  membershipPlans,
  packageActivities,
  packages,
  venues,
} from '../../db/schema/index.ts';
import { activePlanIdsOf } from '../memberships/memberships.repository.ts';
import type { PlanDiscount } from './membership-discount.ts';
import type { BenefitFact, PackageFact, PricingFacts } from './viewer-price.ts';

/** Whose prices, where, for which activities and session months (`YYYY-MM`). */
export interface PricingScope {
  clientId: number;
  userId: number;
  zone: string;
  /** The venue's slug or numeric id. */
  venue: string;
  activitySlugs: readonly string[];
  months: readonly string[];
}

interface Resolved {
  venueId: number;
  activityIds: number[];
  activityIdsBySlug: Map<string, number>;
}

const NOTHING: PricingFacts = { discounts: [], benefits: [], packages: [] };

/**
 * The venue and activities by id, and whether the customer holds any active membership or
 * unexpired package: most hold neither, and then nothing else is read (one round trip).
 */
async function resolve(db: Db, scope: PricingScope) {
  const [row] = await rowsOf<{
    venue_id: number;
    activities: { id: number; slug: string }[];
    has_membership: boolean;
    has_package: boolean;
  }>(
    db,
    sql`select v.id as venue_id,
        (select coalesce(json_agg(json_build_object('id', a.id, 'slug', a.slug)), '[]'::json) from ${activities} a
          where a.client_id = v.client_id and a.slug in ${[...scope.activitySlugs]}) as activities,
        exists (select 1 from ${customerMemberships} m where m.client_id = v.client_id
          and m.user_id = ${scope.userId} and m.status = 'active') as has_membership,
        exists (select 1 from ${customerPackages} c where c.client_id = v.client_id
          and c.user_id = ${scope.userId} and c.expires_at > now()) as has_package
      from ${venues} v
      where v.client_id = ${scope.clientId} and (v.slug = ${scope.venue} or v.id::text = ${scope.venue})
      limit 1`,
  );
  return row;
}

/** The discounts at the venue of the plans the customer holds today (as the basket reads them). */
async function heldPlanDiscounts(db: Db, scope: PricingScope, at: Resolved): Promise<PlanDiscount[]> {
  const rows = await rowsOf<{ plan_id: number; plan_name: string; activity_id: number; percent_off: number }>(
    db,
    sql`select p.id as plan_id, p.name as plan_name, d.activity_id, d.percent_off
      from ${membershipPlanDiscounts} d
      join ${membershipPlans} p on p.client_id = d.client_id and p.id = d.plan_id
      where d.client_id = ${scope.clientId} and d.activity_id in ${at.activityIds}
        and p.id = any(${activePlanIdsOf({ clientId: scope.clientId, userId: scope.userId, zone: scope.zone })})
        and (p.venue_id is null or p.venue_id = ${at.venueId})`,
  );
  return rows.map((row) => ({
    planId: row.plan_id,
    planName: row.plan_name,
    activityId: row.activity_id,
    percentOff: row.percent_off,
  }));
}

/** The customer's active memberships' benefits on the activities, with the sessions left in `month`. */
async function benefitsIn(db: Db, scope: PricingScope, at: Resolved, month: string) {
  return rowsOf<{
    membership_id: number;
    benefit_id: number;
    plan_name: string;
    starts_on: string;
    ends_on: string | null;
    activity_ids: number[];
    sessions_left: number;
  }>(
    db,
    sql`select m.id as membership_id, b.id as benefit_id, p.name as plan_name,
        to_char(m.starts_on, 'YYYY-MM-DD') as starts_on, to_char(m.ends_on, 'YYYY-MM-DD') as ends_on,
        (select json_agg(a.activity_id) from ${membershipPlanBenefitActivities} a
          where a.client_id = b.client_id and a.benefit_id = b.id and a.activity_id in ${at.activityIds}) as activity_ids,
        b.sessions_per_month
          - (select count(*) from ${bookings} k where k.client_id = m.client_id and k.customer_membership_id = m.id
              and k.plan_benefit_id = b.id and k.allowance_month = ${month})
          - (select count(*) from ${cartItems} h where h.client_id = m.client_id and h.customer_membership_id = m.id
              and h.plan_benefit_id = b.id and h.allowance_month = ${month}
              and h.status = 'held' and h.hold_expires_at > now()) as sessions_left
      from ${customerMemberships} m
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      join ${membershipPlanBenefits} b on b.client_id = m.client_id and b.plan_id = m.plan_id
      where m.client_id = ${scope.clientId} and m.user_id = ${scope.userId} and m.status = 'active'`,
  );
}

async function heldBenefits(db: Db, scope: PricingScope, at: Resolved): Promise<BenefitFact[]> {
  const byKey = new Map<string, BenefitFact & { sessionsLeftByMonth: Map<string, number> }>();
  const months = await Promise.all(scope.months.map((month) => benefitsIn(db, scope, at, month)));
  for (const [index, rows] of months.entries()) {
    for (const row of rows) {
      const key = `${row.membership_id}:${row.benefit_id}`;
      const fact = byKey.get(key) ?? {
        membershipId: row.membership_id,
        benefitId: row.benefit_id,
        planName: row.plan_name,
        activityIds: (row.activity_ids ?? []).map(Number),
        startsOn: row.starts_on,
        endsOn: row.ends_on,
        sessionsLeftByMonth: new Map<string, number>(),
      };
      fact.sessionsLeftByMonth.set(scope.months[index] ?? '', Number(row.sessions_left));
      byKey.set(key, fact);
    }
  }
  return [...byKey.values()];
}

/** The customer's unexpired packages on the activities, with their sessions left. */
async function heldPackages(db: Db, scope: PricingScope, at: Resolved): Promise<PackageFact[]> {
  const rows = await rowsOf<{
    id: number;
    name: string;
    expires_at: Date | string;
    activity_ids: number[] | null;
    sessions_left: number;
  }>(
    db,
    sql`select c.id, k.name, c.expires_at,
        (select json_agg(a.activity_id) from ${packageActivities} a
          where a.client_id = c.client_id and a.package_id = c.package_id and a.activity_id in ${at.activityIds}) as activity_ids,
        c.sessions_total
          - (select count(*) from ${bookings} b where b.client_id = c.client_id and b.customer_package_id = c.id)
          - (select count(*) from ${cartItems} h where h.client_id = c.client_id and h.customer_package_id = c.id
              and h.status = 'held' and h.hold_expires_at > now()) as sessions_left
      from ${customerPackages} c
      join ${packages} k on k.client_id = c.client_id and k.id = c.package_id
      where c.client_id = ${scope.clientId} and c.user_id = ${scope.userId} and c.expires_at > now()`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    activityIds: (row.activity_ids ?? []).map(Number),
    expiresAt: new Date(row.expires_at),
    sessionsLeft: Number(row.sessions_left),
  }));
}

/**
 * What the customer holds that changes their prices at a venue, and the activities' ids by slug
 * (unknown slugs are left out). Counts are read without locks: a listing says what an add would
 * get now; the add decides under the membership or package lock (`applyAllowances`).
 */
export async function pricingFactsOf(
  db: Db,
  scope: PricingScope,
): Promise<{ facts: PricingFacts; activityIdsBySlug: Map<string, number> }> {
  if (scope.activitySlugs.length === 0) return { facts: NOTHING, activityIdsBySlug: new Map() };
  const found = await resolve(db, scope);
  const activityIdsBySlug = new Map((found?.activities ?? []).map((row) => [row.slug, Number(row.id)]));
  if (!found || activityIdsBySlug.size === 0 || !(found.has_membership || found.has_package)) {
    return { facts: NOTHING, activityIdsBySlug };
  }
  const at = { venueId: found.venue_id, activityIds: [...activityIdsBySlug.values()], activityIdsBySlug };
  const [discounts, benefits, held] = await Promise.all([
    found.has_membership ? heldPlanDiscounts(db, scope, at) : [],
    found.has_membership ? heldBenefits(db, scope, at) : [],
    found.has_package ? heldPackages(db, scope, at) : [],
  ]);
  return { facts: { discounts, benefits, packages: held }, activityIdsBySlug };
}
