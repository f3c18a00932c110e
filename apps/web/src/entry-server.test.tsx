// The server's render runs in Node: no window, no document (this file's environment).

import type { PageApiFetch, PageRenderRequest, RenderedPage } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { cartLine, cartWith } from './features/cart/test/cart.test-kit.ts';
import { listedVenue, ok, testClient } from './test/app-harness.test-kit.tsx';
import { fullPageErrorTexts, notFoundTexts } from './ui/screens/index.ts';
import { emptyTheme } from './ui/theme/index.ts';
import { toast } from './ui/toast/index.ts';

/** Text as React's server renderer writes it: `'` as `&#x27;`, as `&amp;` and so on. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const request = (url: string, overrides: Partial<PageRenderRequest> = {}): PageRenderRequest => ({
  url,
  cookie: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  config: { basePath: '/', defaultClient: 'demo' },
  boot: { client: testClient, theme: emptyTheme, themeVenue: null },
  ...overrides,
});

/** An API that answers nothing: every page renders in its first state. */
const noApi = async () => new Response(null, { status: 503 });

/** The render of a page that renders (not a redirect, not left to the browser). */
async function renderedPage(pageRequest: PageRenderRequest, api: PageApiFetch): Promise<RenderedPage> {
  const page = await renderPage(pageRequest, api);
  if (!page || 'redirect' in page)
    throw new Error(`${pageRequest.url} did not render: ${JSON.stringify(page)}`);
  return page;
}

