import { noteFormatsDates } from './page-environment.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, made once per locale and options: making one costs far more than
 * formatting with it, and a timetable formats dozens of dates on every render.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  noteFormatsDates();
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** The formatter of a date's numeric parts (year, month, day) in `timeZone`. */
export const calendarDateFormat = (timeZone: string) =>
  dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The browser's first Intl formatters cost 20-30 ms (it loads its locale and time-zone data): on a
 * page that formats dates, main.tsx makes them before rendering, each step in a task of its own.
 */
export const readyDateFormatSteps = (timeZone: string): (() => unknown)[] => [
  () => new Intl.Locale('en-GB').maximize(),
  () => dateTimeFormat('en-GB', { timeZone: 'UTC' }),
  () => calendarDateFormat(timeZone),
];
