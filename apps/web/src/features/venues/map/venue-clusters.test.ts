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
});
