import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.test-kit.ts';

const testApp = useTestApp();
const hostPage = (host: string, url = '/') => testApp.app.inject({ method: 'GET', url, headers: { host } });

describe('the sample host page (development and test)', () => {
  it('is another origin that frames the bookings app in embedded mode', async () => {
    const response = await hostPage('embed-demo.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<iframe src="http://bookings.demo.localhost:8080/?embedded=true"');
    expect(response.body).toContain('title="Book an activity with Demo Leisure"');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('frame-src http://*.demo.localhost:8080');
    expect(policy).not.toContain('script-src');
  });

  it('frames another client when asked, and refuses one that does not exist', async () => {
    const riverside = await hostPage('embed-demo.localhost:8080', '/?client=riverside');
    expect(riverside.body).toContain('src="http://bookings.riverside.localhost:8080/?embedded=true"');
    expect((await hostPage('embed-demo.localhost:8080', '/?client=nobody')).statusCode).toBe(404);
  });

  it('leaves every other host to the apps', async () => {
    const response = await hostPage('bookings.demo.localhost:8080', '/');
    expect(response.body).not.toContain('sample operator page');
  });
});
