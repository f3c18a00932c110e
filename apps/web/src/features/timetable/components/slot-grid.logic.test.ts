import type { Slot } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  groupForAnyLocation,
  locationNoun,
  longDayLabel,
  slotStatusLabel,
  timeRangeLabel,
} from './slot-grid.logic.ts';

const action = (status: Slot['actionToShow']['status'], firstBookableAt: string | null = null) => ({
  status,
  reason: null,
  firstBookableAt,
});

const slot = (id: number, start: string, status: Slot['actionToShow']['status'], pence = 1200): Slot => ({
  id,
  objectType: 'ad_hoc_slot',
  activitySlug: 'badminton',
  location: { id, name: `Court ${id}`, kind: 'badminton_court' },
  price: { amountPence: pence, formatted: `£${(pence / 100).toFixed(2)}` },
  startsAt: { dateTime: `2026-11-24T${start}:00+00:00`, time: start },
  endsAt: {
    dateTime: `2026-11-24T${start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0'))}:00+00:00`,
    time: start.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0')),
  },
  capacity: 1,
  spacesAvailable: status === 'BOOK' ? 1 : 0,
  actionToShow: action(status),
});

describe('slotStatusLabel', () => {
  it('names each status plainly', () => {
    expect(slotStatusLabel(action('BOOK'))).toBe('Available');
    expect(slotStatusLabel(action('FULL'))).toBe('Unavailable');
    expect(slotStatusLabel(action('JOIN_WAITLIST'))).toBe('Unavailable - waitlist open');
    expect(slotStatusLabel(action('CANCEL_BOOKING'))).toBe('Your booking');
    expect(slotStatusLabel(action('CANCEL_RESERVATION'))).toBe('In your basket');
    expect(slotStatusLabel(action('CLOSED'))).toBe('Closed');
    expect(slotStatusLabel(action('NOT_YET_BOOKABLE', '2026-11-29T07:00:00+00:00'))).toBe(
      'Not bookable until Sun 29 Nov, 07:00',
    );
    expect(slotStatusLabel(action('NOT_YET_BOOKABLE', '2026-11-29T19:00:00+00:00'), '12h')).toBe(
      'Not bookable until Sun 29 Nov, 7:00 pm',
    );
  });
});

describe('labels', () => {
  it('reads times and days in the client format', () => {
    expect(timeRangeLabel(slot(1, '18:00', 'BOOK'))).toBe('18:00 – 19:00');
    expect(timeRangeLabel(slot(1, '18:00', 'BOOK'), '12h')).toBe('6:00 pm – 7:00 pm');
    expect(longDayLabel('2025-11-25')).toBe('Tuesday 25 November');
  });

  it('names locations by their kind', () => {
    expect(locationNoun([{ kind: 'lane' }, { kind: 'lane' }])).toBe('lanes');
    expect(locationNoun([{ kind: 'football_pitch' }])).toBe('pitches');
    expect(locationNoun([{ kind: 'squash_court' }], 'one')).toBe('court');
    expect(locationNoun([])).toBe('courts');
  });
});

describe('groupForAnyLocation', () => {
  it('makes one row per period with the free count and the cheapest free price', () => {
    const rows = groupForAnyLocation([
      slot(2, '18:00', 'FULL', 1000),
      slot(1, '18:00', 'BOOK', 1500),
      slot(3, '18:00', 'BOOK', 1400),
      slot(1, '07:00', 'FULL'),
    ]);
    expect(rows.map((row) => [row.startsAt.time, row.free, row.total, row.price.amountPence])).toEqual([
      ['07:00', 0, 1, 1200],
      ['18:00', 2, 3, 1400],
    ]);
    expect(rows[0]?.lead.actionToShow.status).toBe('FULL');
    expect(rows[1]?.lead.actionToShow.status).toBe('BOOK');
  });
});
