import { describe, expect, it } from 'vitest';
import {
  daysOfWeek,
  formatMinutesOfDay,
  formatTime,
  isIsoDate,
  parseTimeToMinutes,
  startOfWeek,
  toIsoDate,
  weekdayLabel,
  weekdayLabels,
} from './time.ts';

describe('formatMinutesOfDay', () => {
  it('formats 24-hour time with a colon', () => {
    expect(formatMinutesOfDay(0)).toBe('00:00');
    expect(formatMinutesOfDay(545)).toBe('09:05');
    expect(formatMinutesOfDay(1439)).toBe('23:59');
  });

  it('formats 12-hour time with am and pm', () => {
    expect(formatMinutesOfDay(0, '12h')).toBe('12:00 am');
    expect(formatMinutesOfDay(545, '12h')).toBe('9:05 am');
    expect(formatMinutesOfDay(720, '12h')).toBe('12:00 pm');
    expect(formatMinutesOfDay(1230, '12h')).toBe('8:30 pm');
  });

  it('caps minutes at 1439 and floors at 0', () => {
    expect(formatMinutesOfDay(1440)).toBe('23:59');
    expect(formatMinutesOfDay(5000, '12h')).toBe('11:59 pm');
    expect(formatMinutesOfDay(-5)).toBe('00:00');
  });
});

describe('parseTimeToMinutes', () => {
  it('reads HH:mm and rejects anything else', () => {
    expect(parseTimeToMinutes('18:45')).toBe(1125);
    expect(() => parseTimeToMinutes('24:00')).toThrow();
    expect(formatTime('18:45', '12h')).toBe('6:45 pm');
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    // Sunday 2026-11-22 belongs to the week starting Monday 2026-11-16.
    expect(toIsoDate(startOfWeek(new Date(2026, 10, 22)))).toBe('2026-11-16');
    expect(toIsoDate(startOfWeek(new Date(2026, 10, 16)))).toBe('2026-11-16');
    expect(daysOfWeek(new Date(2026, 10, 18)).map(toIsoDate)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('label weekdays with three letters, Monday first', () => {
    expect(weekdayLabels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayLabel(new Date(2026, 10, 22))).toBe('Sun');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });
});
