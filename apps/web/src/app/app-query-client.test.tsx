// @vitest-environment jsdom
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { readPageData } from '../lib/boot-data.ts';
import { isNotFound } from '../lib/queries.ts';
import { createAppQueryClient, pageDataFreshMs } from './app.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Venues({ queryFn }: { queryFn: () => Promise<string> }) {
  const venues = useQuery({ queryKey: ['venues'], queryFn });
  const basket = useQuery({ queryKey: ['basket'], queryFn });
  return (
    <p>
      {venues.data ?? 'loading'} / {basket.data ?? 'loading'}
    </p>
  );
}

/** What the server sends with a page that it rendered with the venues. */
function serverPageData() {
  const server = new QueryClient();
  server.setQueryData(['venues'], 'from the server');
  return dehydrate(server);
}

const appQueryClient = () =>
  createAppQueryClient({
    config: { basePath: '/', defaultClient: 'demo' },
    host: { app: 'bookings', client: 'demo' },
    boot: undefined,
    pageData: serverPageData(),
  });

it('shows the answers the page came with, without asking again as it mounts; asks for the rest', async () => {
  const queryFn = vi.fn(async () => 'from the browser');
  render(
    <QueryClientProvider client={appQueryClient()}>
      <Venues queryFn={queryFn} />
    </QueryClientProvider>,
  );
  expect(screen.getByText(/from the server \/ loading/)).toBeTruthy();
  expect(await screen.findByText('from the server / from the browser')).toBeTruthy();
  expect(queryFn).toHaveBeenCalledTimes(1);
});

it('asks again for them once they are older than the page’s freshness', async () => {
  const queryClient = appQueryClient();
  vi.useFakeTimers({ now: Date.now() + pageDataFreshMs + 1, toFake: ['Date'] });
  const queryFn = vi.fn(async () => 'from the browser');
  render(
    <QueryClientProvider client={queryClient}>
      <Venues queryFn={queryFn} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('from the browser / from the browser')).toBeTruthy();
  expect(queryFn).toHaveBeenCalledTimes(2);
});

/** A page that shows a venue, or "not found" for an answer that says so. */
function Venue() {
  const venue = useQuery({ queryKey: ['venues'], queryFn: async () => 'found' });
  if (venue.isPending) return <p>loading</p>;
  return <p>{isNotFound(venue.error) ? 'not found' : venue.data}</p>;
}

it('keeps a "not found" the page was drawn with: the not-found screen, never a spinner (issue 19)', async () => {
  const server = new QueryClient();
  await server
    .fetchQuery({
      queryKey: ['venues'],
      queryFn: () => Promise.reject(new ApiError({ status: 404, message: 'Not found' })),
      retry: false,
    })
    .catch(() => undefined);
  // As the browser reads it from the page: through JSON, as the server wrote it.
  document.body.innerHTML = `<script id="page-data" type="application/json">${JSON.stringify(
    dehydrate(server, { shouldDehydrateQuery: () => true }),
  )}</script>`;
  const queryClient = createAppQueryClient({
    config: { basePath: '/', defaultClient: 'demo' },
    host: { app: 'bookings', client: 'demo' },
    boot: undefined,
    pageData: readPageData(),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Venue />
    </QueryClientProvider>,
  );
  expect(screen.getByText('not found')).toBeTruthy();
});
