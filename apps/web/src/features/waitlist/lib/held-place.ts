import { calendarDateFormat, dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime } from '../../../lib/time.ts';

type TimeFormat = '24h' | '12h';

/** Where a held place is: the bookings app's basket (the offer is a line in it). */
export const basketPath = '/basket';

/** The day of an instant in a time zone, 'YYYY-MM-DD'-like (only compared, never shown). */
const dayIn = (instant: Date, timeZone: string) => calendarDateFormat(timeZone).format(instant);

/**
 * When a held place ends, in the client's time zone and clock: '14:30' (or '2:30 pm') when that
 * is today, 'Sat 28 Nov, 01:00' when it is another day (an offer made late in the evening).
 */
export function heldUntilText(expiresAt: string, timeZone: string, timeFormat: TimeFormat, now = new Date()) {
  const end = new Date(expiresAt);
  const parts = dateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(end);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = formatTime(`${part('hour')}:${part('minute')}`, timeFormat);
  if (dayIn(end, timeZone) === dayIn(now, timeZone)) return time;
  return `${part('weekday')} ${part('day')} ${part('month')}, ${time}`;
}

/** 'A place is held for you until 14:30' (the 'Book now' link follows it). */
export const heldPlaceText = (until: string) => `A place is held for you until ${until}`;
