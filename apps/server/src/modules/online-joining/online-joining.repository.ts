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

/** Every plan the client sells online, whichever centre: their ids and names. */
export async function listOnlinePlans(db: Db, clientId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: membershipPlans.id, name: membershipPlans.name })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.clientId, clientId), eq(membershipPlans.isOnlineJoinable, true)))
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}
