import { sql } from 'drizzle-orm';

/**
 * When a declined renewal is tried again: so many days after the period's first day (the day it
 * was due). After the last of these fails, the charge is in arrears and the membership suspended.
 */
export const RETRY_AFTER_DAYS = [3, 7, 14] as const;

/** How long a try may take before another process may take it over, repeating the same key. */
export const TRY_LEASE_MS = 5 * 60_000;

/** The billing day a membership uses: its own, else the day of the month it started. */
export const billingDayOf = (membership: { billingDay: number | null; startsOn: string }) =>
  membership.billingDay ?? Number(membership.startsOn.slice(8, 10));

/**
 * The first day of the period after the one starting on `day`: the `billingDay` of the next
 * month, or that month's last day when it is shorter (a member billed on the 31st pays on 28 or
 * 29 February, then on 31 March again).
 */
export function nextBillingDay(day: string, billingDay: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const daysInNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(billingDay, daysInNext))).toISOString().slice(0, 10);
}

/** `nextBillingDay` in SQL, for the statements that move many memberships on at once. */
export const nextBillingDaySql = (day: ReturnType<typeof sql>, billingDay: ReturnType<typeof sql>) =>
  sql`((date_trunc('month', ${day}) + interval '1 month')::date
    + (least(${billingDay}, extract(day from date_trunc('month', ${day}) + interval '2 month' - interval '1 day')::int) - 1))`;

/** The first billing day on or after `today`: where a restored membership's billing resumes. */
export function billingDayFrom(today: string, billingDay: number): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const daysInThis = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const inThisMonth = new Date(Date.UTC(year, month - 1, Math.min(billingDay, daysInThis)))
    .toISOString()
    .slice(0, 10);
  return inThisMonth >= today ? inThisMonth : nextBillingDay(today, billingDay);
}

/**
 * The provider idempotency key of one try of one period (or of one plan change's charge): derived
 * from the claimed row, so a try repeated by any process after a crash is the same payment at the
 * provider, and a new try (after a decline, which took no money) is a new one.
 */
export const tryKeyOf = (charge: {
  clientId: number;
  membershipId: number;
  periodStart: string;
  changeId?: number | null;
  attempt: number;
}) =>
  charge.changeId
    ? `mbr-${charge.clientId}-${charge.membershipId}-change${charge.changeId}-try${charge.attempt}`
    : `mbr-${charge.clientId}-${charge.membershipId}-${charge.periodStart}-try${charge.attempt}`;
