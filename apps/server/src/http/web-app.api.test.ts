import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestApp, type TestApp } from '../test/test-app.test-kit.ts';

let testApp: TestApp;
let distDir: string;

beforeAll(async () => {
  // A stand-in for the Vite build: what matters here is how the server serves it.
  distDir = mkdtempSync(join(tmpdir(), 'leisure-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    // A page of some kilobytes (a real one is 16-25 KB), so that it is worth compressing.
    `<!doctype html><html><head><script type="module" src="./assets/index-abc.js"></script><style>${'.a{color:red}'.repeat(100)}</style></head><body></body></html>`,
  );
  writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
  testApp = await startTestApp({ webDistDir: distDir, env: { BASE_PATH: '/book/' } });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the web apps', () => {
  it('serves the bookings app under BASE_PATH with its asset URLs and config rewritten', async () => {
    const response = await testApp.request({ method: 'GET', url: '/book/location/leeds-central' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('src="/book/assets/index-abc.js"');
    expect(response.body).toContain(
      '<script id="app-config" type="application/json">{"basePath":"/book/","defaultClient":"demo","boot":',
    );
  });

  it('puts the client and the theme into the page as the API answers them, for the chosen venue', async () => {
    const configOf = (body: string) => {
      const block = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? '';
      return JSON.parse(block) as { boot?: { client: unknown; theme: unknown; themeVenue: string | null } };
    };
    const page = await testApp.request({ method: 'GET', url: '/book/' });
    const client = await testApp.request({ method: 'GET', url: '/api/client' });
    const theme = await testApp.request({ method: 'GET', url: '/api/frontend/theme' });
    expect(configOf(page.body).boot).toEqual({
      client: dataOf(client),
      theme: dataOf(theme),
      themeVenue: null,
    });
    const chosen = await testApp.request({
      method: 'GET',
      url: '/book/',
      headers: { cookie: 'selected_venue_demo=leeds-central' },
    });
    const venueTheme = await testApp.request({
      method: 'GET',
      url: '/api/frontend/theme?venue=leeds-central',
    });
    expect(configOf(chosen.body).boot).toMatchObject({
      theme: dataOf(venueTheme),
      themeVenue: 'leeds-central',
    });
    // Markup in a theme value cannot end the data block.
    expect(chosen.body.match(/<\/script>/g)?.length).toBe(page.body.match(/<\/script>/g)?.length);
  });

  it('forbids inline script and framing by default', async () => {
    const response = await testApp.request({ method: 'GET', url: '/book/', client: 'riverside' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it("lets only the client's own list of sites frame its pages", async () => {
    const demo = await testApp.request({ method: 'GET', url: '/book/' });
    expect(String(demo.headers['content-security-policy'])).toContain(
      'frame-ancestors http://embed-demo.localhost:*',
    );
    const account = await testApp.app.inject({ url: '/', headers: { host: 'my-account.demo.localhost' } });
    expect(String(account.headers['content-security-policy'])).toContain(
      'frame-ancestors http://embed-demo.localhost:*',
    );
    const api = await testApp.request({ method: 'GET', url: '/api/client' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('redirects outside the base path and removes a trailing slash', async () => {
    const outside = await testApp.request({ method: 'GET', url: '/location/leeds-central' });
    expect(outside.statusCode).toBe(302);
    expect(outside.headers.location).toBe('/book/');
    const trailing = await testApp.request({ method: 'GET', url: '/book/basket/?a=1' });
    expect(trailing.statusCode).toBe(301);
    expect(trailing.headers.location).toBe('/book/basket?a=1');
  });

  it('serves the other apps at the root and assets under both prefixes', async () => {
    const account = await testApp.app.inject({
      url: '/user-details',
      headers: { host: 'my-account.demo.localhost' },
    });
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('src="/assets/index-abc.js"');
    for (const url of ['/assets/index-abc.js', '/book/assets/index-abc.js']) {
      const asset = await testApp.request({ method: 'GET', url });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    }
  });

  it('compresses a page with the best encoding the browser accepts, and says it varies by it', async () => {
    const plain = await testApp.request({ method: 'GET', url: '/book/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = await testApp.request({
      method: 'GET',
      url: '/book/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await testApp.request({
      method: 'GET',
      url: '/book/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keeps unknown API paths as JSON 404s, not pages', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('pages rendered by the server (the web build’s dist-server/entry-server.js)', () => {
  let rendered: TestApp;
  let root: string;

  beforeAll(async () => {
    // A stand-in render: it echoes what the server gave it, and fails for one address.
    root = mkdtempSync(join(tmpdir(), 'leisure-web-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      '<!doctype html>\n<html lang="en-GB"><head><title>Bookings</title><script type="module" crossorigin src="./assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/chunk-abc.js"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(root, 'dist-server', 'entry-server.js'),
      `export async function renderPage(request, api) {
        if (request.url.endsWith('/broken')) throw new Error('render failed');
        if (request.url.endsWith('/register')) return { redirect: '/basket' };
        const client = await api('/api/client', { headers: { accept: 'application/json' } });
        const seen = JSON.stringify({ url: request.url, cookie: request.cookie, client: request.boot.client.clientId, basePath: request.config.basePath, api: client.status });
        return {
          html: '<main>' + seen.replaceAll('<', '&lt;') + ' costs $& and $1</main>',
          pageData: { queries: [{ queryKey: ['client'], answer: await client.json(), note: '</script>' }] },
          rootAttributes: { style: '--primary-500:#4b2a7b;--font-body:"Roboto"', 'data-secondary-button-style': 'outline', 'on"load': 'x' },
          title: 'Demo <Leisure> & Co | Leeds Central',
          pageScripts: ['/assets/page-abc.js'],
          modulePreloads: ['/assets/page-part-abc.js'],
          prefetches: ['/assets/login-modal-abc.js'],
        };
      }`,
    );
    rendered = await startTestApp({ webDistDir: join(root, 'dist') });
  });
  afterAll(async () => {
    await rendered?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const rootOf = (body: string) => /<div id="root">(.*?)<\/div>/s.exec(body)?.[1] ?? '';

  it('puts the render into the root, the theme on <html>, and fetches the scripts after the page', async () => {
    const response = await rendered.request({
      method: 'GET',
      url: '/location/leeds-central?date=today',
      headers: { host: 'bookings.demo.localhost', cookie: 'selected_venue_demo=leeds-central' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(response.body)).toContain(
      '"url":"http://bookings.demo.localhost/location/leeds-central?date=today","cookie":"selected_venue_demo=leeds-central","client":"demo","basePath":"/","api":200} costs $& and $1',
    );
    expect(response.body).toContain(
      '<html lang="en-GB" style="--primary-500:#4b2a7b;--font-body:&quot;Roboto&quot;" data-secondary-button-style="outline">',
    );
    expect(response.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    // The page's own title, before any script runs.
    expect(response.body).toContain('<title>Demo &lt;Leisure&gt; &amp; Co | Leeds Central</title>');
    expect(response.body).not.toContain('<title>Bookings</title>');
    // The page's own chunk runs before the entry's (which then hydrates at once), its imports preloaded.
    expect(response.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/page-abc.js"></script>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(response.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page-part-abc.js">',
    );
    // The login modal is listed for the browser to fetch once the page has loaded, not before.
    expect(response.body).toContain(
      '<script id="idle-prefetch" type="application/json">["/assets/login-modal-abc.js"]</script>',
    );
    expect(response.body).not.toContain('rel="prefetch"');
    // The answers the page was rendered with, from the API in this process, for the browser's cache.
    const pageData = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(pageData).not.toContain('</script>');
    expect(JSON.parse(pageData ?? '')).toMatchObject({
      queries: [{ queryKey: ['client'], answer: { data: { clientId: 'demo' } }, note: '</script>' }],
    });
    expect(response.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk-abc.js">',
    );
  });

  it('answers with the redirect the page makes, kept by no cache', async () => {
    const response = await rendered.request({ method: 'GET', url: '/register' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/basket');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the page to the browser when the render fails, and inside another site’s frame', async () => {
    for (const headers of [{}, { 'sec-fetch-dest': 'iframe' }]) {
      const url = 'sec-fetch-dest' in headers ? '/' : '/broken';
      const response = await rendered.request({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(response.body).toContain('<html lang="en-GB">');
      expect(response.body).toContain('<title>Bookings</title>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    }
  });
});
