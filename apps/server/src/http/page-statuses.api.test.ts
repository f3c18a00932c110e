import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../test/stand-in-web-build.test-kit.ts';
import { startTestApp, type TestApp } from '../test/test-app.test-kit.ts';

// Issue 19: a page's HTTP status says what it shows; its HTML is the same whatever the status.
let testApp: TestApp;
let build: ReturnType<typeof standInWebBuild>;

beforeAll(async () => {
  // A stand-in render: the not-found screen (status 404) for /location/nowhere, a page elsewhere.
  build = standInWebBuild(`export async function renderPage(request) {
    const notFound = new URL(request.url).pathname === '/location/nowhere';
    return {
      html: notFound ? '<section>Not found</section>' : '<main>page</main>',
      pageData: {},
      rootAttributes: {},
      ...(notFound ? { status: 404 } : {}),
    };
  }`);
  testApp = await startTestApp({ webDistDir: build.distDir });
});
afterAll(async () => {
  await testApp?.close();
  build?.remove();
});

const rootOf = (body: string) => /<div id="root">(.*?)<\/div>/s.exec(body)?.[1] ?? '';

describe('the status of a page', () => {
  it('answers 200 for a page', async () => {
    const response = await testApp.request({ method: 'GET', url: '/location/leeds-central' });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<main>page</main>');
  });

  it('answers 404 for the not-found screen the render drew, with that screen', async () => {
    const response = await testApp.request({ method: 'GET', url: '/location/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(rootOf(response.body)).toBe('<section>Not found</section>');
  });

  it('answers 404 for a host naming no client: the page the browser draws "not found" on', async () => {
    for (const app of ['bookings', 'my-account', 'online-joining']) {
      const response = await testApp.app.inject({
        url: '/',
        headers: { host: `${app}.nope.localhost:8080` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers 503 with Retry-After for a client in maintenance: the page shows the maintenance screen', async () => {
    const page = await testApp.request({ method: 'GET', url: '/location/x', client: 'closed' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('3600');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The same page as before: the browser asks the API, which says 503, and shows maintenance.
    expect(page.body).toContain('<div id="root"></div>');
    const api = await testApp.request({ method: 'GET', url: '/api/client', client: 'closed' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe(page.headers['retry-after']);
  });
});
