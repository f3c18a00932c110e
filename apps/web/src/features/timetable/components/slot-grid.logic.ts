import type { ActionToShow, Slot, SlotLocation } from '@leisure/contracts';
import { dateTimeFormat } from '../../../lib/date-time-format.ts';
import { formatTime } from '../../../lib/time.ts';

type TimeFormat = '24h' | '12h';

/** A 'YYYY-MM-DD' calendar date as UTC midnight, so formatting never shifts the day. */
function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'Tuesday 25 November'. */
export function longDayLabel(isoDate: string): string {
  return dateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(calendarDate(isoDate));
}

/** 'Sat 29 Nov'. */
function shortDayLabel(isoDate: string): string {
  const parts = dateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(calendarDate(isoDate));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** '18:00 – 19:00' in the client's time format. */
export function timeRangeLabel(
  item: { startsAt: { time: string }; endsAt: { time: string } },
  format: TimeFormat = '24h',
): string {
  return `${formatTime(item.startsAt.time, format)} – ${formatTime(item.endsAt.time, format)}`;
}

/**
 * When booking opens, from a zoned ISO time (already in the client's time zone, so its date and
 * time parts are read as written): 'Sat 29 Nov, 07:00'.
 */
export function bookableFromLabel(zonedIso: string, format: TimeFormat = '24h'): string {
  return `${shortDayLabel(zonedIso.slice(0, 10))}, ${formatTime(zonedIso.slice(11, 16), format)}`;
}

/**
 * A slot's status for the viewer, in words ('Available', 'Unavailable', 'Your booking', 'Not
 * bookable until ...', 'Closed'). Someone else's booking reads 'Unavailable', never 'Booked',
 * which reads as if the viewer had booked it.
 */
export function slotStatusLabel(action: ActionToShow, format: TimeFormat = '24h'): string {
  switch (action.status) {
    case 'BOOK':
      return 'Available';
    case 'FULL':
      return 'Unavailable';
    case 'CANCEL_BOOKING':
      return 'Your booking';
    case 'CANCEL_RESERVATION':
      return 'In your basket';
    case 'JOIN_WAITLIST':
      return 'Unavailable - waitlist open';
    case 'LEAVE_WAITLIST':
      return 'On the waitlist';
    case 'NOT_YET_BOOKABLE':
      return action.firstBookableAt
        ? `Not bookable until ${bookableFromLabel(action.firstBookableAt, format)}`
        : 'Not bookable yet';
    case 'LOGIN':
      return 'Log in to book';
    case 'CLOSED':
      return 'Closed';
    case 'CANCELLED':
      return 'Cancelled';
  }
}

/** How a status looks: available, unavailable (booked, full, closed) or pending (not yet open). */
export function statusTone(action: ActionToShow): 'available' | 'unavailable' | 'pending' | 'mine' {
  if (action.status === 'BOOK') return 'available';
  if (action.status === 'NOT_YET_BOOKABLE' || action.status === 'LOGIN') return 'pending';
  if (action.status === 'CANCEL_BOOKING' || action.status === 'CANCEL_RESERVATION') return 'mine';
  if (action.status === 'LEAVE_WAITLIST') return 'mine';
  return 'unavailable';
}

/** The plural noun for the locations: 'lanes', 'pitches' or 'courts' (the default). */
export function locationNoun(
  locations: readonly Pick<SlotLocation, 'kind'>[],
  count: 'one' | 'many' = 'many',
) {
  const counts = { lane: 0, pitch: 0, court: 0 };
  for (const { kind } of locations) {
    if (/lane/i.test(kind)) counts.lane += 1;
    else if (/pitch/i.test(kind)) counts.pitch += 1;
    else counts.court += 1;
  }
  const noun =
    counts.lane > counts.court && counts.lane >= counts.pitch
      ? 'lane'
      : counts.pitch > counts.court
        ? 'pitch'
        : 'court';
  if (count === 'one') return noun;
  return noun === 'pitch' ? 'pitches' : `${noun}s`;
}

/** The distinct start times of the slots, earliest first. */
export function startTimes(slots: readonly Slot[]): string[] {
  return [...new Set(slots.map((slot) => slot.startsAt.time))].sort();
}

/** Slots ordered by start time, then by location name. */
export function sortByTime(slots: readonly Slot[]): Slot[] {
  return [...slots].sort(
    (a, b) =>
      a.startsAt.dateTime.localeCompare(b.startsAt.dateTime) ||
      a.location.name.localeCompare(b.location.name, 'en-GB', { numeric: true }),
  );
}

/** For system allocation ('Any court'): one row per period, with how many locations are free. */
export interface AnyLocationRow {
  key: string;
  startsAt: Slot['startsAt'];
  endsAt: Slot['endsAt'];
  /** The slot that decides what the row says: a bookable one when there is one. */
  lead: Slot;
  free: number;
  total: number;
  /** The lowest price of the free slots (of all, when none is free). */
  price: Slot['price'];
  /** What the customer pays for that slot, when not its price. */
  viewerPrice: Slot['viewerPrice'];
}

export function groupForAnyLocation(slots: readonly Slot[]): AnyLocationRow[] {
  const groups = new Map<string, Slot[]>();
  for (const slot of sortByTime(slots)) {
    const key = `${slot.startsAt.dateTime}|${slot.endsAt.dateTime}`;
    const group = groups.get(key);
    if (group) group.push(slot);
    else groups.set(key, [slot]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const free = group.filter((slot) => slot.actionToShow.status === 'BOOK');
    const priced = free.length > 0 ? free : group;
    const cheapest = priced.reduce((low, slot) =>
      slot.price.amountPence < low.price.amountPence ? slot : low,
    );
    const first = group[0] as Slot;
    return {
      key,
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      lead: free[0] ?? first,
      free: free.length,
      total: group.length,
      price: cheapest.price,
      viewerPrice: cheapest.viewerPrice ?? null,
    };
  });
}
