// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { writeCookie } from './cookies.ts';
import {
  isServerRender,
  pageCookies,
  pageFetch,
  pageLocation,
  type ServerRequest,
  setServerRequestSource,
} from './page-environment.ts';

describe('page environment', () => {
  it('is the request while the server renders, and the window otherwise', async () => {
    const api = async (path: string) => new Response(path);
    const request: ServerRequest = {
      url: new URL('https://bookings.demo.example/basket?kiosk=true'),
      cookie: 'a=1',
      isPhone: true,
      fetch: api,
      renderedAt: 0,
    };
    let current: ServerRequest | undefined = request;
    setServerRequestSource(() => current);
    expect([isServerRender(), pageLocation().pathname, pageCookies()]).toEqual([true, '/basket', 'a=1']);
    expect(await (await pageFetch('/api/cart', {})).text()).toBe('/api/cart');
    current = undefined;
    expect(isServerRender()).toBe(false);
    expect(pageLocation()).toBe(window.location);
  });

  it('reads the cookies once per task, and again after a write', async () => {
    writeCookie('first', '1');
    expect(pageCookies()).toContain('first=1');
    // Set behind the cache's back (as a response's Set-Cookie would): seen from the next task.
    // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the browser.
    document.cookie = 'second=2';
    expect(pageCookies()).not.toContain('second=2');
    await new Promise((resolve) => setTimeout(resolve));
    expect(pageCookies()).toContain('second=2');
    writeCookie('third', '3');
    expect(pageCookies()).toContain('third=3');
  });
});
