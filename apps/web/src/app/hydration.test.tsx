// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHold } from '../features/cart/hooks/use-hold.ts';
import { mediaQueries } from '../lib/breakpoints.ts';
import { type ServerRequest, setServerRequestSource } from '../lib/page-environment.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { Toaster } from '../ui/toast/index.ts';

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
    renderedAt: Date.now(),
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

/** A basket line's hold, counting down. */
function Hold({ expiresAt }: { expiresAt: string }) {
  return <p>{useHold({ holdExpiresAt: expiresAt, isExpired: false }).secondsLeft} s left</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.renderedAt;
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

  it("counts a hold down from the server's time while hydrating, then from the browser's", async () => {
    const renderedAt = Date.parse('2026-11-27T10:00:00Z');
    const expiresAt = new Date(renderedAt + 600_000).toISOString();
    vi.spyOn(Date, 'now').mockReturnValue(renderedAt);
    const html = serverHtml(<Hold expiresAt={expiresAt} />, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(html).toContain('600');
    // The page reaches the browser 3 s later; the server wrote its clock on <html>.
    document.documentElement.dataset.renderedAt = String(renderedAt);
    vi.spyOn(Date, 'now').mockReturnValue(renderedAt + 3_000);
    const { errors, text } = await hydrate(html, <Hold expiresAt={expiresAt} />);
    expect(errors).toEqual([]);
    expect(text).toBe('597 s left');
  });

  it('adds the toasts only once the page has hydrated', async () => {
    const html = serverHtml(<Toaster />, 'Mozilla/5.0 (X11; Linux x86_64)');
    expect(html).toBe('');
    const { errors } = await hydrate(html, <Toaster />);
    expect(errors).toEqual([]);
    expect(document.body.querySelector('[aria-label="Notifications"]')).not.toBeNull();
  });
});
