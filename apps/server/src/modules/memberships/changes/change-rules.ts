import { nextBillingDay } from '../../billing/billing-schedule.ts';

/** What a plan says about leaving, freezing and its price. */
export interface PlanRules {
  termMonths: number;
  noticeMonths: number;
  freezeMonthsPerYear: number;
  freezeFeePence: number;
}

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

export const dayBefore = (day: string) => dayOfUtc(utc(day) - DAY_MS);

/** The same day `months` months on, or that month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const daysInTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOfUtc(Date.UTC(year, month - 1 + months, Math.min(date, daysInTarget)));
}

/** The first day of the period before the one starting on `day` (`nextBillingDay` backwards). */
export function previousBillingDay(day: string, billingDay: number): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const daysInPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return dayOfUtc(Date.UTC(year, month - 2, Math.min(billingDay, daysInPrevious)));
}

/**
 * The last day of a membership cancelled on `today`: the day before the first billing day on or
 * after both the end of the plan's minimum term (counted from `startsOn`) and the end of its
 * notice (counted from today). Every period up to it is billed; none after it.
 */
export function cancelLastDay(input: {
  today: string;
  startsOn: string;
  nextPaymentOn: string;
  billingDay: number;
  plan: Pick<PlanRules, 'termMonths' | 'noticeMonths'>;
}): string {
  const termEnds = addMonths(input.startsOn, input.plan.termMonths);
  const noticeEnds = addMonths(input.today, input.plan.noticeMonths);
  const owedUntil = [termEnds, noticeEnds].sort().at(-1) ?? termEnds;
  let boundary = input.nextPaymentOn;
  while (boundary < owedUntil) boundary = nextBillingDay(boundary, input.billingDay);
  return dayBefore(boundary);
}

/** The whole periods a freeze of `months` starting at `from` (a billing day) covers, and the day billing resumes. */
export function freezeWindow(from: string, billingDay: number, months: number) {
  const periods: string[] = [];
  let day = from;
  for (let i = 0; i < months; i += 1) {
    periods.push(day);
    day = nextBillingDay(day, billingDay);
  }
  return { periods, resumesOn: day, lastDay: dayBefore(day) };
}

/**
 * How many more months may be frozen from `from`: the plan's yearly limit less the frozen periods
 * already booked in each calendar year the new periods would fall in (a period counts in the
 * year it starts). Answers the longest run from `from` that keeps every year within the limit.
 */
export function freezeMonthsLeft(input: {
  from: string;
  billingDay: number;
  perYear: number;
  bookedPeriods: string[];
}): number {
  let months = 0;
  while (months < input.perYear) {
    const { periods } = freezeWindow(input.from, input.billingDay, months + 1);
    const all = [...input.bookedPeriods, ...periods];
    const overLimit = periods.some(
      (period) => all.filter((day) => day.slice(0, 4) === period.slice(0, 4)).length > input.perYear,
    );
    if (overLimit) break;
    months += 1;
  }
  return months;
}

/**
 * The pro-rata difference an upgrade on `today` charges now: the price difference for the days
 * left in the current period (today to the day before `nextPaymentOn`) over the period's length,
 * rounded to the nearest penny. Nothing when the period has no days left.
 */
export function upgradeProRata(input: {
  today: string;
  nextPaymentOn: string;
  billingDay: number;
  currentPence: number;
  newPence: number;
}): number {
  const periodStart = previousBillingDay(input.nextPaymentOn, input.billingDay);
  const periodDays = daysBetween(periodStart, input.nextPaymentOn);
  const daysLeft = Math.min(periodDays, Math.max(0, daysBetween(input.today, input.nextPaymentOn)));
  const difference = Math.max(0, input.newPence - input.currentPence);
  return Math.round((difference * daysLeft) / periodDays);
}
