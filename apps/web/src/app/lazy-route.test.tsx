// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  isChunkLoadError,
  lazyPage,
  loadChunk,
  PageOutlet,
  preloadRoutePages,
} from './lazy-route.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve('module'))).resolves.toBe('module');
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow('Loading chunk failed');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});

describe('isChunkLoadError', () => {
  it('recognises browser messages for failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});

describe('lazyPage in a PageOutlet', () => {
  it('shows the layout at once, a spinner in the page’s place, then the page when its chunk comes', async () => {
    let arrive: (page: ComponentType) => void = () => {};
    const Page = lazyPage(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const router = createMemoryRouter([
      {
        element: (
          <>
            <header>Demo Leisure</header>
            <PageOutlet />
          </>
        ),
        children: [{ index: true, Component: Page }],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Demo Leisure')).toBeTruthy();
    expect(screen.getByTestId('loading-spinner')).toBeTruthy();
    arrive(() => <h1>Shopping basket</h1>);
    expect(await screen.findByRole('heading', { name: 'Shopping basket' })).toBeTruthy();
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
  });
});

describe('preloaded pages', () => {
  it('render at once, with no spinner, once preloaded', async () => {
    const Page = lazyPage(async () => () => <h1>Shopping basket</h1>);
    await Page.preload();
    const router = createMemoryRouter([
      { element: <PageOutlet />, children: [{ index: true, Component: Page }] },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Shopping basket' })).toBeTruthy();
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
  });

  it('preloadRoutePages fetches the pages the address shows, and no others', async () => {
    const loads: string[] = [];
    const page = (name: string) =>
      lazyPage(async () => {
        loads.push(name);
        return () => <h1>{name}</h1>;
      });
    const routes = [
      {
        path: '/',
        element: <PageOutlet />,
        children: [
          { index: true, Component: page('home') },
          { path: 'basket', Component: page('basket') },
        ],
      },
    ];
    await preloadRoutePages(routes, '/book/basket', '/book');
    expect(loads).toEqual(['basket']);
  });
});
