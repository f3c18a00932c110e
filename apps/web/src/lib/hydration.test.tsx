// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/toast/index.ts';
import { mediaQueries } from './breakpoints.ts';
import { type ServerRequest, setServerRequestSource } from './page-environment.ts';
import { useMediaQuery } from './use-media-query.ts';

// React's act() without Testing Library: say this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

/** What the server guesses: the layout for a wide screen or a phone's. */
function Layout() {
  return <p>{useMediaQuery(mediaQueries.desktopUp) ? 'wide' : 'narrow'}</p>;
}

/** The server's HTML of `app` for a browser with `userAgent`, as entry-server.tsx renders it. */
function serverHtml(app: React.ReactNode, userAgent: string): string {
  const request: ServerRequest = {
    url: new URL('http://bookings.demo.localhost/'),
    cookie: '',
    isPhone: /\bMobi/.test(userAgent),
    fetch: async () => new Response(null, { status: 503 }),
  };
  setServerRequestSource(() => request);
  try {
    return renderToString(app);
  } finally {
    setServerRequestSource(() => undefined);
  }
}

/** Hydrates `html` with `app`; answers what React reported (mismatches) and the root's text. */
async function hydrate(html: string, app: React.ReactNode): Promise<{ errors: unknown[]; text: string }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { errors, text: container.textContent ?? '' };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hydrating what the server rendered', () => {
  it("repeats the server's guess of a phone's screen, then measures", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone);
    const html = serverHtml(<Layout />, phone);
    expect(html).toContain('narrow');
    // jsdom has no matchMedia: measured, every query matches (a wide screen).
    const { errors, text } = await hydrate(html, <Layout />);
    expect(errors).toEqual([]);
    expect(text).toBe('wide');
  });

  it('adds the toasts only once the page has hydrated', async () => {
    const html = serverHtml(<Toaster />, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(html).toBe('');
    const { errors } = await hydrate(html, <Toaster />);
    expect(errors).toEqual([]);
    expect(document.body.querySelector('[aria-label="Notifications"]')).not.toBeNull();
  });
});
