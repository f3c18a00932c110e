import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  membershipPlanBenefits,
  membershipPlanDiscounts,
  membershipPlans,
} from '../../db/schema/index.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;

/** The plans a centre sells online: those for every venue and its own, in the client's order. */
export async function listJoinablePlans(db: Db, clientId: number, venueId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(
      and(
        eq(membershipPlans.clientId, clientId),
        eq(membershipPlans.isOnlineJoinable, true),
        or(isNull(membershipPlans.venueId), eq(membershipPlans.venueId, venueId)),
      ),
    )
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}

/** The discounts (per activity) and the monthly free sessions of some plans. */
export async function planInclusions(db: Db, clientId: number, planIds: number[]) {
  if (planIds.length === 0) return { discounts: [], benefits: [] };
  const discounts = await db
    .select({
      planId: membershipPlanDiscounts.planId,
      activityName: activities.name,
      activitySlug: activities.slug,
      percentOff: membershipPlanDiscounts.percentOff,
    })
    .from(membershipPlanDiscounts)
    .innerJoin(
      activities,
      and(
        eq(activities.clientId, membershipPlanDiscounts.clientId),
        eq(activities.id, membershipPlanDiscounts.activityId),
      ),
    )
    .where(
      and(eq(membershipPlanDiscounts.clientId, clientId), inArray(membershipPlanDiscounts.planId, planIds)),
    )
    .orderBy(asc(activities.sortOrder), asc(activities.name));
  const benefits = await db
    .select({
      planId: membershipPlanBenefits.planId,
      name: membershipPlanBenefits.name,
      sessionsPerMonth: membershipPlanBenefits.sessionsPerMonth,
    })
    .from(membershipPlanBenefits)
    .where(
      and(eq(membershipPlanBenefits.clientId, clientId), inArray(membershipPlanBenefits.planId, planIds)),
    )
    .orderBy(asc(membershipPlanBenefits.id));
  return { discounts, benefits };
}
