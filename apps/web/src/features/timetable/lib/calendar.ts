import type { ActivityDate } from '@leisure/contracts';
import { calendarDateFormat, dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime, type WeekdayLabel, weekdayLabels } from '../../../lib/time.ts';

/** Calendar arithmetic on 'YYYY-MM-DD' strings, done in UTC so no local DST shift can move a day. */
function toUtc(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Monday 0 .. Sunday 6. */
function mondayIndexOf(iso: string): number {
  return (toUtc(iso).getUTCDay() + 6) % 7;
}

export function weekdayOf(iso: string): WeekdayLabel {
  return weekdayLabels[mondayIndexOf(iso)] ?? 'Mon';
}

/** The Monday of the week holding `iso` (weeks start on Monday). */
export function mondayOf(iso: string): string {
  return addDays(iso, -mondayIndexOf(iso));
}

/** The seven dates of the week starting `monday`. */
export function weekFrom(monday: string): string[] {
  return weekdayLabels.map((_, index) => addDays(monday, index));
}

/** 'Tuesday 25 November', for sentences. */
export function longDateLabel(iso: string): string {
  return dateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(toUtc(iso));
}

/** 'Nov 2026'-style heading for a week: the month (and year) of its Monday, or both months. */
export function weekRangeLabel(monday: string): string {
  const format = (iso: string) =>
    dateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(toUtc(iso));
  return `${format(monday)} – ${format(addDays(monday, 6))}`;
}

/** Today's date in the client's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = calendarDateFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface StripDay {
  raw: string;
  weekday: WeekdayLabel;
  dayOfMonth: number;
  /** 'Tuesday 25 November': the accessible name. */
  fullLabel: string;
  isToday: boolean;
  isSelected: boolean;
  /** The dates call lists it: it can be opened. */
  isViewable: boolean;
  hasSessions: boolean;
}

/** The days of a date-strip week, Monday first, marked from the dates call. */
export function buildStripWeek({
  monday,
  selected,
  today,
  dates,
}: {
  monday: string;
  selected: string;
  today: string;
  dates: readonly ActivityDate[];
}): StripDay[] {
  const byRaw = new Map(dates.map((date) => [date.raw, date]));
  return weekFrom(monday).map((raw) => {
    const known = byRaw.get(raw);
    return {
      raw,
      weekday: weekdayOf(raw),
      dayOfMonth: Number(raw.slice(8, 10)),
      fullLabel: longDateLabel(raw),
      isToday: known ? known.isToday : raw === today,
      isSelected: raw === selected,
      isViewable: known !== undefined,
      hasSessions: known?.hasSessions ?? false,
    };
  });
}

/**
 * The day to offer when `day` has nothing left to book (after its last session has started, the
 * dates call says it has no sessions): the first later viewable day that has some. Undefined when
 * `day` still has sessions, is not listed, or no later day has any.
 */
export function nextDayToOffer(dates: readonly ActivityDate[], day: string): string | undefined {
  const listed = dates.find((date) => date.raw === day);
  if (!listed || listed.hasSessions) return undefined;
  return dates.find((date) => date.raw > day && date.hasSessions)?.raw;
}

/** The first and last Mondays a strip can page to: the weeks of the first and last viewable dates. */
export function stripBounds(dates: readonly ActivityDate[]): { first: string; last: string } | null {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return null;
  return { first: mondayOf(first.raw), last: mondayOf(last.raw) };
}

/** 'Mon 1 Dec, 07:00' for an ISO instant, in the client's zone and time format. */
export function formatBookableFrom(instant: string, timeZone: string, timeFormat: '24h' | '12h'): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const time = formatTime(`${part('hour')}:${part('minute')}`, timeFormat);
  return `${part('weekday')} ${part('day')} ${part('month')}, ${time}`;
}
