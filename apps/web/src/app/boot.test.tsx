// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, Boot } from './boot.tsx';

const checksum = 'a'.repeat(64);
const client = {
  id: 1,
  clientId: 'demo',
  name: 'Demo Leisure',
  currency: { code: 'GBP', symbol: '£' },
  timezone: 'Europe/London',
  timeFormat: '24h',
  onlineJoiningEnabled: false,
  guestPassesEnabled: false,
  kioskHomeUrl: null,
  termsUrl: 'https://www.demo-leisure.example/terms-and-conditions',
  migrationDate: null,
  analytics: { googleAnalyticsId: null, googleTagManagerId: null },
};
const theme = {
  headerPrimaryColour: null,
  themeAppLogo: null,
  themeAppDarkBgColour: null,
  themeAppHeaderBgColour: null,
  themeAppHeadingFontStyle: null,
  themeAppPrimaryColour: '#123456',
  themeAppSecondaryColour1: null,
  themeAppSecondaryColour2: null,
  themeAppBodyFontStyle: null,
  themeAppSecondaryButtonStyle: null,
};

function serve(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const [status, body] = routes[path] ?? [404, { message: 'Not found', code: 'not_found', errors: {} }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

function renderBoot() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Boot config={{ basePath: '/', defaultClient: 'demo' }} host={{ app: 'bookings', client: 'demo' }}>
        <p>App ready</p>
      </Boot>
    </QueryClientProvider>,
  );
}

/** A client's theme as the one applied last, then a bare :root: what a screen applies shows. */
beforeEach(async () => {
  await applyTheme(theme);
  document.documentElement.removeAttribute('style');
});

const bodyFont = () => document.documentElement.style.getPropertyValue('--font-body');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Boot', () => {
  it('shows the spinner, then the app with the theme applied', async () => {
    serve({
      '/api/client': [200, { data: client, checksum }],
      '/api/frontend/theme': [200, { data: theme, checksum }],
    });
    renderBoot();
    expect(screen.getByTestId('loading-spinner')).toBeTruthy();
    expect(await screen.findByText('App ready')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--primary-500')).toBe('#123456');
  });

  it('shows the maintenance screen when the theme answers 503', async () => {
    serve({
      '/api/client': [200, { data: client, checksum }],
      '/api/frontend/theme': [503, { message: 'Maintenance', code: 'maintenance', errors: {} }],
    });
    renderBoot();
    expect(await screen.findByText('Service disruption')).toBeTruthy();
    expect(screen.getByText('Unable to access the site due to planned maintenance.')).toBeTruthy();
    expect(bodyFont()).toContain('Roboto');
    expect(document.documentElement.style.getPropertyValue('--primary-500')).toBe('#4b2a7b');
  });

  it('shows the full-page error when the client cannot be loaded', async () => {
    serve({});
    renderBoot();
    expect(await screen.findByText('We may have dropped the ball on this one.')).toBeTruthy();
    expect(bodyFont()).toContain('Roboto');
    expect(document.documentElement.style.getPropertyValue('--font-heading')).toContain('Lato');
  });

  it('tells an unknown client so, with no "Go home" that would only come back here', async () => {
    serve({
      '/api/client': [404, { message: 'This site does not exist.', code: 'unknown_client', errors: {} }],
      '/api/frontend/theme': [
        404,
        { message: 'This site does not exist.', code: 'unknown_client', errors: {} },
      ],
    });
    renderBoot();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We may have dropped the ball on this one.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go home' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
