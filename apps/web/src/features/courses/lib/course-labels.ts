import type { Course, CourseSummary } from '@leisure/contracts';
import { dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime } from '../../../lib/time.ts';

type TimeFormat = '24h' | '12h';
type Weekday = CourseSummary['weekday'];

const weekdayPlurals: Record<Weekday, string> = {
  Mon: 'Mondays',
  Tue: 'Tuesdays',
  Wed: 'Wednesdays',
  Thu: 'Thursdays',
  Fri: 'Fridays',
  Sat: 'Saturdays',
  Sun: 'Sundays',
};

/** A 'YYYY-MM-DD' calendar date as a UTC midnight, so formatting never shifts the day. */
function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'Sat 29 Nov' (with the year when asked: 'Sat 29 Nov 2025'). */
export function formatShortDate(isoDate: string, withYear = false): string {
  const parts = dateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).formatToParts(calendarDate(isoDate));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const base = `${part('weekday')} ${part('day')} ${part('month')}`;
  return withYear ? `${base} ${part('year')}` : base;
}

/** 'Saturdays 09:00, 6 weeks from Sat 29 Nov' (12-hour times when the client says so). */
export function courseScheduleLabel(
  course: Pick<CourseSummary, 'weekday' | 'startTime' | 'sessionCount' | 'startsOn'>,
  timeFormat: TimeFormat = '24h',
): string {
  const count = course.sessionCount === 1 ? '1 week' : `${course.sessionCount} weeks`;
  return `${weekdayPlurals[course.weekday]} ${formatTime(course.startTime, timeFormat)}, ${count} from ${formatShortDate(course.startsOn)}`;
}

/** Age at which a course with no upper limit reads as an adult course. */
export const adultAge = 16;

/** 'Ages 5–8', 'Ages 5+', 'Adults 16+', 'Up to age 8' or 'All ages'. */
export function ageRangeLabel(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) {
    return minAge === maxAge ? `Age ${minAge}` : `Ages ${minAge}–${maxAge}`;
  }
  if (minAge !== null) return minAge >= adultAge ? `Adults ${minAge}+` : `Ages ${minAge}+`;
  if (maxAge !== null) return `Up to age ${maxAge}`;
  return 'All ages';
}

/** '12 spaces left', '1 space left' or 'Full'. */
export function spacesLabel(spacesAvailable: number): string {
  if (spacesAvailable <= 0) return 'Full';
  return spacesAvailable === 1 ? '1 space left' : `${spacesAvailable} spaces left`;
}

/** The date of a session in the client's time zone: the date part of its zoned ISO time. */
export function sessionDate(session: Course['sessions'][number]): string {
  return session.startsAt.dateTime.slice(0, 10);
}

/** 'Sat 29 Nov 2025, 09:00 – 09:45'. */
export function sessionLabel(session: Course['sessions'][number], timeFormat: TimeFormat = '24h'): string {
  return `${formatShortDate(sessionDate(session), true)}, ${formatTime(session.startsAt.time, timeFormat)} – ${formatTime(session.endsAt.time, timeFormat)}`;
}
