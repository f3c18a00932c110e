import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../test/stand-in-web-build.test-kit.ts';
import { startTestApp, type TestApp } from '../test/test-app.test-kit.ts';

// Issue 19: no address of the site sends a browser to another site, and none answers 500.
let testApp: TestApp;
let build: ReturnType<typeof standInWebBuild>;

beforeAll(async () => {
  // The worst page there could be: it redirects to whatever its `to` query value says, as the
  // sign-up page follows `redirect` (the server must not trust the page to have checked it).
  build = standInWebBuild(`export async function renderPage(request) {
    const to = new URL(request.url).searchParams.get('to');
    if (to !== null) return { redirect: to };
    return { html: '<main>page</main>', pageData: {}, rootAttributes: {} };
  }`);
  testApp = await startTestApp({ webDistDir: build.distDir });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await testApp?.close();
  build?.remove();
});

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET over a socket with the path exactly as given: an injected request (and fetch) would resolve
 * `%2e%2e` and `//` as a URL parser does, and hide what a raw request reaches.
 */
function get(path: string): Promise<Answer> {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: 'bookings.demo.localhost:8080' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Where a browser would go from this page's address when it follows the Location header. */
const landing = (location: string | string[] | undefined) =>
  new URL(String(location), 'http://bookings.demo.localhost:8080/page').host;

describe('redirects stay on the site', () => {
  it.each([
    '//evil.example/',
    '//evil.example//',
    '///evil.example/',
    '/%09/evil.example/',
    '/%2F%2Fevil.example/',
    '/.//evil.example/',
  ])('the trailing-slash redirect of %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(landing(response.headers.location)).toBe('bookings.demo.localhost:8080');
    expect(response.headers.location).toBe('/');
  });

  it('keeps the trailing-slash redirect of an ordinary address', async () => {
    const response = await get('/location/leeds-central/?date=2026-05-01');
    expect(response.headers.location).toBe('/location/leeds-central?date=2026-05-01');
  });

  it.each([
    ['/%09/evil.example/', '/'],
    ['%2F%09%2Fevil.example%2F', '/'],
    ['/%0a/x', '/'],
    ['/%0d%0aSet-Cookie:%20x=1', '/'],
    ['//evil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/basket?a=1', '/basket?a=1'],
  ])("a page's redirect to %j, answered by the server as %j, never a 500", async (target, location) => {
    const response = await get(`/register?to=${encodeURIComponent(decodeURIComponent(target))}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('assets', () => {
  it.each([
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e/package.json',
    '/assets/..%2fpackage.json',
    '/assets/%2e%2e%5cpackage.json',
    '/assets/%00.js',
    '/assets/.hidden',
    '/assets/./index-abc.js',
    '/assets/missing-abc.js',
  ])('%s is not found, in the contract’s shape, never a file outside assets/', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'not_found', errors: {} });
    expect(response.body).not.toContain('secret');
  });

  it('refuses an address that does not decode, in the contract’s shape', async () => {
    const response = await get('/assets/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'bad_request' });
  });

  it('still serves the assets', async () => {
    expect((await get('/assets/index-abc.js')).statusCode).toBe(200);
  });
});
