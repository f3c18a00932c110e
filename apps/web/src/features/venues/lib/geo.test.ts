import { describe, expect, it } from 'vitest';
import {
  formatMiles,
  haversineDistance,
  isValidCoordinate,
  METRES_PER_MILE,
  metresToMiles,
  milesToMetres,
} from './geo.ts';

describe('isValidCoordinate', () => {
  it('accepts finite numbers within range, including the edges', () => {
    expect(isValidCoordinate(53.8, -1.55)).toBe(true);
    expect(isValidCoordinate(0, 0)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
  });

  it('rejects out-of-range latitude and longitude', () => {
    expect(isValidCoordinate(90.0001, 0)).toBe(false);
    expect(isValidCoordinate(-91, 0)).toBe(false);
    expect(isValidCoordinate(0, 180.5)).toBe(false);
    expect(isValidCoordinate(0, -181)).toBe(false);
  });

  it('rejects non-finite and non-numeric input', () => {
    expect(isValidCoordinate(Number.NaN, 0)).toBe(false);
    expect(isValidCoordinate(0, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidCoordinate('53.8', '-1.55')).toBe(false);
    expect(isValidCoordinate(null, null)).toBe(false);
    expect(isValidCoordinate(undefined, 0)).toBe(false);
    expect(isValidCoordinate({}, [])).toBe(false);
  });
});

describe('miles and metres', () => {
  it('uses 1609.344 metres per mile', () => {
    expect(METRES_PER_MILE).toBe(1609.344);
    expect(milesToMetres(1)).toBe(1609.344);
    expect(milesToMetres(5)).toBeCloseTo(8046.72, 6);
    expect(metresToMiles(1609.344)).toBe(1);
  });
});

describe('haversineDistance', () => {
  it('is zero for the same point', () => {
    expect(haversineDistance({ lat: 53.8, lng: -1.55 }, { lat: 53.8, lng: -1.55 })).toBe(0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('measures Leeds to Manchester as about 58 km, symmetrically', () => {
    const leeds = { lat: 53.7997, lng: -1.5492 };
    const manchester = { lat: 53.4808, lng: -2.2426 };
    const there = haversineDistance(leeds, manchester);
    expect(there).toBeGreaterThan(57_000);
    expect(there).toBeLessThan(59_000);
    expect(haversineDistance(manchester, leeds)).toBeCloseTo(there, 6);
  });

  it('measures London to Edinburgh as about 534 km', () => {
    const d = haversineDistance({ lat: 51.5074, lng: -0.1278 }, { lat: 55.9533, lng: -3.1883 });
    expect(d / 1000).toBeCloseTo(534, -1);
  });
});

describe('formatMiles', () => {
  it('rounds to one decimal and pluralises', () => {
    expect(formatMiles(2.34)).toBe('2.3 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(0.04)).toBe('0 miles');
    expect(formatMiles(10)).toBe('10 miles');
  });
});
