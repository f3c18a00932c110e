import { eq, inArray } from 'drizzle-orm';
import { customerMemberships, membershipPlans } from '../../../db/schema/index.ts';
import type { BookingKit } from '../../../test/booking-kit.test-kit.ts';
import { type BilledMember, billedMembers } from '../../billing/billing.test-kit.ts';
import type { ChangeActor } from './changes.service.ts';

type PlanInsert = typeof membershipPlans.$inferInsert;

/**
 * Plans of the kit's client with the change rules the tests need: Standard (£30, a 3-month term,
 * a month's notice, 2 frozen months a year at £5), Premium (£45) and Basic (£20) to move to, and
 * Annual (£25, a 12-month term) to cancel inside its term.
 */
export async function changePlans(kit: BookingKit) {
  const tag = Math.random().toString(36).slice(2, 8);
  const plan = (slug: string, values: Partial<PlanInsert>): PlanInsert => ({
    clientId: kit.clientId,
    slug: `${slug}-${tag}`,
    name: `${slug[0]?.toUpperCase()}${slug.slice(1)} ${tag}`,
    pricePence: 3000,
    termMonths: 1,
    noticeMonths: 1,
    freezeMonthsPerYear: 0,
    freezeFeePence: 0,
    ...values,
  });
  const rows = await kit
    .db()
    .insert(membershipPlans)
    .values([
      plan('standard', { pricePence: 3000, termMonths: 3, freezeMonthsPerYear: 2, freezeFeePence: 500 }),
      plan('premium', { pricePence: 4500 }),
      plan('basic', { pricePence: 2000 }),
      plan('annual', { pricePence: 2500, termMonths: 12 }),
    ])
    .returning();
  const [standard, premium, basic, annual] = rows;
  if (!standard || !premium || !basic || !annual) throw new Error('plans missing');
  return { standard, premium, basic, annual };
}

/** Billed members (a card on file each) on `plan` at its price. */
export async function membersOn(
  kit: BookingKit,
  plan: { id: number; pricePence: number },
  specs: { startsOn: string; billingDay: number; withCard?: boolean }[],
): Promise<BilledMember[]> {
  const members = await billedMembers(
    kit,
    specs.map((spec) => ({ ...spec, pricePence: plan.pricePence, withCard: spec.withCard ?? true })),
  );
  await kit
    .db()
    .update(customerMemberships)
    .set({ planId: plan.id })
    .where(
      inArray(
        customerMemberships.id,
        members.map((member) => member.membershipId),
      ),
    );
  return members;
}

/** The member changing their own membership. */
export const selfOf = (kit: BookingKit, member: BilledMember): ChangeActor => ({
  client: kit.client,
  userId: member.userId,
  actedBy: member.userId,
});

export async function membershipRow(kit: BookingKit, member: BilledMember) {
  const [row] = await kit
    .db()
    .select()
    .from(customerMemberships)
    .where(eq(customerMemberships.id, member.membershipId));
  if (!row) throw new Error('membership missing');
  return row;
}
