// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-focus.tsx';

afterEach(cleanup);

function TitledPage({ title, heading }: { title: string; heading: string }) {
  useEffect(() => {
    document.title = `Demo Leisure | ${title}`;
  }, [title]);
  return <h1>{heading}</h1>;
}

function Shell() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer mainId="main" settleTimeoutMs={300} />
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <TitledPage title="Home" heading="Find a venue" /> },
          { path: '/location/:venue', element: <TitledPage title="Activities at Leeds" heading="Leeds" /> },
          { path: '/day/:date', element: <DayPage /> },
          { path: '/empty', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** One page for many days: the heading element stays, the title changes. */
function DayPage() {
  const { date } = useParams();
  return <TitledPage title={`Yoga, ${date}`} heading="Yoga" />;
}

describe('RouteAnnouncer', () => {
  it('leaves focus alone on the first load', async () => {
    renderRoutes();
    await screen.findByRole('heading', { name: 'Find a venue' });
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
  });

  it('moves focus to the new page’s heading and announces its title after a navigation', async () => {
    const router = renderRoutes();
    await screen.findByRole('heading', { name: 'Find a venue' });
    await act(() => router.navigate('/location/leeds'));
    const heading = await screen.findByRole('heading', { name: 'Leeds' });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    expect(heading.getAttribute('tabindex')).toBe('-1');
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Demo Leisure | Activities at Leeds'),
      { timeout: 5000 },
    );
  });

  it('does not move focus when only the query changes', async () => {
    const router = renderRoutes();
    await screen.findByRole('heading', { name: 'Find a venue' });
    await act(() => router.navigate('/?filter=yoga'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the main landmark when the new page has no heading', async () => {
    const router = renderRoutes();
    await screen.findByRole('heading', { name: 'Find a venue' });
    await act(() => router.navigate('/empty'));
    await screen.findByText('No heading here');
    // No heading ever shows: after the (shortened) wait, the skip target takes focus.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'), { timeout: 5000 });
  });

  it('treats the same page for another day as a new page: same heading, new title', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/day/2026-11-27'));
    const heading = await screen.findByRole('heading', { name: 'Yoga' });
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    act(() => heading.blur());
    await act(() => router.navigate('/day/2026-11-28'));
    await waitFor(() => expect(document.activeElement).toBe(heading), { timeout: 5000 });
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Demo Leisure | Yoga, 2026-11-28'),
      { timeout: 5000 },
    );
  });
});
