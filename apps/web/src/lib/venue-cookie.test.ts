// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from './cookies.ts';
import {
  clearSelectedVenue,
  parseVenueList,
  readSelectedVenue,
  readSelectedVenues,
  selectVenue,
  writeSelectedVenues,
} from './venue-cookie.ts';

beforeEach(() => {
  for (const name of ['selected_venue_demo', 'selected_venues_demo', 'selected_venue_other'])
    deleteCookie(name);
});

describe('venue cookies', () => {
  it('saves the selected venue and the list per client', () => {
    selectVenue('demo', 'leeds-central');
    selectVenue('demo', 'york');
    selectVenue('demo', 'leeds-central');
    expect(readSelectedVenue('demo')).toBe('leeds-central');
    expect(readSelectedVenues('demo')).toEqual(['leeds-central', 'york']);
    expect(readCookie('selected_venue_demo')).toBe('leeds-central');
    expect(readSelectedVenue('other')).toBeNull();
  });

  it('clears the selected venue', () => {
    selectVenue('demo', 'york');
    clearSelectedVenue('demo');
    expect(readSelectedVenue('demo')).toBeNull();
  });

  it('stores the list as JSON and reads bad values as empty', () => {
    writeSelectedVenues('demo', ['a', 'b']);
    expect(readCookie('selected_venues_demo')).toBe('["a","b"]');
    expect(parseVenueList('not json')).toEqual([]);
    expect(parseVenueList('{"a":1}')).toEqual([]);
    expect(parseVenueList('["a",2]')).toEqual(['a']);
  });
});
