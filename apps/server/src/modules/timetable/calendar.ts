import { TZDate } from '@date-fns/tz';
import type { ZonedTime } from '@leisure/contracts';
import { addDays, format } from 'date-fns';

/** Calendar days (`YYYY-MM-DD`) and instants as the client's time zone shows them. */

function midnightOf(day: string, zone: string): TZDate {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, zone);
}

export function dayOf(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');
}

export function addDaysTo(day: string, days: number, zone: string): string {
  return format(addDays(midnightOf(day, zone), days), 'yyyy-MM-dd');
}

/** The instants a calendar day spans in `zone`: `[from, to)`, 23 or 25 hours on clock-change days. */
export function dayRange(day: string, zone: string): { from: Date; to: Date } {
  const from = midnightOf(day, zone);
  return { from: new Date(from.getTime()), to: new Date(addDays(from, 1).getTime()) };
}

/** The instant at which the wall clock in `zone` shows `time` (`HH:mm`) on `day`. */
export function instantAt(day: string, time: string, zone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime());
}

/** ISO 8601 with the zone's offset (`+01:00`, never `Z`) and the 24-hour wall-clock time. */
export function zonedTime(instant: Date, zone: string): ZonedTime {
  const local = new TZDate(instant.getTime(), zone);
  return { dateTime: format(local, "yyyy-MM-dd'T'HH:mm:ssxxx"), time: format(local, 'HH:mm') };
}

export function zonedDateTime(instant: Date, zone: string): string {
  return zonedTime(instant, zone).dateTime;
}

/** `Mon`, and `Mon 24 Nov`, for a calendar day. */
export function dayLabels(day: string, zone: string): { weekday: string; label: string } {
  const midnight = midnightOf(day, zone);
  return { weekday: format(midnight, 'EEE'), label: format(midnight, 'EEE d MMM') };
}
