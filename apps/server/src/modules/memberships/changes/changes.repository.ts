import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import {
  customerMemberships,
  membershipChanges,
  membershipPlans,
  paymentInstructions,
  users,
} from '../../../db/schema/index.ts';
import { billingDayOf } from '../../billing/billing-schedule.ts';
import type { PlanRules } from './change-rules.ts';

type PlanRow = typeof membershipPlans.$inferSelect;
export type ChangeRow = typeof membershipChanges.$inferSelect;

/** A membership as the change rules see it, with its plan and every change made to it. */
export interface MembershipState {
  clientId: number;
  id: number;
  userId: number;
  status: string;
  startsOn: string;
  endsOn: string | null;
  nextPaymentOn: string | null;
  billingDay: number;
  /** What a period costs now: the member's own price, else the plan's. */
  pricePence: number;
  pendingPlanId: number | null;
  pendingFrom: string | null;
  plan: PlanRow & PlanRules;
  changes: ChangeRow[];
}

/**
 * The customer's membership (another customer's, or another client's, is none), locked for the
 * transaction that changes it when `lock` is set, so two changes of it never interleave.
 */
export async function membershipStateOf(
  db: Db,
  who: { clientId: number; userId: number; membershipId: number },
  lock: boolean,
): Promise<MembershipState | null> {
  const [locked] = await rowsOf<{ id: number }>(
    db,
    sql`select id from ${customerMemberships}
      where client_id = ${who.clientId} and user_id = ${who.userId} and id = ${who.membershipId}
      ${lock ? sql`for update` : sql``}`,
  );
  if (!locked) return null;
  const [row] = await db
    .select({ membership: customerMemberships, plan: membershipPlans })
    .from(customerMemberships)
    .innerJoin(
      membershipPlans,
      and(
        eq(membershipPlans.clientId, customerMemberships.clientId),
        eq(membershipPlans.id, customerMemberships.planId),
      ),
    )
    .where(and(eq(customerMemberships.clientId, who.clientId), eq(customerMemberships.id, who.membershipId)));
  if (!row) return null;
  const changes = await db
    .select()
    .from(membershipChanges)
    .where(
      and(eq(membershipChanges.clientId, who.clientId), eq(membershipChanges.membershipId, who.membershipId)),
    )
    .orderBy(asc(membershipChanges.id));
  const { membership, plan } = row;
  return {
    clientId: membership.clientId,
    id: membership.id,
    userId: membership.userId,
    status: membership.status,
    startsOn: membership.startsOn,
    endsOn: membership.endsOn,
    nextPaymentOn: membership.nextPaymentOn,
    billingDay: billingDayOf(membership),
    pricePence: membership.pricePence ?? plan.pricePence,
    pendingPlanId: membership.pendingPlanId,
    pendingFrom: membership.pendingFrom,
    plan,
    changes,
  };
}

/** Whole years from `dateOfBirth` to `today`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * The plans a member may move to: the client's others that are sold online and whose ages
 * include the member's (any, when their date of birth is not known), cheapest first.
 */
export async function otherPlansOf(
  db: Db,
  input: { clientId: number; planId: number; userId: number; today: string },
): Promise<PlanRow[]> {
  const [user] = await db
    .select({ dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(and(eq(users.clientId, input.clientId), eq(users.id, input.userId)));
  const age = user?.dateOfBirth ? ageOn(user.dateOfBirth, input.today) : null;
  const plans = await db
    .select()
    .from(membershipPlans)
    .where(
      and(
        eq(membershipPlans.clientId, input.clientId),
        ne(membershipPlans.id, input.planId),
        eq(membershipPlans.isOnlineJoinable, true),
      ),
    )
    .orderBy(asc(membershipPlans.pricePence), asc(membershipPlans.sortOrder));
  return plans.filter(
    (plan) =>
      age === null ||
      ((plan.minAge === null || age >= plan.minAge) && (plan.maxAge === null || age <= plan.maxAge)),
  );
}

export async function hasLiveInstruction(db: Db, clientId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentInstructions.id })
    .from(paymentInstructions)
    .where(
      and(
        eq(paymentInstructions.clientId, clientId),
        eq(paymentInstructions.userId, userId),
        eq(paymentInstructions.status, 'active'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The freezes, booked downgrades and plan names of memberships, for My account's list. */
export async function latestChangesOf(db: Db, clientId: number, membershipIds: number[]) {
  if (membershipIds.length === 0) return [];
  return db
    .select()
    .from(membershipChanges)
    .where(
      and(
        eq(membershipChanges.clientId, clientId),
        sql`${membershipChanges.membershipId} in (${sql.join(membershipIds, sql`, `)})`,
      ),
    )
    .orderBy(desc(membershipChanges.id));
}
