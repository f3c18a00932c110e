import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Transaction } from '../../db/client.ts';
import {
  adHocSlots,
  bookings,
  cartItems,
  classOccurrences,
  customerMemberships,
  customerPackages,
  membershipPlanBenefitActivities,
  membershipPlanBenefits,
  packageActivities,
} from '../../db/schema/index.ts';

/**
 * Membership benefits and packages pay for basket lines instead of money. A line of a class or
 * a court, lane or room slot for one person gets, when it is added, the first of:
 *   1. a benefit of an active membership the attendee holds on the session's day, with a free
 *      session left in the session's month;
 *   2. a session of a package the attendee holds that covers the activity and is valid when the
 *      session starts (the one that expires first).
 * A session is taken by every booking that names the benefit (in that month) or the package,
 * and by every live basket line that does. Counting happens with the membership or the package
 * row locked, so two baskets never take the last session twice. A released or expired line gives
 * its session back without any clean-up; a booking cancelled within its cutoff gives it back by
 * no longer naming it (one cancelled later keeps it: the session is spent).
 */
export type AllowanceKind = 'benefit' | 'package';

interface Candidate {
  line_id: number;
  price_pence: number;
  attendee_id: number;
  activity_id: number;
  starts_at: Date | string;
  month: string;
  day: string;
  /** The customer took this kind off the line before: it is not offered again. */
  benefit_declined: boolean;
  package_declined: boolean;
  /**
   * Whether the attendee holds any active membership / any unexpired package at all: without
   * one, `benefitsFor` / `packagesFor` would find nothing, so they are not asked (most customers
   * hold neither: two round trips saved on their adds). Only a hint; the locked reads decide.
   */
  may_have_benefit: boolean;
  may_have_package: boolean;
}

/** The lines among `lineIds` that could take an allowance, with who attends and when. */
async function candidateLines(
  tx: Db,
  input: { clientId: number; cartId: number; userId: number; zone: string; lineIds: number[] },
) {
  return rowsOf<Candidate>(
    tx,
    sql`select i.id as line_id, i.price_pence, coalesce(i.purchased_for_user_id, ${input.userId}) as attendee_id,
        coalesce(o.activity_id, s.activity_id) as activity_id,
        coalesce(o.starts_at, s.starts_at) as starts_at,
        to_char(coalesce(o.starts_at, s.starts_at) at time zone ${input.zone}, 'YYYY-MM') as month,
        to_char(coalesce(o.starts_at, s.starts_at) at time zone ${input.zone}, 'YYYY-MM-DD') as day,
        i.benefit_declined, i.package_declined,
        exists (select 1 from ${customerMemberships} m where m.client_id = i.client_id
          and m.user_id = coalesce(i.purchased_for_user_id, ${input.userId}) and m.status = 'active') as may_have_benefit,
        exists (select 1 from ${customerPackages} c where c.client_id = i.client_id
          and c.user_id = coalesce(i.purchased_for_user_id, ${input.userId}) and c.expires_at > now()) as may_have_package
      from ${cartItems} i
      left join ${classOccurrences} o on o.client_id = i.client_id and o.id = i.class_occurrence_id
      left join ${adHocSlots} s on s.client_id = i.client_id and s.id = i.ad_hoc_slot_id
      where i.client_id = ${input.clientId} and i.cart_id = ${input.cartId}
        and i.id in ${input.lineIds}
        and i.type in ('activity_class', 'ad_hoc_slot') and i.quantity = 1
        and i.status = 'held' and i.hold_expires_at > now()
        and i.plan_benefit_id is null and i.customer_package_id is null
        and i.price_pence > 0
      order by coalesce(o.starts_at, s.starts_at), i.id`,
  );
}

/** Sessions of one benefit taken in `month` by bookings and live basket lines. */
export async function benefitSessionsTaken(
  tx: Db,
  clientId: number,
  membershipId: number,
  benefitId: number,
  month: string,
) {
  const [row] = await rowsOf<{ taken: number }>(
    tx,
    sql`select
        (select count(*) from ${bookings} where client_id = ${clientId} and customer_membership_id = ${membershipId}
          and plan_benefit_id = ${benefitId} and allowance_month = ${month})
      + (select count(*) from ${cartItems} where client_id = ${clientId} and customer_membership_id = ${membershipId}
          and plan_benefit_id = ${benefitId} and allowance_month = ${month}
          and status = 'held' and hold_expires_at > now()) as taken`,
  );
  return Number(row?.taken ?? 0);
}

