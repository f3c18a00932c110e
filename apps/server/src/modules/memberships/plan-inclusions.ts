import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, membershipPlanBenefits, membershipPlanDiscounts } from '../../db/schema/index.ts';

/** What some plans give their members: discounts per activity and monthly free sessions. */
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
      id: membershipPlanBenefits.id,
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
