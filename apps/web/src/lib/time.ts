import type { TimeFormat } from '@leisure/contracts';

type TimeFormatName = (typeof TimeFormat.options)[number];

export const lastMinuteOfDay = 1439;

/** Minutes since midnight, capped to 0..1439, as 'HH:mm' (24h) or 'h:mm am' (12h). */
export function formatMinutesOfDay(minutes: number, format: TimeFormatName = '24h'): string {
  const capped = Math.min(Math.max(Math.floor(minutes), 0), lastMinuteOfDay);
  const hours = Math.floor(capped / 60);
  const mins = String(capped % 60).padStart(2, '0');
  if (format === '24h') return `${String(hours).padStart(2, '0')}:${mins}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${mins} ${suffix}`;
}

/** 'HH:mm' (24h) to minutes since midnight; throws on anything else. */
export function parseTimeToMinutes(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Invalid time "${time}": use HH:mm`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A 24-hour 'HH:mm' string in the client's format. */
export function formatTime(time: string, format: TimeFormatName = '24h'): string {
  return formatMinutesOfDay(parseTimeToMinutes(time), format);
}

/** Monday first. */
export const weekdayLabels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekdayLabel = (typeof weekdayLabels)[number];

/** Index of the day in a Monday-first week (Monday 0 .. Sunday 6). */
export function mondayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function weekdayLabel(date: Date): WeekdayLabel {
  return weekdayLabels[mondayIndex(date)] ?? 'Mon';
}

/** The Monday (at midnight, local time) of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - mondayIndex(start));
  return start;
}

/** The seven days of the week holding `date`, Monday first. */
export function daysOfWeek(date: Date): Date[] {
  const monday = startOfWeek(date);
  return weekdayLabels.map(
    (_, index) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + index),
  );
}

/** A local calendar date as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toIsoDate(date) === value;
}
