import type { MembershipPricing, PlanPricing } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  activityVenues,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  membershipPlanDiscounts,
  membershipPlans,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import { isMemberPricedKind } from './membership-discount.ts';

type PlanRow = typeof membershipPlans.$inferSelect;
type Scope = { clientId: number; venueId: number; planIds: number[] };

const activityColumns = { id: activities.id, slug: activities.slug, name: activities.name };

/** Activities offered at the scope's venue. */
const offeredAt = (scope: Scope) =>
  and(
    eq(activityVenues.clientId, activities.clientId),
    eq(activityVenues.activityId, activities.id),
    eq(activityVenues.venueId, scope.venueId),
  );

/** The plans' discounts on activities offered at the venue, in the activities' order. */
async function discountsAt(db: Db, scope: Scope) {
  return db
    .select({
      planId: membershipPlanDiscounts.planId,
      percentOff: membershipPlanDiscounts.percentOff,
      kind: activities.kind,
      activity: activityColumns,
    })
    .from(membershipPlanDiscounts)
    .innerJoin(
      activities,
      and(
        eq(activities.clientId, membershipPlanDiscounts.clientId),
        eq(activities.id, membershipPlanDiscounts.activityId),
      ),
    )
    .innerJoin(activityVenues, offeredAt(scope))
    .where(
      and(
        eq(membershipPlanDiscounts.clientId, scope.clientId),
        inArray(membershipPlanDiscounts.planId, scope.planIds),
      ),
    )
    .orderBy(asc(activities.sortOrder), asc(activities.name));
}

/**
 * The plans' free-session benefits with the activities at the venue they pay for: classes and
 * slots, the lines `applyAllowances` gives a session to.
 */
async function benefitsAt(db: Db, scope: Scope) {
  return db
    .select({
      id: membershipPlanBenefits.id,
      planId: membershipPlanBenefits.planId,
      name: membershipPlanBenefits.name,
      sessionsPerMonth: membershipPlanBenefits.sessionsPerMonth,
      activity: activityColumns,
    })
    .from(membershipPlanBenefits)
    .innerJoin(
      membershipPlanBenefitActivities,
      and(
        eq(membershipPlanBenefitActivities.clientId, membershipPlanBenefits.clientId),
        eq(membershipPlanBenefitActivities.benefitId, membershipPlanBenefits.id),
      ),
    )
    .innerJoin(
      activities,
      and(
        eq(activities.clientId, membershipPlanBenefitActivities.clientId),
        eq(activities.id, membershipPlanBenefitActivities.activityId),
        inArray(activities.kind, ['class', 'ad_hoc']),
      ),
    )
    .innerJoin(activityVenues, offeredAt(scope))
    .where(
      and(
        eq(membershipPlanBenefits.clientId, scope.clientId),
        inArray(membershipPlanBenefits.planId, scope.planIds),
      ),
    )
    .orderBy(asc(membershipPlanBenefits.id), asc(activities.sortOrder), asc(activities.name));
}

type Benefits = Awaited<ReturnType<typeof benefitsAt>>;

function freeSessionsOf(planId: number, rows: Benefits): PlanPricing['freeSessions'] {
  const byBenefit = new Map<number, PlanPricing['freeSessions'][number]>();
  for (const row of rows.filter((candidate) => candidate.planId === planId)) {
    const benefit = byBenefit.get(row.id) ?? {
      name: row.name,
      sessionsPerMonth: row.sessionsPerMonth,
      activities: [],
    };
    benefit.activities.push(row.activity);
    byBenefit.set(row.id, benefit);
  }
  return [...byBenefit.values()];
}

/**
 * `GET /api/activities/pricing?venue=`: the plans offered at the venue (every venue's and its own)
 * with what they take off its activities, as the basket charges it, and their free sessions
 * there. A plan giving nothing at the venue is left out. Another client's venue is not found.
 */
export async function membershipPricingAt(
  db: Db,
  client: ClientRow,
  venue: string,
): Promise<MembershipPricing> {
  const found = await findVenueByIdOrSlug(db, client.id, venue);
  if (!found) throw notFound();
  const plans: PlanRow[] = await db
    .select()
    .from(membershipPlans)
    .where(
      and(
        eq(membershipPlans.clientId, client.id),
        or(isNull(membershipPlans.venueId), eq(membershipPlans.venueId, found.id)),
      ),
    )
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
  const scope = { clientId: client.id, venueId: found.id, planIds: plans.map((plan) => plan.id) };
  const [discounts, benefits] =
    plans.length === 0 ? [[], []] : await Promise.all([discountsAt(db, scope), benefitsAt(db, scope)]);
  const sellsOnline = client.onlineJoiningEnabled && found.onlineJoiningEnabled;
  const symbol = client.currencySymbol;
  const priced = plans.map(
    (plan): PlanPricing => ({
      id: plan.id,
      slug: plan.slug,
      name: plan.name,
      description: plan.description,
      price: priceOf(plan.pricePence, symbol),
      joiningFee: priceOf(plan.joiningFeePence, symbol),
      termMonths: plan.termMonths,
      isJoinableOnline: sellsOnline && plan.isOnlineJoinable,
      discounts: discounts
        .filter((row) => row.planId === plan.id && isMemberPricedKind(row.kind))
        .map(({ activity, percentOff }) => ({ activity, percentOff })),
      freeSessions: freeSessionsOf(plan.id, benefits),
    }),
  );
  return {
    venue: { id: found.id, slug: found.slug, name: found.name },
    plans: priced.filter((plan) => plan.discounts.length > 0 || plan.freeSessions.length > 0),
  };
}
