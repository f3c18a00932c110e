import { describe, expect, it } from 'vitest';
import { addToSelectedVenues } from './venue-cookie.ts';

describe('addToSelectedVenues', () => {
  it('puts the newest slug first without duplicates', () => {
    expect(addToSelectedVenues([], 'a')).toEqual(['a']);
    expect(addToSelectedVenues(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
    expect(addToSelectedVenues(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('caps the list length', () => {
    expect(addToSelectedVenues(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});
