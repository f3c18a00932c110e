import type { CartItem } from '@leisure/contracts';
import { dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime } from '../../../lib/time.ts';

type TimeFormat = '24h' | '12h';

/**
 * 'Wed 26 Nov'. The zoned ISO time is already in the client's time zone, so its date part is
 * read as written (formatted at UTC midnight, where no offset can move the day).
 */
export function lineDateLabel(zonedIso: string): string {
  const [year, month, day] = zonedIso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const parts = dateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Wed 26 Nov, 18:00 – 19:00' in the client's time format. */
export function lineWhenLabel(item: Pick<CartItem, 'startsAt' | 'endsAt'>, format: TimeFormat): string {
  const start = formatTime(item.startsAt.time, format);
  const end = formatTime(item.endsAt.time, format);
  return `${lineDateLabel(item.startsAt.dateTime)}, ${start} – ${end}`;
}

const itemsWord = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * '2 items', '1 item (3 no longer held)' or '2 items, no longer held': the count the header's
 * badge shows (lines still held), and the expired lines apart, so the two never disagree.
 */
export function basketItemsHeading(cart: {
  items: Pick<CartItem, 'isExpired'>[];
  totals: { itemCount: number };
}) {
  const expired = cart.items.filter((item) => item.isExpired).length;
  if (expired === 0) return itemsWord(cart.totals.itemCount);
  if (cart.totals.itemCount === 0) return `${itemsWord(expired)}, no longer held`;
  return `${itemsWord(cart.totals.itemCount)} (${expired} no longer held)`;
}