describe('renderPage (the server render)', () => {
  it('renders the layout and the page in its first state, with the theme for <html>', async () => {
    const page = await renderedPage(request('http://bookings.demo.localhost/'), noApi);
    expect(typeof window).toBe('undefined');
    expect(page.html).toContain('Skip to content');
    expect(page.html).toContain(`Welcome to <!-- -->${testClient.name}`);
    expect(page.html).toContain('<main id="main"');
    expect(page.rootAttributes.style).toMatch(/--primary-500:#[0-9a-f]{6}/);
    expect(page.rootAttributes.style).toContain("--font-body:'Roboto', 'Roboto Fallback'");
    expect(page.rootAttributes['data-secondary-button-style']).toBe('solid');
  });

  it("gives the page's own title, as the browser sets it", async () => {
    const home = await renderedPage(request('http://bookings.demo.localhost/'), noApi);
    expect(home.title).toBe(`${testClient.name} | Home`);
    const api = async (path: string) =>
      path.startsWith('/api/activities/cart') ? Response.json(ok(cartWith([cartLine()])).body) : noApi();
    const basket = await renderedPage(request('http://bookings.demo.localhost/basket'), api);
    expect(basket.html).toContain('Morning yoga');
    expect(basket.title).toBe(`${testClient.name} | Shopping basket`);
  });

  it('renders a page whose address has a query string', async () => {
    const page = await renderedPage(request('http://bookings.demo.localhost/?reset_token=abc'), noApi);
    expect(page.html).toContain(`Welcome to <!-- -->${testClient.name}`);
  });

  it('renders the app the host names, under the base path', async () => {
    const page = await renderedPage(
      request('http://bookings.demo.localhost/book/basket', {
        config: { basePath: '/book', defaultClient: 'demo' },
      }),
      noApi,
    );
    expect(page.html).toContain('Shopping basket');
    const account = await renderedPage(request('http://my-account.demo.localhost/'), noApi);
    expect(account.html).toContain('data-testid="nav-link-');
  });

  it('leaves to the browser a login token, a theme it does not have and a redirect with a toast', async () => {
    expect(await renderPage(request('http://bookings.demo.localhost/?token=abc'), noApi)).toBeUndefined();
    const chosenVenue = request('http://bookings.demo.localhost/', { cookie: 'selected_venue_demo=leeds' });
    expect(await renderPage(chosenVenue, noApi)).toBeUndefined();
    // No venue chosen: home, with a toast only the browser can show (and the server keeps none).
    const toasts: unknown[] = [];
    const stopListening = toast.subscribe(() => toasts.push(toast.list()));
    const noVenue = await renderPage(
      request('http://bookings.demo.localhost/redirect-to-selected-venue'),
      noApi,
    );
    stopListening();
    expect(noVenue).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('answers the redirects of routes and pages itself', async () => {
    const at = (url: string, overrides: Partial<PageRenderRequest> = {}) =>
      renderPage(request(url, overrides), noApi);
    // A route's loader.
    expect(await at('http://bookings.demo.localhost/leeds-central')).toEqual({
      redirect: '/location/leeds-central',
    });
    const chosen = {
      cookie: 'selected_venue_demo=leeds',
      boot: { client: testClient, theme: emptyTheme, themeVenue: 'leeds' },
    };
    expect(await at('http://bookings.demo.localhost/redirect-to-selected-venue', chosen)).toEqual({
      redirect: '/location/leeds',
    });
    // A page's <Redirect>, under the base path.
    expect(
      await at('http://bookings.demo.localhost/book/leeds/swimming/2026-11-23/by-time', {
        config: { basePath: '/book', defaultClient: 'demo' },
      }),
    ).toEqual({ redirect: '/book/location/leeds/swimming/2026-11-23/by-time' });
    expect(
      await at('http://bookings.demo.localhost/register?redirect=%2Fbasket', { cookie: 'auth_state_demo=1' }),
    ).toEqual({
      redirect: '/basket',
    });
  });

  it('renders what the request’s cookies and browser say: logged in, a phone', async () => {
    const desktop = await renderedPage(request('http://bookings.demo.localhost/'), noApi);
    expect(desktop.html).toContain('data-testid="login"');
    expect(desktop.html).toContain('aria-label="Main"');
    const phone = await renderedPage(
      request('http://bookings.demo.localhost/', {
        cookie: 'auth_state_demo=1',
        userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
      }),
      noApi,
    );
    expect(phone.html).toContain('data-testid="my-account"');
    expect(phone.html).not.toContain('data-testid="login"');
    expect(phone.html).not.toContain('aria-label="Main"');
  });

  it('renders the modes the address asks for', async () => {
    const kiosk = await renderedPage(request('http://bookings.demo.localhost/?embedded=true'), noApi);
    expect(kiosk.html).not.toContain('class="page-main"');
  });

  it('renders the page with the answers its first render asks for, and sends them along', async () => {
    const asked: string[] = [];
    const api = async (path: string, init: RequestInit) => {
      asked.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/api/venues') {
        return Response.json(ok([listedVenue(1, 'leeds-central', 'Leeds Central Leisure Centre')]).body);
      }
      return new Response(null, { status: 502 });
    };
    const page = await renderedPage(request('http://bookings.demo.localhost/'), api);
    expect(asked).toContain('GET /api/venues');
    expect(page.html).toContain('Leeds Central Leisure Centre');
    type Sent = { queries: { queryKey: unknown[]; state: { status: string } }[] };
    const { queries } = (page.pageData ?? { queries: [] }) as Sent;
    expect(queries.find((query) => query.queryKey[0] === 'venues')?.state.status).toBe('success');
    // What failed is left for the browser to ask again, not sent as an error.
    expect(queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('leaves the data to the browser when the API is slow', async () => {
    const slow = () => new Promise<Response>(() => {});
    const started = Date.now();
    const page = await renderedPage(request('http://bookings.demo.localhost/'), slow);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(page.html).toContain('Choose your venue');
    expect(page.html).not.toContain('Leeds Central Leisure Centre');
  });

  it('answers 404 for a not-found screen, with the answer the screen was drawn from (issue 19)', async () => {
    const notFound = async () =>
      Response.json({ message: 'Not found', code: 'not_found', errors: {} }, { status: 404 });
    const api = async (path: string) => (path === '/api/venues/nowhere' ? notFound() : noApi());
    const venue = await renderedPage(request('http://bookings.demo.localhost/location/nowhere'), api);
    expect(venue.status).toBe(404);
    expect(venue.html).toContain(asHtml(notFoundTexts.heading));
    type Sent = { queries: { queryKey: unknown[]; state: { status: string; error: { status?: number } } }[] };
    const { queries } = venue.pageData as Sent;
    expect(queries.find((query) => query.queryKey.join('/') === 'venues/nowhere')?.state).toMatchObject({
      status: 'error',
      error: { status: 404 },
    });
    // A path no route matches: the full-page error, also 404.
    for (const url of [
      'http://my-account.demo.localhost/no/such/page',
      'http://online-joining.demo.localhost/x/y',
    ]) {
      const page = await renderedPage(request(url), noApi);
      expect(page.html).toContain(asHtml(fullPageErrorTexts.heading));
      expect(page.status).toBe(404);
    }
    // Any other page: no status, the server answers 200.
    expect((await renderedPage(request('http://bookings.demo.localhost/'), noApi)).status).toBeUndefined();
  });

  it('answers a sign-up redirect only to a path of this site (issue 19)', async () => {
    const loggedIn = { cookie: 'auth_state_demo=1' };
    for (const target of [
      '%2F%09%2Fevil.example%2F',
      '/%09/evil.example/',
      '/%0a/x',
      '//evil.example',
      '/%5Cevil',
    ]) {
      const page = await renderPage(
        request(`http://bookings.demo.localhost/register?redirect=${target}`, loggedIn),
        noApi,
      );
      expect(page).toEqual({ redirect: '/' });
    }
  });
});
