import { Footer, Venue, VenueList } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';

const testApp = useTestApp();

const venuesOf = async (client: string) =>
  VenueList.parse(dataOf(await testApp.request({ method: 'GET', url: '/api/venues', client })));

describe('venues', () => {
  it("lists the client's venues", async () => {
    const venues = await venuesOf('demo');
    expect(venues.length).toBeGreaterThanOrEqual(12);
    expect(new Set(venues.map((venue) => venue.slug)).size).toBe(venues.length);
  });

  it('keeps tenants apart: riverside never sees demo venues', async () => {
    const demo = await venuesOf('demo');
    const riverside = await venuesOf('riverside');
    expect(riverside.length).toBeGreaterThan(0);
    const demoSlugs = new Set(demo.map((venue) => venue.slug));
    expect(riverside.some((venue) => demoSlugs.has(venue.slug))).toBe(false);
    const someDemoVenue = demo[0] as Venue;
    for (const key of [someDemoVenue.slug, String(someDemoVenue.id)]) {
      const response = await testApp.request({
        method: 'GET',
        url: `/api/venues/${key}`,
        client: 'riverside',
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('finds one venue by slug and by id', async () => {
    const [first] = await venuesOf('demo');
    const bySlug = Venue.parse(
      dataOf(await testApp.request({ method: 'GET', url: `/api/venues/${first?.slug}` })),
    );
    const byId = Venue.parse(
      dataOf(await testApp.request({ method: 'GET', url: `/api/venues/${first?.id}` })),
    );
    expect(bySlug).toEqual(first);
    expect(byId).toEqual(first);
  });

  it('answers 404 for an unknown venue', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/venues/no-such-venue' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('lists only online-joining venues on the online-joining call', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/venues/online-joining' });
    const venues = VenueList.parse(dataOf(response));
    expect(venues.every((venue) => venue.onlineJoiningEnabled)).toBe(true);
  });

  it('answers 404 unknown_client for a host naming no client', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/venues', client: 'nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'unknown_client' });
  });
});

describe('footer', () => {
  it('serves sanitised footer HTML, even for a row written around the sanitiser', async () => {
    const [first] = await venuesOf('demo');
    const { handle } = testApp.database;
    const { venues } = await import('../../db/schema/index.ts');
    const { and, eq } = await import('drizzle-orm');
    await handle.db
      .update(venues)
      .set({
        footerHtml:
          '<p onclick="steal()">Open daily</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      })
      .where(and(eq(venues.slug, first?.slug ?? ''), eq(venues.clientId, 1)));
    const response = await testApp.request({
      method: 'GET',
      url: `/api/activities/footer?venue=${first?.slug}`,
    });
    const { html } = Footer.parse(dataOf(response));
    expect(html).toContain('Open daily');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|alert/);
  });
});
