import type { ActivityDate } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  buildStripWeek,
  formatBookableFrom,
  longDateLabel,
  mondayOf,
  nextDayToOffer,
  stripBounds,
  todayIn,
  weekdayOf,
  weekFrom,
} from './calendar.ts';

const date = (raw: string, hasSessions = true, isToday = false): ActivityDate => ({
  raw,
  weekday: weekdayOf(raw),
  label: raw,
  isToday,
  hasSessions,
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and the clock change', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
  });

  it('lists a week Monday to Sunday with three-letter weekdays', () => {
    const week = weekFrom('2026-11-23');
    expect(week).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.map(weekdayOf)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('labels a date in words', () => {
    expect(longDateLabel('2026-11-25')).toBe('Wednesday 25 November');
  });

  it("finds today in the client's time zone", () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-07-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-06-30');
  });
});

describe('buildStripWeek', () => {
  const dates = [date('2026-11-25', true, true), date('2026-11-26', false), date('2026-11-27')];
  const week = buildStripWeek({ monday: '2026-11-23', selected: '2026-11-26', today: '2026-11-25', dates });

  it('has seven days from Monday', () => {
    expect(week.map((d) => `${d.weekday} ${d.dayOfMonth}`)).toEqual([
      'Mon 23',
      'Tue 24',
      'Wed 25',
      'Thu 26',
      'Fri 27',
      'Sat 28',
      'Sun 29',
    ]);
  });

  it('marks today, the chosen day, the days without sessions and the days outside the window', () => {
    expect(week.filter((d) => d.isToday).map((d) => d.raw)).toEqual(['2026-11-25']);
    expect(week.filter((d) => d.isSelected).map((d) => d.raw)).toEqual(['2026-11-26']);
    expect(week.filter((d) => d.isViewable).map((d) => d.raw)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(week.filter((d) => d.hasSessions).map((d) => d.raw)).toEqual(['2026-11-25', '2026-11-27']);
    expect(week[2]?.fullLabel).toBe('Wednesday 25 November');
  });

  it('pages between the weeks of the first and last viewable dates', () => {
    expect(stripBounds(dates)).toEqual({ first: '2026-11-23', last: '2026-11-23' });
    expect(stripBounds([date('2026-11-25'), date('2026-12-08')])).toEqual({
      first: '2026-11-23',
      last: '2026-12-07',
    });
    expect(stripBounds([])).toBeNull();
  });
});

describe('formatBookableFrom', () => {
  it("shows when booking opens in the client's zone and time format", () => {
    expect(formatBookableFrom('2026-12-01T07:00:00+00:00', 'Europe/London', '24h')).toBe('Tue 1 Dec, 07:00');
    expect(formatBookableFrom('2026-07-01T06:00:00Z', 'Europe/London', '12h')).toBe('Wed 1 Jul, 7:00 am');
  });
});

describe('nextDayToOffer', () => {
  it('offers the first later day with sessions only when the day has none left', () => {
    const dates = [date('2026-11-26', false, true), date('2026-11-27', false), date('2026-11-28')];
    expect(nextDayToOffer(dates, '2026-11-26')).toBe('2026-11-28');
    expect(
      nextDayToOffer([date('2026-11-26', true, true), date('2026-11-27')], '2026-11-26'),
    ).toBeUndefined();
    expect(nextDayToOffer(dates.slice(0, 2), '2026-11-26')).toBeUndefined();
    expect(nextDayToOffer(dates, '2026-11-25')).toBeUndefined();
  });
});