/** Sessions of one customer package taken by bookings and live basket lines. */
export async function packageSessionsTaken(tx: Db, clientId: number, customerPackageId: number) {
  const [row] = await rowsOf<{ taken: number }>(
    tx,
    sql`select
        (select count(*) from ${bookings} where client_id = ${clientId}
          and customer_package_id = ${customerPackageId})
      + (select count(*) from ${cartItems} where client_id = ${clientId}
          and customer_package_id = ${customerPackageId} and status = 'held' and hold_expires_at > now()) as taken`,
  );
  return Number(row?.taken ?? 0);
}

/** The attendee's benefits covering the activity on the day, each membership row locked. */
async function benefitsFor(tx: Db, clientId: number, line: Candidate) {
  return rowsOf<{ membership_id: number; benefit_id: number; sessions_per_month: number }>(
    tx,
    sql`select m.id as membership_id, b.id as benefit_id, b.sessions_per_month
      from ${customerMemberships} m
      join ${membershipPlanBenefits} b on b.client_id = m.client_id and b.plan_id = m.plan_id
      join ${membershipPlanBenefitActivities} a on a.client_id = b.client_id and a.benefit_id = b.id
      where m.client_id = ${clientId} and m.user_id = ${line.attendee_id} and m.status = 'active'
        and a.activity_id = ${line.activity_id}
        and m.starts_on <= ${line.day}::date and (m.ends_on is null or m.ends_on >= ${line.day}::date)
      order by m.id, b.id
      for update of m`,
  );
}

/** The attendee's packages covering the activity and valid for the session, rows locked. */
async function packagesFor(tx: Db, clientId: number, line: Candidate) {
  return rowsOf<{ id: number; sessions_total: number }>(
    tx,
    sql`select c.id, c.sessions_total
      from ${customerPackages} c
      join ${packageActivities} a on a.client_id = c.client_id and a.package_id = c.package_id
      where c.client_id = ${clientId} and c.user_id = ${line.attendee_id}
        and a.activity_id = ${line.activity_id}
        and c.expires_at > now() and c.expires_at > ${line.starts_at}::timestamptz
      order by c.expires_at, c.id
      for update of c`,
  );
}

async function applyTo(
  tx: Transaction,
  clientId: number,
  line: Candidate,
  allowance: Partial<typeof cartItems.$inferInsert>,
) {
  await tx
    .update(cartItems)
    .set({ ...allowance, priceWithoutAllowancePence: line.price_pence, pricePence: 0 })
    .where(and(eq(cartItems.clientId, clientId), eq(cartItems.id, line.line_id)));
}

/**
 * Gives each of the basket's new lines the benefit or package session it may use, unless the
 * customer took that kind off the line before. Call inside the basket's transaction.
 */
export async function applyAllowances(
  tx: Transaction,
  input: { clientId: number; cartId: number; userId: number; zone: string; lineIds: number[] },
): Promise<void> {
  if (input.lineIds.length === 0) return;
  for (const line of await candidateLines(tx, input)) {
    if (!line.benefit_declined && line.may_have_benefit && (await tryBenefit(tx, input.clientId, line)))
      continue;
    if (!line.package_declined && line.may_have_package) await tryPackage(tx, input.clientId, line);
  }
}

async function tryBenefit(tx: Transaction, clientId: number, line: Candidate): Promise<boolean> {
  for (const benefit of await benefitsFor(tx, clientId, line)) {
    const taken = await benefitSessionsTaken(
      tx,
      clientId,
      benefit.membership_id,
      benefit.benefit_id,
      line.month,
    );
    if (taken >= benefit.sessions_per_month) continue;
    await applyTo(tx, clientId, line, {
      customerMembershipId: benefit.membership_id,
      planBenefitId: benefit.benefit_id,
      allowanceMonth: line.month,
    });
    return true;
  }
  return false;
}

