// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppContextValue } from '../lib/app-context.ts';
import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { readSelectedVenue, writeSelectedVenue } from '../lib/venue-cookie.ts';
import { listedVenue, testClient, testUser } from '../test/app-harness.test-kit.tsx';
import { emptyTheme } from '../ui/theme/index.ts';
import { toast } from '../ui/toast/index.ts';
import { bookingsRoutes } from './bookings-routes.tsx';

const venue = listedVenue(1, 'leeds-central', 'Leeds Central Leisure Centre');

const notFoundBody = { message: 'Not found', code: 'not_found', errors: {} };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/venues/leeds-central') {
        return new Response(JSON.stringify({ data: venue, checksum: 'a'.repeat(64) }), { status: 200 });
      }
      if (input === '/api/auth/user') {
        // A new member: no home venue of their own, their membership's instead.
        const member = {
          ...testUser,
          homeVenueSlug: null,
          membershipUser: { homeVenueId: 1, homeVenueSlug: 'leeds-central' },
        };
        return new Response(JSON.stringify({ data: member, checksum: 'a'.repeat(64) }), { status: 200 });
      }
      return new Response(JSON.stringify(notFoundBody), { status: 404 });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  deleteCookie('selected_venue_demo');
  deleteCookie('selected_venues_demo');
  deleteCookie('auth_state_demo');
});

afterEach(() => {
  cleanup();
  toast.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(bookingsRoutes(testClient, '/'), { initialEntries: [path] });
  const value: AppContextValue = {
    config: { basePath: '/', defaultClient: 'demo' },
    host: { app: 'bookings', client: 'demo' },
    hostname: 'bookings.demo.localhost',
    client: testClient,
    theme: emptyTheme,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={value}>
        <RouterProvider router={router} />
      </AppContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

describe('bookings routes', () => {
  it('shows the basket with its breadcrumb, title and empty state', async () => {
    renderAt('/basket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping basket' })).toBeTruthy();
    expect(await screen.findByText('Nothing in your basket yet.')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Demo Leisure | Shopping basket'));
  });

  it('removes a trailing slash', async () => {
    const router = renderAt('/basket/');
    await screen.findByRole('heading', { level: 1, name: 'Shopping basket' });
    expect(router.state.location.pathname).toBe('/basket');
  });

  it('sends /redirect-to-selected-venue home with a toast when no venue is saved', async () => {
    const show = vi.spyOn(toast, 'danger');
    const router = renderAt('/redirect-to-selected-venue');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(show).toHaveBeenCalledWith('Please select a venue before booking an activity');
  });

  it('sends a logged-in member with no saved venue to their home venue at once, and selects it', async () => {
    writeCookie('auth_state_demo', '1');
    const show = vi.spyOn(toast, 'danger');
    const router = renderAt('/redirect-to-selected-venue');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/location/leeds-central'), {
      timeout: 5000,
    });
    expect(show).not.toHaveBeenCalled();
    expect(readSelectedVenue('demo')).toBe('leeds-central');
  });

  it('sends /course-redirect-to-selected-venue to the saved venue', async () => {
    writeSelectedVenue('demo', 'leeds-central');
    const router = renderAt('/course-redirect-to-selected-venue');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/courses/location/leeds-central'));
  });

  it('turns /{venue} into /location/{venue} and shows the venue name', async () => {
    const router = renderAt('/leeds-central');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leeds Central Leisure Centre' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/location/leeds-central');
  });

  it('shows the not-found screen for an unknown venue', async () => {
    renderAt('/location/nowhere');
    expect(await screen.findByText("Whoops! Looks like you've gone offside.")).toBeTruthy();
  });

  it('shows the full-page error for a path that matches no route', async () => {
    renderAt('/a/b/c/d/e');
    expect(await screen.findByText('We may have dropped the ball on this one.')).toBeTruthy();
  });

  it.each([
    '/favicon.ico',
    '/apple-touch-icon.png',
    '/leeds-central/site.webmanifest',
    '/leeds-central/swim/a.b',
  ])('treats a file-like %s as no route, never as a venue shortcut (no call asks for it)', async (path) => {
    const router = renderAt(path);
    expect(await screen.findByText('We may have dropped the ball on this one.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/venue'))).toEqual([]);
  });

  it('goes home with a 3-second toast when a shortcut names an unknown activity', async () => {
    const show = vi.spyOn(toast, 'danger');
    const router = renderAt('/leeds-central/underwater-hockey');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(show).toHaveBeenCalledWith("We couldn't find the activity you are looking for", {
      duration: 3000,
    });
    await act(async () => {});
  });
});
