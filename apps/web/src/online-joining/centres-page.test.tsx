// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../lib/system-store.ts';
import { fakeNetwork, listedVenue, ok, renderApp } from '../test/app-harness.test-kit.tsx';
import { CentresPage } from './centres-page.tsx';

const routes = [
  { path: '/', element: <CentresPage /> },
  { path: '/kiosk', element: <CentresPage /> },
];
const centres = [
  listedVenue(1, 'leeds-central', 'Leeds Central Leisure Centre'),
  listedVenue(2, 'york', 'York Leisure Centre'),
];
const joiningCentres = () =>
  fakeNetwork(({ path }) => (path === '/api/venues/online-joining' ? ok(centres) : undefined));
const listedNames = async () => (await screen.findAllByTestId('venue-name')).map((name) => name.textContent);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  act(() => systemStore.initFromUrl(''));
  vi.unstubAllGlobals();
});

describe('/ and /kiosk: the centres to join', () => {
  it('lists every centre', async () => {
    joiningCentres();
    renderApp(routes, '/');
    expect(await listedNames()).toEqual(['Leeds Central Leisure Centre', 'York Leisure Centre']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a centre');
  });

  it('shows a kiosk its own centre, kiosk mode kept on the way in', async () => {
    act(() => systemStore.initFromUrl('?kiosk=true&centre=leeds-central'));
    joiningCentres();
    renderApp(routes, '/kiosk?kiosk=true&centre=leeds-central');
    expect(await listedNames()).toEqual(['Leeds Central Leisure Centre']);
    expect(screen.getByTestId('venue-card').getAttribute('href')).toBe('/centre/leeds-central?kiosk=true');
    // One centre, no choice: the heading names it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Memberships at Leeds Central Leisure Centre',
    );
  });

  it('lists every centre on a kiosk whose centre sells no memberships online', async () => {
    act(() => systemStore.initFromUrl('?kiosk=true&centre=atlantis'));
    joiningCentres();
    renderApp(routes, '/kiosk');
    expect(await listedNames()).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a centre');
  });
});
