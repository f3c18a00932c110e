import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  clients,
  customerMemberships,
  membershipChanges,
  membershipCharges,
  membershipPlans,
  paymentInstructions,
  users,
} from '../../db/schema/index.ts';
import { nextBillingDaySql } from './billing-schedule.ts';

/**
 * Claims up to `limit` due periods in one statement (one transaction): for each active or frozen
 * membership whose `next_payment_on` has come in its client's time zone (and is not after its
 * last day), the period's charge row is inserted (unique per membership and period start) and
 * `next_payment_on` moved to the next billing day. Rows another process holds are skipped, so any
 * number may run this at once; a membership that missed several periods is claimed once per pass
 * until it is up to date. The same statement applies what members changed (modules/memberships/
 * changes): a period inside a booked freeze is billed the freeze's fee and makes the membership
 * `frozen` (benefits pause), any other makes it `active` again; a downgrade booked from this period
 * switches the plan and price first. A period of a free plan (or a free freeze) moves on without
 * a charge. Answers how many memberships moved on.
 */
export async function claimDuePeriods(db: Db, input: { now: Date; limit: number }): Promise<number> {
  const [row] = await rowsOf<{ moved: number }>(
    db,
    sql`with due as (
        select m.client_id, m.id, m.user_id, m.next_payment_on as period_start,
          coalesce(m.billing_day, extract(day from m.starts_on)::int) as billing_day,
          (m.pending_from is not null and m.next_payment_on >= m.pending_from) as switches,
          m.pending_plan_id, m.pending_price_pence,
          coalesce(m.price_pence, p.price_pence) as price,
          (select f.fee_pence from ${membershipChanges} f
            where f.client_id = m.client_id and f.membership_id = m.id and f.kind = 'freeze'
              and m.next_payment_on >= f.effective_on and m.next_payment_on < f.until_on
            order by f.id desc limit 1) as freeze_fee
        from ${customerMemberships} m
        join ${clients} c on c.id = m.client_id
        join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
        where m.status in ('active', 'frozen') and m.next_payment_on is not null
          and m.next_payment_on <= (${input.now.toISOString()}::timestamptz at time zone c.timezone)::date
          and (m.ends_on is null or m.next_payment_on <= m.ends_on)
        order by m.next_payment_on
        limit ${input.limit}
        for update of m skip locked
      ), periods as (
        select due.*, ${nextBillingDaySql(sql`due.period_start`, sql`due.billing_day`)} as period_end,
          case when due.freeze_fee is not null then due.freeze_fee
            when due.switches then due.pending_price_pence else due.price end as amount
        from due
      ), moved as (
        update ${customerMemberships} m set next_payment_on = periods.period_end,
          status = case when periods.freeze_fee is not null then 'frozen' else 'active' end,
          plan_id = case when periods.switches then periods.pending_plan_id else m.plan_id end,
          price_pence = case when periods.switches then periods.pending_price_pence else m.price_pence end,
          pending_plan_id = case when periods.switches then null else m.pending_plan_id end,
          pending_price_pence = case when periods.switches then null else m.pending_price_pence end,
          pending_from = case when periods.switches then null else m.pending_from end
        from periods where m.client_id = periods.client_id and m.id = periods.id
        returning m.id
      ), claimed as (
        insert into ${membershipCharges}
          (client_id, membership_id, user_id, period_start, period_end, amount_pence, status, next_attempt_at)
        select client_id, id, user_id, period_start, period_end, amount, 'due', ${input.now.toISOString()}::timestamptz
        from periods where amount > 0
        on conflict (client_id, membership_id, period_start) where change_id is null do nothing
        returning id
      )
      select (select count(*) from moved)::int as moved, (select count(*) from claimed)::int as claimed`,
  );
  return row?.moved ?? 0;
}

/** A try claimed by this process: the charge, whom it bills, and how they pay. */
export interface ClaimedTry {
  clientId: number;
  id: number;
  membershipId: number;
  userId: number;
  periodStart: string;
  periodEnd: string;
  amountPence: number;
  /** The plan change this charge is for (an upgrade's pro-rata difference); null for a renewal. */
  changeId: number | null;
  attempt: number;
  merchant: string;
  currency: string;
  zone: string;
  clientName: string;
  currencySymbol: string;
  instruction: { kind: 'card' | 'direct_debit'; provider: string; providerToken: string } | null;
  /** A Direct Debit payment already made for this try (waiting for the bank): its provider and id. */
  collection: { provider: string; paymentId: string } | null;
}

/**
 * Claims up to `limit` tries: charges `due` whose time has come (a new try: `attempt` + 1) and
 * tries `charging` whose lease ran out because their process died (the same try again, same
 * key). Each is leased until `leaseUntil`; rows another process holds are skipped.
 */