async function tryPackage(tx: Transaction, clientId: number, line: Candidate): Promise<boolean> {
  for (const held of await packagesFor(tx, clientId, line)) {
    if ((await packageSessionsTaken(tx, clientId, held.id)) >= held.sessions_total) continue;
    await applyTo(tx, clientId, line, { customerPackageId: held.id });
    return true;
  }
  return false;
}

/** Column values that take any allowance off a line and give it back its price. */
export const withoutAllowance = {
  pricePence: sql`coalesce(${cartItems.priceWithoutAllowancePence}, ${cartItems.pricePence})`,
  priceWithoutAllowancePence: null,
  customerMembershipId: null,
  planBenefitId: null,
  allowanceMonth: null,
  customerPackageId: null,
} as const;

/**
 * Takes the benefit or the package session off a live line of the basket and marks it declined,
 * so it is not applied again. Answers false when the line has no allowance of that kind.
 */
export async function removeAllowance(
  tx: Transaction,
  input: { clientId: number; cartId: number; lineId: number; kind: AllowanceKind },
): Promise<boolean> {
  const column = input.kind === 'benefit' ? cartItems.planBenefitId : cartItems.customerPackageId;
  const updated = await tx
    .update(cartItems)
    .set({
      ...withoutAllowance,
      ...(input.kind === 'benefit' ? { benefitDeclined: true } : { packageDeclined: true }),
    })
    .where(
      and(
        eq(cartItems.clientId, input.clientId),
        eq(cartItems.cartId, input.cartId),
        eq(cartItems.id, input.lineId),
        eq(cartItems.status, 'held'),
        isNotNull(column),
      ),
    )
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

/**
 * At fulfilment, after the order's bookings are written: every benefit and package they use is
 * still within its sessions (each row locked first). Answers false when one is over.
 */
export async function allowancesHold(
  tx: Transaction,
  clientId: number,
  used: {
    customerMembershipId: number | null;
    planBenefitId: number | null;
    allowanceMonth: string | null;
    customerPackageId: number | null;
  }[],
): Promise<boolean> {
  const packagesUsed = [
    ...new Set(used.flatMap((row) => (row.customerPackageId === null ? [] : [row.customerPackageId]))),
  ];
  for (const id of packagesUsed) {
    const [held] = await rowsOf<{ sessions_total: number; expires_at: Date }>(
      tx,
      sql`select sessions_total from ${customerPackages} where client_id = ${clientId} and id = ${id} for update`,
    );
    if (!held) return false;
    const [row] = await rowsOf<{ taken: number }>(
      tx,
      sql`select count(*) as taken from ${bookings}
        where client_id = ${clientId} and customer_package_id = ${id}`,
    );
    if (Number(row?.taken ?? 0) > held.sessions_total) return false;
  }
  const benefitKeys = new Map<string, { membership: number; benefit: number; month: string }>();
  for (const row of used) {
    if (row.customerMembershipId === null || row.planBenefitId === null || row.allowanceMonth === null)
      continue;
    const key = `${row.customerMembershipId}:${row.planBenefitId}:${row.allowanceMonth}`;
    benefitKeys.set(key, {
      membership: row.customerMembershipId,
      benefit: row.planBenefitId,
      month: row.allowanceMonth,
    });
  }
  for (const { membership, benefit, month } of benefitKeys.values()) {
    const [limit] = await rowsOf<{ sessions_per_month: number }>(
      tx,
      sql`select b.sessions_per_month from ${customerMemberships} m
        join ${membershipPlanBenefits} b on b.client_id = m.client_id and b.plan_id = m.plan_id and b.id = ${benefit}
        where m.client_id = ${clientId} and m.id = ${membership} and m.status = 'active'
        for update of m`,
    );
    if (!limit) return false;
    const [row] = await rowsOf<{ taken: number }>(
      tx,
      sql`select count(*) as taken from ${bookings}
        where client_id = ${clientId} and customer_membership_id = ${membership} and plan_benefit_id = ${benefit}
          and allowance_month = ${month}`,
    );
    if (Number(row?.taken ?? 0) > limit.sessions_per_month) return false;
  }
  return true;
}
