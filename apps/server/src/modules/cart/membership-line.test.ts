import { describe, expect, it } from 'vitest';
import { dayLabel, monthAfter } from './membership-line.ts';

describe('a membership line', () => {
  it('takes its next payment a month on, on the last day of a shorter month', () => {
    expect(monthAfter('2026-11-24')).toBe('2026-12-24');
    expect(monthAfter('2026-12-15')).toBe('2027-01-15');
    expect(monthAfter('2027-01-31')).toBe('2027-02-28');
    expect(monthAfter('2028-01-30')).toBe('2028-02-29');
  });

  it('names a day as people read it', () => {
    expect(dayLabel('2026-11-24')).toBe('24 Nov 2026');
  });
});
