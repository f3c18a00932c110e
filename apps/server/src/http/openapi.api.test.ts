import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contracts from '@leisure/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activities, venues } from '../db/schema/index.ts';
import { backgroundWorkOf } from '../process/background.ts';
import { cookieHeader, type Shopper, useBookingKit } from '../test/booking-kit.test-kit.ts';
import { operationsOf, servedDocument } from '../test/served-document.test-kit.ts';
import { startTestApp } from '../test/test-app.test-kit.ts';
import { buildWebApps } from '../test/web-build.test-kit.ts';

/**
 * The API document after a server has been used: its pages rendered by the web build's server
 * render (which brings a copy of the contracts of its own into this process), every operation
 * called, and every background job run once. It used to answer 500 from then on
 * (`Duplicate schema id "AuthUser"`).
 */

const outDir = mkdtempSync(join(tmpdir(), 'leisure-openapi-'));
const webDistDir = join(outDir, 'dist');
beforeAll(() => buildWebApps(outDir), 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const kit = useBookingKit({ webDistDir });

const hosts = {
  bookings: 'bookings.demo.localhost',
  'my-account': 'my-account.demo.localhost',
  'online-joining': 'online-joining.demo.localhost',
};

type AppName = keyof typeof hosts;

/** Pages of the three apps, with the demo client's first venue and activity. */
async function pageUrls(): Promise<{ app: AppName; url: string }[]> {
  const [venue] = await kit.db().select({ slug: venues.slug }).from(venues).limit(1);
  const [activity] = await kit.db().select({ slug: activities.slug }).from(activities).limit(1);
  const location = `/location/${venue?.slug}`;
  const pages: Record<AppName, string[]> = {
    bookings: [
      '/',
      location,
      `${location}/${activity?.slug}`,
      '/courses/location/x',
      '/basket',
      '/checkout',
      '/register',
      '/attendees',
      '/pricing',
      '/kiosk',
      '/front-of-house',
    ],
    'my-account': [
      '/',
      '/bookings',
      '/memberships',
      '/packages',
      '/payments',
      '/guest-passes',
      '/user-details',
    ],
    'online-joining': ['/', `/centre/${venue?.slug}`],
  };
  return Object.entries(pages).flatMap(([app, urls]) => urls.map((url) => ({ app: app as AppName, url })));
}

async function renderEveryPage(people: Shopper[]) {
  const urls = await pageUrls();
  for (const who of people) {
    for (const { app, url } of urls) {
      const page = await kit.testApp.app.inject({
        method: 'GET',
        url,
        headers: { host: hosts[app], cookie: cookieHeader(who) },
      });
      expect(page.statusCode, `${app} ${url}`).toBeLessThan(500);
    }
  }
}

/** Each operation of the document once for each person: path values `1`, an empty body. */
async function callEveryOperation(people: Shopper[]) {
  const document = await servedDocument(kit.testApp);
  for (const who of people) {
    for (const { path, method, operation } of operationsOf(document)) {
      const url = path.replace(/\{\w+\}/g, '1');
      const response = await kit.call(who, {
        method: method.toUpperCase() as 'GET',
        url,
        ...(operation.requestBody ? { payload: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  }
}

describe('the API document of a server that has been used', () => {
  it('stays a valid OpenAPI 3.1 document, and a server started afterwards makes the same', async () => {
    const people = [kit.visitor(), await kit.customer(), await kit.staff()];
    await renderEveryPage(people);
    await callEveryOperation(people);
    for (const work of backgroundWorkOf(kit.testApp.app)) await work.pass(() => false);

    // The condition that broke it: the render's own copy of the contracts has registered the
    // same ids in zod's registry, which is one per process.
    const registered = z.globalRegistry._idmap.get('AuthUser');
    expect(registered).toBeDefined();
    expect(registered).not.toBe(contracts.AuthUser);

    const document = await servedDocument(kit.testApp);
    const later = await startTestApp();
    try {
      expect(await servedDocument(later)).toEqual(document);
    } finally {
      await later.close();
    }
  }, 300_000);
});
