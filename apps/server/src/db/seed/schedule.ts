import type { Days, OpeningHours } from './types.ts';
import { addDaysToDay, minutesOfTime, timeOfMinutes, weekdayOf } from './zoned-time.ts';

/** How many days of timetable the demo holds, from today. */
export const TIMETABLE_DAYS = 14;

export interface ScheduleDay {
  day: string;
  weekday: number;
  /** `YYYYMMDD`, for readable public ids. */
  compact: string;
}

export function timetableDays(today: string, zone: string): ScheduleDay[] {
  return Array.from({ length: TIMETABLE_DAYS }, (_, offset) => {
    const day = addDaysToDay(today, offset, zone);
    return { day, weekday: weekdayOf(day, zone), compact: day.replaceAll('-', '') };
  });
}

export function runsOn(days: Days, weekday: number): boolean {
  if (days === 'daily') return true;
  if (days === 'weekdays') return weekday <= 5;
  if (days === 'weekends') return weekday >= 6;
  return days.includes(weekday);
}

/** The later opening and earlier closing of a venue's hours and an activity's own hours. */
export function openWindow(
  hours: OpeningHours,
  weekday: number,
  activity: { from: string; until: string },
): { from: string; until: string } {
  const [open, close] = weekday <= 5 ? hours.weekdays : hours.weekends;
  return {
    from: timeOfMinutes(Math.max(minutesOfTime(open), minutesOfTime(activity.from))),
    until: timeOfMinutes(Math.min(minutesOfTime(close), minutesOfTime(activity.until))),
  };
}

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
