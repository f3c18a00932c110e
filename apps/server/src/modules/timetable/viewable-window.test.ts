import { describe, expect, it } from 'vitest';
import { dayRange, zonedTime } from './calendar.ts';
import { assertViewable, isViewable, viewableDays } from './viewable-window.ts';

const zone = 'Europe/London';
// 23:30 on 23 November in London is already the 24th in Auckland.
const now = new Date('2025-11-23T23:30:00Z');

describe('viewable window', () => {
  it('runs from today to today + 13 in the client time zone', () => {
    const days = viewableDays(now, zone);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2025-11-23');
    expect(days.at(-1)).toBe('2025-12-06');
    expect(viewableDays(now, 'Pacific/Auckland')[0]).toBe('2025-11-24');
  });

  it('accepts the window and refuses the days either side with errors.date', () => {
    expect(isViewable('2025-11-23', now, zone)).toBe(true);
    expect(isViewable('2025-12-06', now, zone)).toBe(true);
    for (const date of ['2025-11-22', '2025-12-07']) {
      expect(() => assertViewable(date, now, zone)).toThrow(
        expect.objectContaining({
          statusCode: 422,
          code: 'validation_failed',
          errors: { date: ['The date should be within the valid days you are able to view.'] },
        }),
      );
    }
  });
});

describe('calendar', () => {
  it('shows instants with the zone offset and 24-hour time', () => {
    expect(zonedTime(new Date('2025-07-01T17:30:00Z'), zone)).toEqual({
      dateTime: '2025-07-01T18:30:00+01:00',
      time: '18:30',
    });
    expect(zonedTime(new Date('2025-12-01T07:05:00Z'), zone)).toEqual({
      dateTime: '2025-12-01T07:05:00+00:00',
      time: '07:05',
    });
  });

  it('spans 25 hours on the day the clocks go back', () => {
    const { from, to } = dayRange('2025-10-26', zone);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(25);
    expect(from.toISOString()).toBe('2025-10-25T23:00:00.000Z');
  });
});
