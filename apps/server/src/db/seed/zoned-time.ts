import { TZDate } from '@date-fns/tz';
import { addDays, format, getISODay } from 'date-fns';

/** Calendar days (`YYYY-MM-DD`) and wall-clock times (`HH:mm`) in a client's IANA time zone. */

function zonedMidnight(day: string, zone: string): TZDate {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, zone);
}

export function dayInZone(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');
}

export function addDaysToDay(day: string, days: number, zone: string): string {
  return format(addDays(zonedMidnight(day, zone), days), 'yyyy-MM-dd');
}

/** ISO weekday of a calendar day: 1 is Monday, 7 is Sunday. */
export function weekdayOf(day: string, zone: string): number {
  return getISODay(zonedMidnight(day, zone));
}

/** The instant at which the wall clock in `zone` shows `time` on `day`. */
export function instantAt(day: string, time: string, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime());
}

export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Start times from `from` while a `length`-minute period still ends by `until`. */
export function startTimes(options: {
  from: string;
  until: string;
  every: number;
  length: number;
}): string[] {
  const times: string[] = [];
  const end = minutesOfTime(options.until);
  for (let start = minutesOfTime(options.from); start + options.length <= end; start += options.every) {
    times.push(timeOfMinutes(start));
  }
  return times;
}
