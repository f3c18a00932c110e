import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Transaction } from '../../db/client.ts';
import { customerMemberships, membershipCharges } from '../../db/schema/index.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { dayOf } from '../timetable/calendar.ts';
import type { ClaimedTry } from './billing.repository.ts';
import { queueBillingMail } from './billing-mail.ts';
import { billingDayFrom, RETRY_AFTER_DAYS } from './billing-schedule.ts';

export type TryOutcome = 'paid' | 'retry' | 'arrears' | 'stale';

const mailBaseOf = (charge: ClaimedTry) => ({
  clientId: charge.clientId,
  clientName: charge.clientName,
  currencySymbol: charge.currencySymbol,
  membershipId: charge.membershipId,
  periodStart: charge.periodStart,
  amountPence: charge.amountPence,
});

/**
 * After a paid try of a suspended membership (`recordPaid` answered 'suspended'): restores it
 * when nothing is left unpaid, with the member's mail, in one transaction.
 */
export async function restoreAfterPaid(
  tx: Transaction,
  mailer: Mailer,
  input: { charge: ClaimedTry; now: Date },
): Promise<OutboxRow[]> {
  const restoredOn = await restoreWhenClear(tx, input.charge, input.now);
  if (!restoredOn) return [];
  const step = { kind: 'restored' as const, nextPaymentOn: restoredOn };
  return [await queueBillingMail(tx, mailer, { ...mailBaseOf(input.charge), reason: '', step })];
}

/**
 * Records a declined try, in one transaction with the mail it causes: due again on the next
 * retry day, or in arrears after the last (the membership suspended). Only the try still leased
 * as this attempt changes (`stale` otherwise: another process finished it first, with the same
 * answer, since the provider answers a repeated key with its first result).
 */
export async function recordDeclined(
  tx: Transaction,
  mailer: Mailer,
  input: { charge: ClaimedTry; result: { message: string } },
): Promise<{ outcome: TryOutcome; mails: OutboxRow[] }> {
  const { charge, result } = input;
  const mailBase = {
    clientId: charge.clientId,
    clientName: charge.clientName,
    currencySymbol: charge.currencySymbol,
    membershipId: charge.membershipId,
    periodStart: charge.periodStart,
    amountPence: charge.amountPence,
  };
  const retryAfter = RETRY_AFTER_DAYS[charge.attempt - 1];
  if (retryAfter !== undefined) {
    const [retry] = await rowsOf<{ at: Date; day: string }>(
      tx,
      sql`select ((${charge.periodStart}::date + ${retryAfter}::int)::timestamp at time zone ${charge.zone}) as at,
        (${charge.periodStart}::date + ${retryAfter}::int)::text as day`,
    );
    if (!retry) throw new Error('no retry time');
    const updated = await finishTry(
      tx,
      charge,
      sql`status = 'due', failure_message = ${result.message},
      next_attempt_at = ${retry.at}, leased_until = null`,
    );
    if (!updated) return { outcome: 'stale', mails: [] };
    const mail = await queueBillingMail(tx, mailer, {
      ...mailBase,
      reason: result.message,
      step: { kind: 'retry', retryOn: retry.day },
    });
    return { outcome: 'retry', mails: [mail] };
  }
  const updated = await finishTry(
    tx,
    charge,
    sql`status = 'arrears', failure_message = ${result.message},
    next_attempt_at = null, leased_until = null`,
  );
  if (!updated) return { outcome: 'stale', mails: [] };
  const suspended = await rowsOf(
    tx,
    sql`update ${customerMemberships} set status = 'suspended'
      where client_id = ${charge.clientId} and id = ${charge.membershipId} and status in ('active', 'frozen')
      returning id`,
  );
  const mails = suspended.length
    ? [
        await queueBillingMail(tx, mailer, {
          ...mailBase,
          reason: result.message,
          step: { kind: 'suspended' },
        }),
      ]
    : [];
  return { outcome: 'arrears', mails };
}

/**
 * Records a paid try in one statement (atomic without a transaction of its own: the billing run's
 * common case costs one round trip). Answers the membership's status, or null when the try was
 * no longer this attempt's (stale).
 */
export async function recordPaid(
  db: Db,
  charge: ClaimedTry,
  providerTransactionId: string,
  provider: string | null,
  now: Date,
): Promise<string | null> {
  const [row] = await rowsOf<{ status: string }>(
    db,
    sql`update ${membershipCharges} ch set status = 'paid', provider = ${provider},
        provider_transaction_id = ${providerTransactionId}, paid_at = ${now.toISOString()}::timestamptz,
        failure_message = null, next_attempt_at = null, leased_until = null
      from ${customerMemberships} m
      where ch.client_id = ${charge.clientId} and ch.id = ${charge.id} and ch.status = 'charging'
        and ch.attempt = ${charge.attempt} and m.client_id = ch.client_id and m.id = ch.membership_id
      returning m.status`,
  );
  return row?.status ?? null;
}

async function finishTry(tx: Transaction, charge: ClaimedTry, changes: ReturnType<typeof sql>) {
  const rows = await rowsOf(
    tx,
    sql`update ${membershipCharges} set ${changes}
      where client_id = ${charge.clientId} and id = ${charge.id} and status = 'charging' and attempt = ${charge.attempt}
      returning id`,
  );
  return rows.length > 0;
}

/**
 * A suspended membership with nothing left unpaid is active again, billed from its next billing
 * day on or after today (the months it was suspended are not billed: it gave nothing then).
 * Answers that day, or null when it stays as it is.
 */
async function restoreWhenClear(tx: Transaction, charge: ClaimedTry, now: Date): Promise<string | null> {
  const [membership] = await rowsOf<{ billing_day: number }>(
    tx,
    sql`select coalesce(m.billing_day, extract(day from m.starts_on)::int) as billing_day
      from ${customerMemberships} m
      where m.client_id = ${charge.clientId} and m.id = ${charge.membershipId} and m.status = 'suspended'
        and not exists (select 1 from ${membershipCharges} ch
          where ch.client_id = m.client_id and ch.membership_id = m.id and ch.status in ('due', 'charging', 'arrears'))
      for update`,
  );
  if (!membership) return null;
  const resumeOn = billingDayFrom(dayOf(now, charge.zone), Number(membership.billing_day));
  await tx
    .update(customerMemberships)
    .set({ status: 'active', nextPaymentOn: resumeOn })
    .where(
      sql`${customerMemberships.clientId} = ${charge.clientId} and ${customerMemberships.id} = ${charge.membershipId}`,
    );
  return resumeOn;
}
