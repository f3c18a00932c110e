import { describe, expect, it } from 'vitest';
import {
  ageRangeLabel,
  courseScheduleLabel,
  formatShortDate,
  sessionLabel,
  spacesLabel,
} from './course-labels.ts';

describe('courseScheduleLabel', () => {
  const course = { weekday: 'Sat', startTime: '09:00', sessionCount: 6, startsOn: '2025-11-29' } as const;

  it('reads weekday, time, weeks and start date', () => {
    expect(courseScheduleLabel(course)).toBe('Saturdays 09:00, 6 weeks from Sat 29 Nov');
  });

  it('uses the 12-hour clock when the client does', () => {
    expect(courseScheduleLabel({ ...course, startTime: '18:30' }, '12h')).toBe(
      'Saturdays 6:30 pm, 6 weeks from Sat 29 Nov',
    );
  });

  it('says 1 week for a single session', () => {
    expect(courseScheduleLabel({ ...course, weekday: 'Mon', sessionCount: 1, startsOn: '2025-12-01' })).toBe(
      'Mondays 09:00, 1 week from Mon 1 Dec',
    );
  });
});

describe('formatShortDate', () => {
  it('never shifts the calendar day', () => {
    expect(formatShortDate('2026-03-29')).toBe('Sun 29 Mar');
    expect(formatShortDate('2025-11-29', true)).toBe('Sat 29 Nov 2025');
  });
});

describe('ageRangeLabel', () => {
  it('names both ends with an en dash', () => expect(ageRangeLabel(5, 8)).toBe('Ages 5–8'));
  it('reads an open-ended adult course as adults', () => expect(ageRangeLabel(16, null)).toBe('Adults 16+'));
  it('reads an open-ended junior course as ages', () => expect(ageRangeLabel(5, null)).toBe('Ages 5+'));
  it('reads an upper limit only', () => expect(ageRangeLabel(null, 4)).toBe('Up to age 4'));
  it('reads no limit as all ages', () => expect(ageRangeLabel(null, null)).toBe('All ages'));
  it('reads one age', () => expect(ageRangeLabel(7, 7)).toBe('Age 7'));
});

describe('spacesLabel', () => {
  it('counts spaces and says Full at zero', () => {
    expect(spacesLabel(12)).toBe('12 spaces left');
    expect(spacesLabel(1)).toBe('1 space left');
    expect(spacesLabel(0)).toBe('Full');
  });
});

describe('sessionLabel', () => {
  it('reads the zoned date and both times', () => {
    const session = {
      id: 1,
      startsAt: { dateTime: '2025-11-29T09:00:00+00:00', time: '09:00' },
      endsAt: { dateTime: '2025-11-29T09:45:00+00:00', time: '09:45' },
    };
    expect(sessionLabel(session)).toBe('Sat 29 Nov 2025, 09:00 – 09:45');
  });
});
