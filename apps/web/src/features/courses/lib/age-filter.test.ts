import { describe, expect, it } from 'vitest';
import { ageFilterError, parseAgeFilter } from './age-filter.ts';

describe('the age filter of the course list', () => {
  it('reads whole years from 0 to 120', () => {
    expect(parseAgeFilter('5')).toBe(5);
    expect(parseAgeFilter(' 0 ')).toBe(0);
    expect(parseAgeFilter('120')).toBe(120);
    for (const raw of [null, '', '-1', '4.5', 'five', '121', '1000'])
      expect(parseAgeFilter(raw)).toBeUndefined();
  });

  it('says what is wrong with what was typed; empty clears the filter', () => {
    expect(ageFilterError('')).toBeUndefined();
    expect(ageFilterError('7')).toBeUndefined();
    expect(ageFilterError('seven')).toBe('Enter an age in whole years, from 0 to 120');
  });
});
