import { type AccountMembership, priceOf } from '@leisure/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { membershipPlans } from '../../../db/schema/index.ts';
import { dayBefore } from './change-rules.ts';
import { latestChangesOf } from './changes.repository.ts';

type Facts = Pick<AccountMembership, 'freeze' | 'pendingPlan'>;

/**
 * What My account shows of each membership's changes: the freeze under way or booked (not over
 * by `today`) and the downgrade booked for the next billing date.
 */
export async function membershipChangeFacts(
  db: Db,
  input: {
    clientId: number;
    today: string;
    symbol: string;
    memberships: { id: number; pendingPlanId: number | null; pendingFrom: string | null }[];
  },
): Promise<Map<number, Facts>> {
  const changes = await latestChangesOf(
    db,
    input.clientId,
    input.memberships.map((membership) => membership.id),
  );
  const pendingIds = input.memberships.flatMap((membership) => membership.pendingPlanId ?? []);
  const plans = pendingIds.length
    ? await db
        .select({
          id: membershipPlans.id,
          name: membershipPlans.name,
          pricePence: membershipPlans.pricePence,
        })
        .from(membershipPlans)
        .where(and(eq(membershipPlans.clientId, input.clientId), inArray(membershipPlans.id, pendingIds)))
    : [];
  const facts = new Map<number, Facts>();
  for (const membership of input.memberships) {
    const freeze = changes.find(
      (change) =>
        change.membershipId === membership.id &&
        change.kind === 'freeze' &&
        change.untilOn !== null &&
        change.untilOn > input.today,
    );
    const pending = plans.find((plan) => plan.id === membership.pendingPlanId);
    facts.set(membership.id, {
      freeze: freeze?.untilOn ? { startsOn: freeze.effectiveOn, lastDay: dayBefore(freeze.untilOn) } : null,
      pendingPlan:
        pending && membership.pendingFrom
          ? {
              name: pending.name,
              from: membership.pendingFrom,
              monthlyPrice: priceOf(pending.pricePence, input.symbol),
            }
          : null,
    });
  }
  return facts;
}
