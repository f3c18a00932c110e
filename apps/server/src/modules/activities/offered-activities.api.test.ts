import { OfferedActivityList } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';

const testApp = useTestApp();

const offered = async (client = 'demo') =>
  OfferedActivityList.parse(
    dataOf(await testApp.request({ method: 'GET', url: '/api/activities/offered', client })),
  );

describe('activities on offer, with their venues (find by activity)', () => {
  it('lists each activity the client offers with the venues that offer it, by name', async () => {
    const activities = await offered();
    const names = activities.map((activity) => activity.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')));
    const badminton = activities.find((activity) => activity.slug === 'badminton');
    expect(badminton).toMatchObject({ name: 'Badminton', parentSlug: 'racket-sports' });
    expect([...(badminton?.venues ?? [])].sort()).toEqual(['bradford', 'leeds-central', 'york']);
    const skating = activities.find((activity) => activity.slug === 'public-skating');
    expect(skating?.venues).toEqual(['newcastle']);
  });

  it("counts a root's sub-activities' venues as the root's", async () => {
    const activities = await offered();
    const swimming = activities.find((activity) => activity.slug === 'swimming');
    const publicSwim = activities.find((activity) => activity.slug === 'public-swim');
    const laneSwimming = activities.find((activity) => activity.slug === 'lane-swimming');
    expect(swimming?.parentSlug).toBeNull();
    for (const venue of [...(publicSwim?.venues ?? []), ...(laneSwimming?.venues ?? [])]) {
      expect(swimming?.venues).toContain(venue);
    }
    expect(swimming?.venues).not.toContain('newcastle');
  });

  it("names only the host's client's venues and activities", async () => {
    const demoVenues = new Set((await offered('demo')).flatMap((activity) => activity.venues));
    const riverside = await offered('riverside');
    expect(riverside.length).toBeGreaterThan(0);
    for (const activity of riverside) {
      for (const venue of activity.venues) expect(demoVenues.has(venue)).toBe(false);
    }
  });
});
