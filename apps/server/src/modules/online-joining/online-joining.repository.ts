import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membershipPlans } from '../../db/schema/index.ts';

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
