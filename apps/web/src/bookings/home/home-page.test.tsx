// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../lib/app-context.ts';
import { testClient } from '../../test/app-harness.test-kit.tsx';
import { emptyTheme } from '../../ui/theme/index.ts';
import { HomePage } from './home-page.tsx';

vi.mock('../../features/venues/map/venue-map.tsx', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('welcomes with the client name in the only h1, then offers venue selection', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ data: [], checksum: '0'.repeat(64) }), { status: 200 }),
      ),
    );
    render(
      <AppContext.Provider
        value={{
          config: { basePath: '/', defaultClient: 'demo' },
          host: { app: 'bookings', client: 'demo' },
          hostname: 'bookings.demo.localhost',
          client: testClient,
          theme: emptyTheme,
        }}
      >
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </QueryClientProvider>
      </AppContext.Provider>,
    );
    const welcome = screen.getByTestId('welcome');
    expect(within(welcome).getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Demo Leisure');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('select-venue')).toBeTruthy();
    expect(within(screen.getByTestId('search-venue')).getByLabelText('Search venues')).toBeTruthy();
  });
});
