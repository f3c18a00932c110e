import { Client, TermsUrl, Theme } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, themes } from '../../db/schema/index.ts';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';

const testApp = useTestApp({ env: { CLIENT_CACHE_SECONDS: '0' } });

describe('client', () => {
  it('carries every client field of the contract', async () => {
    const client = Client.parse(dataOf(await testApp.request({ method: 'GET', url: '/api/client' })));
    expect(client).toMatchObject({ clientId: 'demo', name: 'Demo Leisure', currency: { symbol: '£' } });
    expect(client.timezone).toBe('Europe/London');
  });

  it('uses the default client for plain localhost', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/client',
      headers: { host: 'localhost:8080' },
    });
    expect(Client.parse(dataOf(response)).clientId).toBe('demo');
  });

  it('reads the client from either host form', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/client',
      headers: { host: 'riverside.my-account.example.com' },
    });
    expect(Client.parse(dataOf(response)).clientId).toBe('riverside');
  });
});

describe('terms and conditions address', () => {
  it('gives each client its own https terms address, on its own site', async () => {
    const demo = Client.parse(dataOf(await testApp.request({ method: 'GET', url: '/api/client' })));
    const riverside = Client.parse(
      dataOf(await testApp.request({ method: 'GET', url: '/api/client', client: 'riverside' })),
    );
    expect(demo.termsUrl).toBe('https://www.demo-leisure.example/terms-and-conditions');
    expect(riverside.termsUrl).toBe('https://www.riverside-sport.example/legal/terms');
  });

  it('refuses an address that is not https where it is set: the contract and the database', async () => {
    for (const bad of [
      'http://www.demo-leisure.example/terms',
      'javascript:alert(1)',
      'https://',
      'terms.html',
    ]) {
      expect(TermsUrl.safeParse(bad).success, bad).toBe(false);
    }
    expect(TermsUrl.safeParse('https://www.demo-leisure.example/terms?v=2').success).toBe(true);
    const { db } = testApp.database.handle;
    for (const bad of [
      'http://www.demo-leisure.example/terms',
      'javascript:alert(1)',
      'https://x',
      'ftp://a.b/c',
    ]) {
      await expect(
        db.update(clients).set({ termsUrl: bad }).where(eq(clients.slug, 'riverside')),
        bad,
      ).rejects.toThrow();
    }
    const [row] = await db
      .select({ termsUrl: clients.termsUrl })
      .from(clients)
      .where(eq(clients.slug, 'riverside'));
    expect(row?.termsUrl).toBe('https://www.riverside-sport.example/legal/terms');
  });
});

describe('theme', () => {
  it("serves the client's theme, and the two clients look different", async () => {
    const demo = Theme.parse(dataOf(await testApp.request({ method: 'GET', url: '/api/frontend/theme' })));
    const riverside = Theme.parse(
      dataOf(await testApp.request({ method: 'GET', url: '/api/frontend/theme', client: 'riverside' })),
    );
    expect(demo.themeAppPrimaryColour).toBeTruthy();
    expect(riverside.themeAppPrimaryColour).not.toBe(demo.themeAppPrimaryColour);
    expect(riverside.themeAppBodyFontStyle).not.toBe(demo.themeAppBodyFontStyle);
  });

  it("falls back to the client's theme for fields a venue theme leaves out", async () => {
    const { db } = testApp.database.handle;
    const venueThemes = (await db.select().from(themes)).filter(
      (row) => row.venueId !== null && row.clientId === 1,
    );
    const venueTheme = venueThemes[0];
    expect(venueTheme).toBeDefined();
    const { venues } = await import('../../db/schema/index.ts');
    const venue = (await db.select().from(venues)).find(
      (row) => row.id === venueTheme?.venueId && row.clientId === 1,
    );
    await db
      .update(themes)
      .set({ bodyFontStyle: null })
      .where(eq(themes.id, venueTheme?.id ?? 0));
    const theme = Theme.parse(
      dataOf(await testApp.request({ method: 'GET', url: `/api/frontend/theme?venue=${venue?.slug}` })),
    );
    const clientTheme = Theme.parse(
      dataOf(await testApp.request({ method: 'GET', url: '/api/frontend/theme' })),
    );
    expect(theme.themeAppPrimaryColour).toBe(venueTheme?.primaryColour);
    expect(theme.themeAppBodyFontStyle).toBe(clientTheme.themeAppBodyFontStyle);
  });

  it('answers 404 for an unknown venue theme', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/frontend/theme?venue=nowhere' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 while the client is in maintenance', async () => {
    const { db } = testApp.database.handle;
    await db.update(clients).set({ isInMaintenance: true }).where(eq(clients.slug, 'riverside'));
    try {
      const response = await testApp.request({
        method: 'GET',
        url: '/api/frontend/theme',
        client: 'riverside',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'maintenance' });
      const other = await testApp.request({ method: 'GET', url: '/api/frontend/theme' });
      expect(other.statusCode).toBe(200);
    } finally {
      await db.update(clients).set({ isInMaintenance: false }).where(eq(clients.slug, 'riverside'));
    }
  });
});

describe('the browser icon', () => {
  it("draws each client's initial on its primary colour, at /favicon.svg and /favicon.ico", async () => {
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { host: 'bookings.riverside.localhost:8080' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toContain('fill="#0f766e"');
      expect(response.body).toMatch(/>R<\/text><\/svg>$/);
    }
    const demo = await testApp.request({ method: 'GET', url: '/favicon.ico' });
    expect(demo.body).toMatch(/>D<\/text><\/svg>$/);
  });

  it('is not found for a host naming no client', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: 'bookings.nobody.localhost' },
    });
    expect(response.statusCode).toBe(404);
  });
});
