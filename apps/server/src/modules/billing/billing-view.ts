import {
  type MembershipBilling,
  type MembershipCharge,
  type MembershipPaymentMethod,
  priceOf,
} from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  customerMemberships,
  membershipCharges,
  membershipPlans,
  paymentInstructions,
} from '../../db/schema/index.ts';

export interface BillingOwner {
  clientId: number;
  userId: number;
  membershipId: number;
  zone: string;
  currencySymbol: string;
  /** Whether the client's card processor can put a new card on file. */
  canChangeCard: boolean;
}

/**
 * What a member sees about paying one membership: the next renewal, how it is paid, what is
 * owed, and every renewal charged so far (newest first). Null when the membership is not theirs.
 */
export async function membershipBillingOf(db: Db, owner: BillingOwner): Promise<MembershipBilling | null> {
  const [membership] = await rowsOf<{
    status: MembershipBilling['membershipStatus'];
    next_payment_on: string | null;
    is_due_again: boolean;
    amount: number;
  }>(
    db,
    sql`select m.status, m.next_payment_on::text as next_payment_on,
        (m.ends_on is null or m.next_payment_on <= m.ends_on) as is_due_again,
        coalesce(m.price_pence, p.price_pence) as amount
      from ${customerMemberships} m
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      where m.client_id = ${owner.clientId} and m.user_id = ${owner.userId} and m.id = ${owner.membershipId}`,
  );
  if (!membership) return null;
  const price = (pence: number) => priceOf(pence, owner.currencySymbol);
  const history = await historyOf(db, owner);
  const owed = history.filter((charge) => charge.status === 'arrears');
  const isBilled =
    membership.status === 'active' && membership.next_payment_on !== null && membership.is_due_again;
  return {
    membershipId: owner.membershipId,
    membershipStatus: membership.status,
    nextPayment:
      isBilled && membership.amount > 0 && membership.next_payment_on
        ? { on: membership.next_payment_on, amount: price(membership.amount) }
        : null,
    paymentMethod: await paymentMethodOf(db, owner),
    arrears: price(owed.reduce((sum, charge) => sum + charge.amount.amountPence, 0)),
    canChangeCard: owner.canChangeCard,
    history,
  };
}

async function paymentMethodOf(db: Db, owner: BillingOwner): Promise<MembershipPaymentMethod | null> {
  const [row] = await rowsOf<{
    kind: 'card' | 'direct_debit';
    label: string;
    card_brand: string | null;
    card_last4: string | null;
    card_expiry_month: number | null;
    card_expiry_year: number | null;
    mandate_reference: string | null;
  }>(
    db,
    sql`select kind, label, card_brand, card_last4, card_expiry_month, card_expiry_year, mandate_reference
      from ${paymentInstructions}
      where client_id = ${owner.clientId} and user_id = ${owner.userId} and status = 'active'`,
  );
  if (!row) return null;
  if (row.kind === 'direct_debit') {
    return { kind: 'direct_debit', label: row.label, reference: row.mandate_reference };
  }
  return {
    kind: 'card',
    label: row.label,
    brand: row.card_brand,
    last4: row.card_last4,
    expiryMonth: row.card_expiry_month,
    expiryYear: row.card_expiry_year,
  };
}

async function historyOf(db: Db, owner: BillingOwner): Promise<MembershipCharge[]> {
  const rows = await rowsOf<{
    id: number;
    period_start: string;
    period_end: string;
    amount_pence: number;
    status: 'due' | 'charging' | 'paid' | 'arrears';
    attempt: number;
    paid_at: Date | string | null;
    failure_message: string | null;
    next_try_on: string | null;
  }>(
    db,
    sql`select id, period_start::text, period_end::text, amount_pence, status, attempt, paid_at, failure_message,
        case when status = 'due' and attempt > 0
          then (next_attempt_at at time zone ${owner.zone})::date::text end as next_try_on
      from ${membershipCharges}
      where client_id = ${owner.clientId} and membership_id = ${owner.membershipId}
      order by period_start desc`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: priceOf(Number(row.amount_pence), owner.currencySymbol),
    status: chargeStatusOf(row.status, Number(row.attempt)),
    tries: Number(row.attempt),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    failureReason: row.status === 'paid' ? null : row.failure_message,
    nextTryOn: row.next_try_on,
  }));
}

function chargeStatusOf(status: 'due' | 'charging' | 'paid' | 'arrears', attempt: number) {
  if (status === 'due') return attempt > 0 ? 'retrying' : 'processing';
  if (status === 'charging') return 'processing';
  return status;
}
