import { describe, expect, it } from 'vitest';
import { clusterVenues, itemHolding, itemLabel } from './venue-clusters.ts';

const venues = [
  { slug: 'leeds-central', name: 'Leeds Central', lat: 53.7986, lng: -1.5537 },
  { slug: 'bradford', name: 'Bradford', lat: 53.7935, lng: -1.7527 },
  { slug: 'wakefield', name: 'Wakefield', lat: 53.6833, lng: -1.4977 },
  { slug: 'newcastle', name: 'Newcastle', lat: 54.9738, lng: -1.6132 },
];
const GB: [number, number, number, number] = [-11, 49, 3, 61];

describe('clustering venues on the map', () => {
  it('groups venues that would overlap at a country-wide zoom, and keeps a far one apart', () => {
    const items = clusterVenues(venues, 18).itemsIn(GB, 5);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(cluster?.kind === 'cluster' && [...cluster.slugs].sort()).toEqual([
      'bradford',
      'leeds-central',
      'wakefield',
    ]);
    expect(items).toContainEqual({ kind: 'venue', venue: venues[3] });
  });

  it('splits a cluster at its expansion zoom, until every venue has its own marker', () => {
    const clusters = clusterVenues(venues, 18);
    const cluster = clusters.itemsIn(GB, 5).find((item) => item.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(cluster.expansionZoom).toBeGreaterThan(5);
    const closer = clusters.itemsIn(GB, cluster.expansionZoom);
    expect(closer.length).toBeGreaterThan(2);
    expect(clusters.itemsIn(GB, 12).every((item) => item.kind === 'venue')).toBe(true);
  });

  it('finds the item holding a venue, and names each item', () => {
    const items = clusterVenues(venues, 18).itemsIn(GB, 5);
    expect(itemHolding(items, 'bradford')?.kind).toBe('cluster');
    const newcastle = itemHolding(items, 'newcastle');
    if (!newcastle) throw new Error('expected Newcastle');
    expect(itemLabel(newcastle, null)).toBe('Newcastle');
    expect(itemLabel(newcastle, 'newcastle')).toBe('Newcastle (your venue)');
    const cluster = itemHolding(items, 'leeds-central');
    if (!cluster) throw new Error('expected a cluster');
    expect(itemLabel(cluster, null)).toBe('3 venues here: zoom in');
  });

  it('never draws two items so close that their buttons overlap, at any zoom', () => {
    const crowd = [
      ...venues,
      { slug: 'harrogate', name: 'Harrogate', lat: 53.9921, lng: -1.5418 },
      { slug: 'york', name: 'York', lat: 53.959, lng: -1.0815 },
      { slug: 'huddersfield', name: 'Huddersfield', lat: 53.6458, lng: -1.785 },
      { slug: 'sheffield', name: 'Sheffield', lat: 53.3811, lng: -1.4701 },
    ];
    const clusters = clusterVenues(crowd, 14);
    for (let zoom = 4; zoom <= 14; zoom += 0.5) {
      const items = clusters.itemsIn(GB, zoom);
      expect(items.reduce((sum, item) => sum + (item.kind === 'venue' ? 1 : item.count), 0)).toBe(
        crowd.length,
      );
      const scale = 256 * 2 ** zoom;
      const pixels = items.map((item) => {
        const { lat, lng } = item.kind === 'venue' ? item.venue : item;
        const sin = Math.sin((lat * Math.PI) / 180);
        return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
      });
      for (let i = 0; i < pixels.length; i++) {
        for (let j = i + 1; j < pixels.length; j++) {
          const [ax = 0, ay = 0] = pixels[i] ?? [];
          const [bx = 0, by = 0] = pixels[j] ?? [];
          expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual(46);
        }
      }
    }
  });
});
