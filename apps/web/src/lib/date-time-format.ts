const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, made once per locale and options: making one costs far more than
 * formatting with it, and a timetable formats dozens of dates on every render.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
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
