import { type AccountMembership, type DocumentCheck, priceOf } from '@leisure/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerMemberships, paymentInstructions } from '../../db/schema/index.ts';
import { type DocumentRequirement, membershipDocumentChecks } from '../compliance/compliance.ts';
import { benefitSessionsTaken } from '../memberships/allowances.ts';
import { membershipChangeFacts } from '../memberships/changes/change-facts.ts';
import { membershipsWithPlans } from '../memberships/memberships.repository.ts';
import { planInclusions } from '../memberships/plan-inclusions.ts';
import { type AccountCustomer, todayAt } from './account-customer.ts';

type MembershipRow = typeof customerMemberships.$inferSelect;

/** 'ended' once its last day has gone, 'future' before its first, else what the row says. */
export function membershipStatus(row: MembershipRow, today: string): AccountMembership['status'] {
  if (row.endsOn !== null && row.endsOn < today) return 'ended';
  if (row.startsOn > today) return 'future';
  return row.status;
}

/** The document check of an active membership whose plan asks for one; null for any other. */
function documentCheckFor(checks: DocumentRequirement[], membershipId: number): DocumentCheck | null {
  const check = checks.find((row) => row.membershipId === membershipId);
  return check
    ? { kind: check.kind, state: check.state, expiresOn: check.expiresOn, daysLeft: check.daysLeft }
    : null;
}

/**
 * `GET /api/my-account/memberships`: every membership the customer holds or held, newest first,
 * with its plan's discounts, the free sessions of each benefit left this month (taken by
 * bookings and live basket lines, as the basket counts them), and, for an active one whose plan
 * asks for a document, where the customer stands with it.
 */
export async function accountMemberships(db: Db, customer: AccountCustomer): Promise<AccountMembership[]> {
  const { client, user } = customer;
  const today = todayAt(client);
  const month = today.slice(0, 7);
  const rows = await membershipsWithPlans(db)
    .where(and(eq(customerMemberships.clientId, client.id), eq(customerMemberships.userId, user.id)))
    .orderBy(desc(customerMemberships.startsOn), desc(customerMemberships.id));
  const extras = await planInclusions(db, client.id, [...new Set(rows.map((row) => row.plan.id))]);
  const documentChecks = rows.some((row) => row.plan.requiredDocument !== null)
    ? await membershipDocumentChecks(db, { clientId: client.id, userId: user.id, today })
    : [];
  const changeFacts = await membershipChangeFacts(db, {
    clientId: client.id,
    today,
    symbol: client.currencySymbol,
    memberships: rows.map((row) => row.membership),
  });
  const paidBy = await liveInstructionLabel(db, client.id, user.id);
  const result: AccountMembership[] = [];
  for (const { membership, plan, homeVenueName } of rows) {
    const benefits = [];
    for (const benefit of extras.benefits.filter((candidate) => candidate.planId === plan.id)) {
      const taken = await benefitSessionsTaken(db, client.id, membership.id, benefit.id, month);
      benefits.push({
        name: benefit.name,
        sessionsPerMonth: benefit.sessionsPerMonth,
        sessionsLeftThisMonth: Math.max(0, benefit.sessionsPerMonth - taken),
      });
    }
    result.push({
      id: membership.id,
      reference: membership.reference,
      planName: plan.name,
      planSlug: plan.slug,
      description: plan.description,
      status: membershipStatus(membership, today),
      startsOn: membership.startsOn,
      endsOn: membership.endsOn,
      nextPaymentOn: membership.nextPaymentOn,
      monthlyPrice: priceOf(plan.pricePence, client.currencySymbol),
      homeVenueName,
      discounts: extras.discounts
        .filter((discount) => discount.planId === plan.id)
        .map(({ activityName, percentOff }) => ({ activityName, percentOff })),
      benefits,
      guestPassesPerMonth: plan.guestPassesPerMonth,
      paidBy: ['active', 'suspended'].includes(membership.status) && membership.nextPaymentOn ? paidBy : null,
      requiredDocument: documentCheckFor(documentChecks, membership.id),
      freeze: changeFacts.get(membership.id)?.freeze ?? null,
      pendingPlan: changeFacts.get(membership.id)?.pendingPlan ?? null,
    });
  }
  return result;
}

/** The customer's live payment instruction as they recognise it (a mandate with its reference). */
async function liveInstructionLabel(db: Db, clientId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ label: paymentInstructions.label, reference: paymentInstructions.mandateReference })
    .from(paymentInstructions)
    .where(
      and(
        eq(paymentInstructions.clientId, clientId),
        eq(paymentInstructions.userId, userId),
        eq(paymentInstructions.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.reference ? `${row.label}, reference ${row.reference}` : row.label;
}
