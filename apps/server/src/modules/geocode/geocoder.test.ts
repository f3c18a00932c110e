import { GeocodeResult } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import data from './gb-places.json' with { type: 'json' };
import { createGeocoder, GEOCODE_ATTRIBUTION, normalizePlaceName } from './geocoder.ts';

const geocoder = createGeocoder();

/** Great Britain and Northern Ireland, generously. */
const inGb = (r: { lat: number; lng: number }) =>
  r.lat >= 49.8 && r.lat <= 60.9 && r.lng >= -8.7 && r.lng <= 1.8;

const first = (q: string) => {
  const r = geocoder.search(q)[0];
  if (!r) throw new Error(`no result for ${q}`);
  return r;
};

describe('geocoder', () => {
  it('finds Leeds first with its coordinates', () => {
    const r = first('leeds');
    expect(r).toMatchObject({ name: 'Leeds, England', kind: 'city' });
    expect(r.lat).toBeCloseTo(53.8, 1);
    expect(r.lng).toBeCloseTo(-1.55, 1);
  });

  it('resolves full and partial postcodes to their district', () => {
    for (const q of ['LS1 1AA', 'LS1 4AP', 'ls1', 'ls14ap', '  LS1  4AP ', 'LS1 4']) {
      const results = geocoder.search(q);
      expect(results, q).toHaveLength(1);
      const [r] = results;
      expect(r, q).toMatchObject({ name: 'LS1 (Leeds)', kind: 'postcode' });
      expect(r?.lat).toBeCloseTo(53.8, 1);
      expect(r?.lng).toBeCloseTo(-1.55, 1);
    }
    expect(first('LS14 6AB')).toMatchObject({ name: 'LS14 (Leeds)', kind: 'postcode' });
    expect(first('ls144ab')).toMatchObject({ name: 'LS14 (Leeds)', kind: 'postcode' });
    expect(first('SW1A 1AA')).toMatchObject({ name: 'SW1A (London South West)', kind: 'postcode' });
    expect(first('EH1 1YZ')).toMatchObject({ name: 'EH1 (Edinburgh)', kind: 'postcode' });
    expect(first('m1')).toMatchObject({ name: 'M1 (Manchester)', kind: 'postcode' });
    expect(first('M11AA')).toMatchObject({ name: 'M1 (Manchester)', kind: 'postcode' });
    expect(first('CF10 1EP')).toMatchObject({ name: 'CF10 (Cardiff)', kind: 'postcode' });
    expect(first('BT1 5GS')).toMatchObject({ name: 'BT1 (Belfast)', kind: 'postcode' });
  });

  it('finds nothing for a name only found inside another word', () => {
    expect(geocoder.search('Paris')).toEqual([]);
    expect(geocoder.search('zzzz')).toEqual([]);
    expect(geocoder.search('ham').map((r) => r.name)).not.toContain('Birmingham, England');
  });

  it('prefers an exact name, then names and then words starting with the query', () => {
    const names = geocoder.search('york', 20).map((r) => r.name);
    expect(names[0]).toBe('York, England');
    expect(names.every((name) => /(^|[\s-])york/i.test(name))).toBe(true);
    const bath = geocoder.search('bath').map((r) => r.name);
    expect(bath[0]).toBe('Bath, England');
    expect(bath.indexOf('Bathgate, Scotland')).toBeGreaterThan(0);
  });

  it('offers a bare area code after exact place names', () => {
    expect(first('ls')).toMatchObject({ name: 'LS (Leeds)', kind: 'postcode' });
  });

  it('has every GB postcode area and none outside GB', () => {
    expect(data.postcodeAreas).toHaveLength(121);
    for (const area of ['GY', 'JE', 'IM']) expect(geocoder.search(`${area}1 1AA`)).toEqual([]);
    for (const row of data.postcodeAreas) {
      const [area, , lat, lng] = row as [string, string, number, number];
      expect(inGb({ lat, lng }), area).toBe(true);
    }
  });

  it('puts York before New York and similar', () => {
    const results = geocoder.search('york');
    expect(results[0]).toMatchObject({ name: 'York, England', kind: 'city' });
    expect(results[0]?.lat).toBeCloseTo(53.96, 1);
  });

  it('never returns anything outside GB', () => {
    for (const q of ['paris', 'new york', 'dublin', 'berlin', 'sydney', 'ton', 'ab', 'xx1 1aa']) {
      for (const r of geocoder.search(q, 50)) expect(inGb(r), `${q}: ${r.name}`).toBe(true);
    }
    expect(geocoder.search('paris').some((r) => r.name.startsWith('Paris,'))).toBe(false);
    // The whole shipped data set is in GB.
    for (const row of data.places) {
      const [name, , lat, lng] = row as [string, string, number, number];
      expect(inGb({ lat, lng }), String(name)).toBe(true);
    }
  });

  it('returns [] for queries shorter than 2 characters', () => {
    expect(geocoder.search('a')).toEqual([]);
    expect(geocoder.search('')).toEqual([]);
    expect(geocoder.search('   b   ')).toEqual([]);
    expect(geocoder.search('leeds', 0)).toEqual([]);
  });

  it('is case-insensitive and trims', () => {
    expect(geocoder.search('LEEDS')).toEqual(geocoder.search('leeds'));
    expect(geocoder.search('  LeEdS  ')).toEqual(geocoder.search('leeds'));
  });

  it('ignores punctuation and accents', () => {
    expect(first('stoke on trent').name).toBe('Stoke-on-Trent, England');
    expect(first('st. helens').name).toBe('St Helens, England');
    expect(first("bo'ness").name).toBe('Bo’ness, Scotland');
    expect(normalizePlaceName('  Bó’ness-on-Sea ')).toBe('boness on sea');
  });

  it('finds Scottish, Welsh and Northern Irish places', () => {
    expect(first('edinburgh')).toMatchObject({ name: 'Edinburgh, Scotland', kind: 'city' });
    expect(first('Inverness').name).toBe('Inverness, Scotland');
    expect(first('glasgow').name).toBe('Glasgow, Scotland');
    expect(first('cardiff')).toMatchObject({ name: 'Cardiff, Wales', kind: 'city' });
    expect(first('aberystwyth')).toMatchObject({ name: 'Aberystwyth, Wales', kind: 'town' });
    expect(first('llandudno').name).toBe('Llandudno, Wales');
    expect(first('belfast').name).toBe('Belfast, Northern Ireland');
  });

  it('orders exact, then prefix, then word matches, ties by population', () => {
    const names = geocoder.search('newport').map((r) => r.name);
    // Two Newports with the same display name are one entry; the bigger one wins.
    expect(names.slice(0, 2)).toEqual(['Newport, Wales', 'Newport, England']);
    expect(names).toContain('Newport Pagnell, England');
    expect(new Set(names).size).toBe(names.length);

    const glas = geocoder.search('glas').map((r) => r.name);
    expect(glas[0]).toBe('Glasgow, Scotland');
    expect(glas.indexOf('Glastonbury, England')).toBeLessThan(glas.indexOf('Port Glasgow, Scotland'));
  });

  it('honours the limit and returns contract-shaped results', () => {
    expect(geocoder.search('new')).toHaveLength(8);
    expect(geocoder.search('new', 3)).toHaveLength(3);
    const results = geocoder.search('new', 100);
    expect(results.length).toBeGreaterThan(8);
    for (const r of results) expect(GeocodeResult.parse(r)).toEqual(r);
  });

  it('returns copies, so callers cannot corrupt the index', () => {
    const r = first('leeds');
    r.name = 'mutated';
    expect(first('leeds').name).toBe('Leeds, England');
  });

  it('exposes the attribution and index size', () => {
    expect(GEOCODE_ATTRIBUTION).toBe(data.attribution);
    expect(GEOCODE_ATTRIBUTION).toContain('GeoNames');
    const stats = geocoder.stats();
    expect(stats.places).toBeGreaterThan(4000);
    expect(stats.postcodeAreas).toBe(121);
  });

  it('searches quickly', () => {
    const queries = ['leeds', 'york', 'ton', 'man', 'st', 'llan', 'zzzz', 'sw1a 1aa', 'bristol', 'ab'];
    geocoder.search('warm up');
    const n = 2000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) geocoder.search(queries[i % queries.length] ?? 'leeds');
    const avgMs = (performance.now() - t0) / n;
    expect(avgMs).toBeLessThan(5); // typically ~0.2 ms; loose bound for slow CI machines
  });
});
