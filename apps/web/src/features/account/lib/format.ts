import type { ZonedTime } from '@leisure/contracts';
import { dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime } from '../../../lib/time.ts';

type TimeFormat = '24h' | '12h';

/** A calendar day ('YYYY-MM-DD', or the date part of a zoned time) read as written, at UTC. */
function dayAsUtc(isoDay: string): Date {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '21 January 2027' for a 'YYYY-MM-DD' day. */
export function formatDay(isoDay: string): string {
  return longDay.format(dayAsUtc(isoDay));
}

/** 'Wed 25 Nov' for a 'YYYY-MM-DD' day (no comma: the same as the basket's lines). */
export function formatShortDay(isoDay: string): string {
  const parts = shortDay.formatToParts(dayAsUtc(isoDay));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** 'Wed 25 Nov, 09:00 – 10:00' in the client's time format (the times are already the client's). */
export function formatWhen(startsAt: ZonedTime, endsAt: ZonedTime, format: TimeFormat): string {
  return `${formatShortDay(startsAt.dateTime)}, ${formatTime(startsAt.time, format)} – ${formatTime(endsAt.time, format)}`;
}

/** '21 January 2027' for an instant, in the client's time zone. */
export function formatInstantDay(instant: string, timeZone: string): string {
  return dateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** 'Tue 24 Nov, 09:00' for an instant, in the client's time zone and time format. */
export function formatInstant(instant: string, timeZone: string, format: TimeFormat): string {
  const parts = dateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${formatTime(`${part('hour')}:${part('minute')}`, format)}`;
}

/** '1 session', '3 sessions'. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** 'Visa ending 4242': a saved card as the account area names it. */
export const savedCardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;

/** '12/30': a card's expiry month and year, as printed on the card. */
export const savedCardExpiry = (card: { expiryMonth: number; expiryYear: number }) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
