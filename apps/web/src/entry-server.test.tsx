// The server's render runs in Node: no window, no document (this file's environment).

import type { PageRenderRequest } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { testClient } from './test/app-harness.tsx';
import { emptyTheme } from './ui/theme/index.ts';

const request = (url: string, overrides: Partial<PageRenderRequest> = {}): PageRenderRequest => ({
  url,
  cookie: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  config: { basePath: '/', defaultClient: 'demo' },
  boot: { client: testClient, theme: emptyTheme, themeVenue: null },
  ...overrides,
});

describe('renderPage (the server render)', () => {
  it('renders the layout and the page in its first state, with the theme for <html>', async () => {
    const page = await renderPage(request('http://bookings.demo.localhost/'));
    expect(typeof window).toBe('undefined');
    expect(page?.html).toContain('Skip to content');
    expect(page?.html).toContain(`Welcome to ${testClient.name}`);
    expect(page?.html).toContain('<main id="main"');
    expect(page?.rootAttributes.style).toMatch(/--primary-500:#[0-9a-f]{6}/);
    expect(page?.rootAttributes.style).toContain("--font-body:'Roboto', 'Roboto Fallback'");
    expect(page?.rootAttributes['data-secondary-button-style']).toBe('solid');
  });

  it('renders the app the host names, under the base path', async () => {
    const page = await renderPage(
      request('http://bookings.demo.localhost/book/basket', {
        config: { basePath: '/book', defaultClient: 'demo' },
      }),
    );
    expect(page?.html).toContain('Shopping basket');
    const account = await renderPage(request('http://my-account.demo.localhost/'));
    expect(account?.html).toContain('data-testid="nav-link-');
  });

  it('leaves to the browser a login token, a redirect and a theme it does not have', async () => {
    expect(await renderPage(request('http://bookings.demo.localhost/?token=abc'))).toBeUndefined();
    expect(await renderPage(request('http://bookings.demo.localhost/leeds-central'))).toBeUndefined();
    const chosenVenue = request('http://bookings.demo.localhost/', { cookie: 'selected_venue_demo=leeds' });
    expect(await renderPage(chosenVenue)).toBeUndefined();
  });

  it('renders what the request’s cookies and browser say: logged in, a phone', async () => {
    const desktop = await renderPage(request('http://bookings.demo.localhost/'));
    expect(desktop?.html).toContain('data-testid="login"');
    expect(desktop?.html).toContain('aria-label="Main"');
    const phone = await renderPage(
      request('http://bookings.demo.localhost/', {
        cookie: 'auth_state_demo=1',
        userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
      }),
    );
    expect(phone?.html).toContain('data-testid="my-account"');
    expect(phone?.html).not.toContain('data-testid="login"');
    expect(phone?.html).not.toContain('aria-label="Main"');
  });

  it('renders the modes the address asks for', async () => {
    const kiosk = await renderPage(request('http://bookings.demo.localhost/?embedded=true'));
    expect(kiosk?.html).not.toContain('class="page-main"');
  });
});
