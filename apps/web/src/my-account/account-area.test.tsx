// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountDashboard } from '../features/account/test/account.test-kit.ts';
import { notifyAuthChanged } from '../lib/auth.ts';
import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { systemStore } from '../lib/system-store.ts';
import { answerGet, renderAccount, resetAccountTest, setGuestPassesEnabled } from './account.test-kit.tsx';

afterEach(resetAccountTest);

const dashboard = answerGet('/api/my-account/dashboard', accountDashboard());

describe('the account frame', () => {
  it('asks a visitor to log in, without loading anything of the account', async () => {
    const { calls } = renderAccount('/bookings', [dashboard], { loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your account' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Demo Leisure | Bookings'));
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      'http://bookings.demo.localhost:3000/register',
    );
    screen.getByRole('button', { name: 'Log in' }).click();
    expect(systemStore.get().loginModal).toBe('login');
    expect(calls.filter((call) => call.path.startsWith('/api/my-account'))).toEqual([]);
  });

  it('shows the page the visitor was on once they have logged in', async () => {
    renderAccount('/', [dashboard], { loggedIn: false });
    await screen.findByRole('heading', { name: 'Log in to see your account' });
    act(() => {
      writeCookie('auth_state_demo', '1');
      notifyAuthChanged();
    });
    expect(await screen.findByTestId('dashboard-greeting')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('drops what the account pages loaded when the customer logs out', async () => {
    const { queryClient } = renderAccount('/', [dashboard]);
    await screen.findByTestId('dashboard-greeting');
    expect(queryClient.getQueryData(['my-account', 'dashboard'])).toBeTruthy();
    act(() => {
      deleteCookie('auth_state_demo');
      notifyAuthChanged();
    });
    expect(await screen.findByRole('heading', { name: 'Log in to see your account' })).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(['my-account', 'dashboard'])).toBeUndefined());
  });

  it('lists the sections with the current one marked, and who is logged in', async () => {
    renderAccount('/bookings/past', [
      answerGet('/api/my-account/bookings?period=past', { period: 'past', bookings: [] }),
    ]);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'My details', 'Memberships', 'Packages', 'Bookings', 'Household', 'Payments']);
    expect(within(nav).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('account-user').textContent).toContain('Ada Lovelace'));
  });

  it('shows Guest passes only when the client has them', async () => {
    renderAccount('/guest-passes', []);
    expect(
      await screen.findByRole('heading', { name: "Whoops! Looks like you've gone offside." }),
    ).toBeTruthy();
    resetAccountTest();
    setGuestPassesEnabled(true);
    renderAccount('/', [dashboard]);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Guest passes' }).getAttribute('href')).toBe(
      '/guest-passes',
    );
  });
});
