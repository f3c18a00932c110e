import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  customerMemberships,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  membershipPlanDiscounts,
  membershipPlans,
} from '../../db/schema/index.ts';

/**
 * Why a customer may not buy a plan: a membership they hold that it overlaps. A plan overlaps a
 * held membership when it is the same plan, or when the two cover an activity in common (a
 * discount or a free session of it) where both apply (either is for every centre, or both are
 * for the same one): a Gym & Swim member buying Swim only would pay twice for the pool.
 */
export interface PlanOverlap {
  planId: number;
  /** The plan of the membership held. */
  heldPlanName: string;
  samePlan: boolean;
}

/** What the customer is told, on the plan card and in the 409 of a join or an order. */
export function overlapMessage(planName: string, overlap: Pick<PlanOverlap, 'heldPlanName' | 'samePlan'>) {
  return overlap.samePlan
    ? `You are already a member of ${overlap.heldPlanName}.`
    : `You are already a member of ${overlap.heldPlanName}, which covers some of what ${planName} includes.`;
}

/**
 * For each of `planIds`, the membership the customer holds (active, not ended by `today`) that
 * it overlaps, the same plan first; plans they may buy are absent. Run it under the customer's
 * membership lock where a membership is then started, so two orders cannot both pass it.
 */
export async function planOverlaps(
  db: Db,
  input: { clientId: number; userId: number; today: string; planIds: readonly number[] },
): Promise<Map<number, PlanOverlap>> {
  if (input.planIds.length === 0) return new Map();
  const { clientId, userId, today } = input;
  const ids = sql.join(
    input.planIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ plan_id: number; held_name: string; same_plan: boolean }>(
    db,
    sql`with covered as (
        select plan_id, activity_id from ${membershipPlanDiscounts} where client_id = ${clientId}
        union
        select b.plan_id, a.activity_id from ${membershipPlanBenefits} b
          join ${membershipPlanBenefitActivities} a on a.client_id = b.client_id and a.benefit_id = b.id
          where b.client_id = ${clientId}
      ), held as (
        select m.id, m.plan_id, p.name, p.venue_id from ${customerMemberships} m
          join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
          where m.client_id = ${clientId} and m.user_id = ${userId} and m.status = 'active'
            and (m.ends_on is null or m.ends_on >= ${today}::date)
      )
      select distinct on (w.id) w.id as plan_id, h.name as held_name, (h.plan_id = w.id) as same_plan
      from ${membershipPlans} w
      join held h on h.plan_id = w.id or (
        (h.venue_id is null or w.venue_id is null or h.venue_id = w.venue_id)
        and exists (select 1 from covered x join covered y on y.activity_id = x.activity_id
          where x.plan_id = h.plan_id and y.plan_id = w.id))
      where w.client_id = ${clientId} and w.id in (${ids})
      order by w.id, (h.plan_id = w.id) desc, h.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.plan_id),
      { planId: Number(row.plan_id), heldPlanName: row.held_name, samePlan: row.same_plan },
    ]),
  );
}

/** The membership held that one plan overlaps, if any (see `planOverlaps`). */
export async function planOverlap(
  db: Db,
  input: { clientId: number; userId: number; today: string; planId: number },
): Promise<PlanOverlap | undefined> {
  const { planId, ...rest } = input;
  return (await planOverlaps(db, { ...rest, planIds: [planId] })).get(planId);
}
