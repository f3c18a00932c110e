import { Activity, ActivityList, VenueList } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';

const testApp = useTestApp();

const get = (url: string, client = 'demo') => testApp.request({ method: 'GET', url, client });

describe('categories', () => {
  it('lists the root activities a venue offers, each with its sub-activities there', async () => {
    const roots = ActivityList.parse(dataOf(await get('/api/activities/venue/leeds-central/categories')));
    expect(roots.map((root) => root.slug)).toEqual(
      expect.arrayContaining(['fitness-classes', 'swimming', 'racket-sports', 'climbing']),
    );
    expect(roots.every((root) => root.isRoot && root.parentSlug === null)).toBe(true);
    expect(roots.some((root) => root.slug === 'ice-skating')).toBe(false);

    const racket = roots.find((root) => root.slug === 'racket-sports') as Activity;
    expect(racket.subActivities.map((sub) => sub.slug).sort()).toEqual(['badminton', 'squash']);
    expect(racket.subActivities.every((sub) => !sub.isRoot && sub.parentSlug === 'racket-sports')).toBe(true);
    expect(racket).toMatchObject({ v1Type: 'ad_hoc_templates', v2Type: 'resources' });
    expect(new Set(racket.locations.map((location) => location.kind))).toEqual(
      new Set(['badminton_court', 'squash_court']),
    );

    const fitness = roots.find((root) => root.slug === 'fitness-classes') as Activity;
    expect(fitness).toMatchObject({ browseByName: 'time', v1Type: 'class_templates', v2Type: 'classes' });
    expect(fitness.subActivities.find((sub) => sub.slug === 'body-pump')?.isMembersOnly).toBe(true);
  });

  it("returns accessibility facts: the building's, and a pool hoist only for pool activities", async () => {
    const roots = ActivityList.parse(dataOf(await get('/api/activities/venue/leeds-central/categories')));
    const swimming = roots.find((root) => root.slug === 'swimming') as Activity;
    const fitness = roots.find((root) => root.slug === 'fitness-classes') as Activity;
    expect(swimming.accessibility).toEqual(
      expect.arrayContaining(['step_free_access', 'pool_hoist', 'hearing_loop']),
    );
    expect(fitness.accessibility).toContain('step_free_access');
    expect(fitness.accessibility).not.toContain('pool_hoist');
    const venues = VenueList.parse(dataOf(await get('/api/venues')));
    expect(venues.find((venue) => venue.slug === 'leeds-central')?.accessibility).toContain('pool_hoist');
  });

  it('serves one activity with its sub-activities and locations at the venue', async () => {
    const badminton = Activity.parse(
      dataOf(await get('/api/activities/venue/leeds-central/categories/badminton')),
    );
    expect(badminton).toMatchObject({ slug: 'badminton', isRoot: false, parentSlug: 'racket-sports' });
    expect(badminton.allocationStrategy).toBe('customer');
    expect(badminton.locations).toHaveLength(4);
    expect(badminton.locations.every((location) => location.venueSlug === 'leeds-central')).toBe(true);
    const swimming = Activity.parse(
      dataOf(await get('/api/activities/venue/leeds-central/categories/swimming')),
    );
    expect(swimming.subActivities.map((sub) => sub.slug).sort()).toEqual(['lane-swimming', 'public-swim']);
  });

  it('answers 404 for an unknown activity, one the venue does not offer, and an unknown venue', async () => {
    for (const url of [
      '/api/activities/venue/leeds-central/categories/no-such-thing',
      '/api/activities/venue/leeds-central/categories/tennis',
      '/api/activities/venue/no-such-venue/categories',
      '/api/activities/venue/no-such-venue/categories/yoga',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it("keeps tenants apart: riverside cannot read a demo venue's categories", async () => {
    expect((await get('/api/activities/venue/leeds-central/categories', 'riverside')).statusCode).toBe(404);
    const own = ActivityList.parse(dataOf(await get('/api/activities/venue/bath/categories', 'riverside')));
    expect(own.map((root) => root.slug)).toContain('swimming');
  });
});