export async function claimTries(
  db: Db,
  input: { now: Date; leaseUntil: Date; limit: number; only?: { clientId: number; membershipId: number } },
): Promise<ClaimedTry[]> {
  const only = input.only
    ? sql`and client_id = ${input.only.clientId} and membership_id = ${input.only.membershipId}`
    : sql``;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with picked as (
        select client_id, id from ${membershipCharges}
        where status in ('due', 'charging') and next_attempt_at <= ${input.now.toISOString()}::timestamptz ${only}
        order by next_attempt_at
        limit ${input.limit}
        for update skip locked
      ), leased as (
        update ${membershipCharges} ch set
          attempt = case when ch.status = 'due' then ch.attempt + 1 else ch.attempt end,
          provider_transaction_id = case when ch.status = 'due' then null else ch.provider_transaction_id end,
          provider = case when ch.status = 'due' then null else ch.provider end,
          status = 'charging',
          leased_until = ${input.leaseUntil.toISOString()}::timestamptz,
          next_attempt_at = ${input.leaseUntil.toISOString()}::timestamptz
        from picked where ch.client_id = picked.client_id and ch.id = picked.id
        returning ch.client_id, ch.id, ch.membership_id, ch.user_id, ch.period_start::text,
          ch.period_end::text, ch.amount_pence, ch.change_id, ch.attempt, ch.provider as charge_provider,
          ch.provider_transaction_id
      )
      ${tryDetailsSql(sql`leased`)}`,
  );
  return rows.map(claimedTryOf);
}

/** A try's client, member and instruction, joined to the charge rows named `source`. */
const tryDetailsSql = (source: ReturnType<typeof sql>) =>
  sql`select ${source}.*, c.slug as merchant, c.currency_code as currency, c.timezone as zone,
        c.name as client_name, c.currency_symbol, i.kind, i.provider, i.provider_token
      from ${source}
      join ${clients} c on c.id = ${source}.client_id
      left join ${paymentInstructions} i
        on i.client_id = ${source}.client_id and i.user_id = ${source}.user_id and i.status = 'active'`;

/**
 * The try waiting for the outcome of a Direct Debit payment (a webhook names it): the charge
 * still `charging` with that payment, or null (recorded already, or not ours).
 */
export async function tryOfCollection(
  db: Db,
  input: { clientId: number; provider: string; paymentId: string },
): Promise<ClaimedTry | null> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with waiting as (
        select client_id, id, membership_id, user_id, period_start::text, period_end::text, amount_pence,
          attempt, provider as charge_provider, provider_transaction_id
        from ${membershipCharges}
        where client_id = ${input.clientId} and status = 'charging' and provider = ${input.provider}
          and provider_transaction_id = ${input.paymentId}
      )
      ${tryDetailsSql(sql`waiting`)}`,
  );
  const [row] = rows;
  return row ? claimedTryOf(row) : null;
}

function claimedTryOf(row: Record<string, unknown>): ClaimedTry {
  return {
    clientId: Number(row.client_id),
    id: Number(row.id),
    membershipId: Number(row.membership_id),
    userId: Number(row.user_id),
    periodStart: String(row.period_start),
    periodEnd: String(row.period_end),
    amountPence: Number(row.amount_pence),
    changeId: row.change_id === null || row.change_id === undefined ? null : Number(row.change_id),
    attempt: Number(row.attempt),
    merchant: String(row.merchant),
    currency: String(row.currency),
    zone: String(row.zone),
    clientName: String(row.client_name),
    currencySymbol: String(row.currency_symbol),
    instruction: row.kind
      ? {
          kind: row.kind as 'card' | 'direct_debit',
          provider: String(row.provider),
          providerToken: String(row.provider_token),
        }
      : null,
    collection:
      row.charge_provider && row.provider_transaction_id
        ? { provider: String(row.charge_provider), paymentId: String(row.provider_transaction_id) }
        : null,
  };
}

/** Whom a billing mail goes to, and the plan it speaks of. */
export async function memberOf(db: Db, clientId: number, membershipId: number) {
  const [row] = await rowsOf<{ email: string; first_name: string; plan_name: string; status: string }>(
    db,
    sql`select u.email, u.first_name, p.name as plan_name, m.status
      from ${customerMemberships} m
      join ${users} u on u.client_id = m.client_id and u.id = m.user_id
      join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
      where m.client_id = ${clientId} and m.id = ${membershipId}`,
  );
  if (!row) throw new Error(`membership ${membershipId} of client ${clientId} is missing`);
  return { email: row.email, firstName: row.first_name, planName: row.plan_name, status: row.status };
}
