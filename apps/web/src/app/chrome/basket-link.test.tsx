// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartWith } from '../../features/cart/test/cart.test-kit.ts';
import { fakeNetwork, ok, renderApp } from '../../test/app-harness.test-kit.tsx';
import { emptyTheme } from '../../ui/theme/index.ts';
import { Header } from './header.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [{ path: '*', element: <Header theme={emptyTheme} /> }];

function showHeaderWith(lines: ReturnType<typeof cartLine>[]) {
  fakeNetwork(({ path }) => (path === '/api/activities/cart' ? ok(cartWith(lines)) : undefined));
  renderApp(routes, '/');
}

/** A phone-sized screen: no media query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the header basket', () => {
  it("shows the basket's item count, named for screen readers", async () => {
    showHeaderWith([cartLine({ id: 1 }), cartLine({ id: 2 })]);
    expect((await screen.findByTestId('basket-count')).textContent).toBe('2');
    const link = screen.getByTestId('nav-link-basket');
    expect(link.getAttribute('aria-label')).toBe('Basket, 2 items');
    expect(link.getAttribute('href')).toBe('/basket');
  });

  it('leaves expired lines out of the count, and shows no count at 0', async () => {
    showHeaderWith([cartLine({ id: 1, isExpired: true })]);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Basket' })).toBeTruthy());
    expect(screen.queryByTestId('basket-count')).toBeNull();
  });

  it('says 1 item in the singular', async () => {
    showHeaderWith([cartLine({ id: 1 })]);
    expect((await screen.findByRole('link', { name: 'Basket, 1 item' })).textContent).toContain('1');
  });

  it("offers the basket in the phone drawer as the menu's basket link, with its count", async () => {
    onPhone();
    showHeaderWith([cartLine({ id: 1 }), cartLine({ id: 2 }), cartLine({ id: 3 })]);
    expect((await screen.findByTestId('basket-count')).textContent).toBe('3');
    expect(screen.queryByTestId('nav-link-basket')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const link = within(drawer).getByTestId('nav-link-basket');
    expect(link.getAttribute('aria-label')).toBe('Basket, 3 items');
    expect(link.textContent).toBe('Basket3');
  });
});
