// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserQueryKey, notifyAuthChanged } from '../../lib/auth.ts';
import { deleteCookie, writeCookie } from '../../lib/cookies.ts';
import { systemStore } from '../../lib/system-store.ts';
import { readSelectedVenue } from '../../lib/venue-cookie.ts';
import {
  fakeNetwork,
  ok,
  renderApp,
  testClient,
  testUser as user,
} from '../../test/app-harness.test-kit.tsx';
import { emptyTheme } from '../../ui/theme/index.ts';
import { toast } from '../../ui/toast/index.ts';
import { useAuthSession } from '../use-auth-session.ts';
import { Header } from './header.tsx';

function Chrome() {
  useAuthSession(testClient.clientId);
  return <Header theme={emptyTheme} />;
}

const routes = [{ path: '*', element: <Chrome /> }];

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  deleteCookie('auth_state_demo');
  deleteCookie('selected_venue_demo');
  deleteCookie('selected_venues_demo');
  vi.unstubAllGlobals();
});

describe('header navigation', () => {
  it('leads to activities and to courses at the selected venue', () => {
    fakeNetwork();
    renderApp(routes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[data-testid="nav-link-book-activity"]')?.getAttribute('href')).toBe(
      '/redirect-to-selected-venue',
    );
    const courses = screen.getByRole('link', { name: 'Book a course' });
    expect(courses.getAttribute('href')).toBe('/course-redirect-to-selected-venue');
    expect(nav.contains(courses)).toBe(true);
  });
});

describe('header account actions', () => {
  it('offers Log in to a visitor and opens the login modal with it', () => {
    const calls = fakeNetwork();
    renderApp(routes, '/');
    expect(screen.queryByTestId('my-account')).toBeNull();
    fireEvent.click(screen.getByTestId('login'));
    expect(systemStore.get().loginModal).toBe('login');
    // Logged out: the account is never asked for.
    expect(calls.filter((call) => call.path === '/api/auth/user')).toEqual([]);
  });

  it('shows My account and Log out when logged in, selects the home venue, and logs out', async () => {
    const calls = fakeNetwork(({ method, path }) => {
      if (path === '/api/auth/user') return ok(user);
      if (method === 'POST' && path === '/api/auth/logout') {
        deleteCookie('auth_state_demo'); // what the server's Set-Cookie does
        return ok({ loggedOut: true });
      }
      return undefined;
    });
    writeCookie('auth_state_demo', '1');
    const { queryClient } = renderApp(routes, '/');
    expect(screen.getByTestId('my-account').textContent).toBe('My account');
    expect(screen.queryByTestId('login')).toBeNull();
    await waitFor(() => expect(readSelectedVenue('demo')).toBe('york-pool'));

    fireEvent.click(screen.getByTestId('nav-link-logout'));
    await screen.findByTestId('login');
    expect(queryClient.getQueryData(authUserQueryKey)).toBeUndefined();
    expect(calls.find((call) => call.path === '/api/auth/logout')?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('flips to logged in when another sub-domain logs in (the cookie check)', async () => {
    fakeNetwork(({ path }) => (path === '/api/auth/user' ? ok(user) : undefined));
    renderApp(routes, '/');
    expect(screen.getByTestId('login')).toBeTruthy();
    writeCookie('auth_state_demo', '1');
    act(() => notifyAuthChanged());
    expect(await screen.findByTestId('my-account')).toBeTruthy();
  });
});
