import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS_MILES, filterVenuesByName, findVenuesNear } from './find-venues.ts';
import { haversineDistance, metresToMiles } from './geo.ts';

const leeds = { lat: 53.7997, lng: -1.5492 };

const venues = [
  { slug: 'far', name: 'Manchester Aquatics', lat: 53.4808, lng: -2.2426 },
  { slug: 'two', name: 'Headingley Leisure Centre', lat: 53.8195, lng: -1.5768 },
  { slug: 'one', name: 'Leeds City Pool', lat: 53.8008, lng: -1.5491 },
  { slug: 'nolat', name: 'Mystery Gym', lat: null, lng: -1.55 },
  { slug: 'bad', name: 'Broken Sports Hall', lat: 123, lng: -1.55 },
  { slug: 'nan', name: 'NaN Arena', lat: Number.NaN, lng: Number.NaN },
];

describe('findVenuesNear', () => {
  it('defaults to a 5 mile radius', () => {
    expect(DEFAULT_RADIUS_MILES).toBe(5);
    expect(findVenuesNear({ venues, point: leeds }).map((v) => v.slug)).toEqual(['one', 'two']);
  });

  it('sorts by distance and adds the distance in miles', () => {
    const found = findVenuesNear({ venues, point: leeds, radiusMiles: 50 });
    expect(found.map((v) => v.slug)).toEqual(['one', 'two', 'far']);
    const two = found[1];
    expect(two?.distance).toBeCloseTo(
      metresToMiles(haversineDistance(leeds, { lat: 53.8195, lng: -1.5768 })),
      9,
    );
    expect(found[2]?.distance).toBeGreaterThan(35);
    expect(found[2]?.distance).toBeLessThan(37);
    for (let i = 1; i < found.length; i++) {
      expect(found[i]?.distance).toBeGreaterThanOrEqual(found[i - 1]?.distance ?? 0);
    }
  });

  it('leaves out venues with invalid coordinates even with a huge radius', () => {
    const slugs = findVenuesNear({ venues, point: leeds, radiusMiles: 20_000 }).map((v) => v.slug);
    expect(slugs).not.toContain('nolat');
    expect(slugs).not.toContain('bad');
    expect(slugs).not.toContain('nan');
  });

  it('returns nothing when nothing is within the radius', () => {
    expect(findVenuesNear({ venues, point: { lat: 51.5074, lng: -0.1278 }, radiusMiles: 1 })).toEqual([]);
  });

  it('includes a venue exactly at the point and does not mutate the input', () => {
    const input = [{ slug: 'here', name: 'Here', lat: leeds.lat, lng: leeds.lng }];
    const [here] = findVenuesNear({ venues: input, point: leeds, radiusMiles: 1 });
    expect(here?.distance).toBe(0);
    expect(input[0]).not.toHaveProperty('distance');
  });
});

describe('filterVenuesByName', () => {
  it('matches a case-insensitive substring', () => {
    expect(filterVenuesByName(venues, 'LEEDS').map((v) => v.slug)).toEqual(['one']);
    expect(filterVenuesByName(venues, 'centre').map((v) => v.slug)).toEqual(['two']);
    expect(filterVenuesByName(venues, 'A').map((v) => v.slug)).toEqual(['far', 'two', 'bad', 'nan']);
  });

  it('keeps every venue for a blank term and trims the term', () => {
    expect(filterVenuesByName(venues, '')).toHaveLength(venues.length);
    expect(filterVenuesByName(venues, '   ')).toHaveLength(venues.length);
    expect(filterVenuesByName(venues, '  pool ').map((v) => v.slug)).toEqual(['one']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterVenuesByName(venues, 'xyz')).toEqual([]);
  });
});
