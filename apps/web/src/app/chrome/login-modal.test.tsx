// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../lib/system-store.ts';
import { failure, fakeNetwork, ok, renderApp, testUser } from '../../test/app-harness.test-kit.tsx';
import { toast } from '../../ui/toast/index.ts';
import { LoginModal } from './login-modal.tsx';

afterEach(() => {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  vi.unstubAllGlobals();
});

const routes = [{ path: '*', element: <LoginModal /> }];

function openLogin() {
  const view = renderApp(routes, '/');
  act(() => systemStore.openLoginModal('login'));
  return view;
}

function logInWith(username: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  fireEvent.change(within(dialog).getByLabelText('Email or membership reference'), {
    target: { value: username },
  });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('log-in'));
}

describe('login modal', () => {
  it('names its inputs username and password for password managers and tests', () => {
    openLogin();
    expect(screen.getByLabelText('Email or membership reference').getAttribute('name')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('name')).toBe('password');
  });

  it("shows the server's 'Invalid credentials' in a danger toast and stays open", async () => {
    const calls = fakeNetwork(({ path }) =>
      path === '/api/auth/customer/login'
        ? failure(401, 'Invalid credentials', 'invalid_credentials')
        : undefined,
    );
    openLogin();
    logInWith('customer@demo.test', 'wrong-password');
    const toastItem = await screen.findByTestId('notification-toast');
    expect(toastItem.textContent).toContain('Invalid credentials');
    expect(toastItem.getAttribute('data-type')).toBe('danger');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/auth/customer/login',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: { username: 'customer@demo.test', password: 'wrong-password' },
      },
    ]);
  });

  it("falls back to 'User signed out' when the server gave no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    openLogin();
    logInWith('customer@demo.test', 'whatever');
    expect((await screen.findByTestId('notification-toast')).textContent).toContain('User signed out');
  });

  it('asks for empty fields before calling the server', () => {
    const calls = fakeNetwork();
    openLogin();
    fireEvent.click(screen.getByTestId('log-in'));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('switches to forgotten password and shows the server answer', async () => {
    fakeNetwork(({ path, body }) =>
      path === '/api/auth/customer/forgotten-password' &&
      (body as { email_or_reference: string }).email_or_reference === 'C-1001'
        ? ok({ message: 'If an account matches, we have sent an email.' })
        : undefined,
    );
    openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgotten your password?' });
    fireEvent.change(within(dialog).getByLabelText('Email or membership reference'), {
      target: { value: 'C-1001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('forgotten-password-sent')).textContent).toBe(
      'If an account matches, we have sent an email.',
    );
  });

  it('opens the reset form from reset_token, drops it from the URL and sends it with the new password', async () => {
    const calls = fakeNetwork(({ path }) =>
      path === '/api/auth/customer/reset-password'
        ? ok({ message: 'Your password has been reset. You can now log in.' })
        : undefined,
    );
    const { router } = renderApp(routes, '/?reset_token=tok-123&venue=x');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    await waitFor(() => expect(router.state.location.search).toBe('?venue=x'));
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'brand-new-pass' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), {
      target: { value: 'brand-new-pass' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByTestId('notification-toast')).textContent).toContain(
      'Your password has been reset.',
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(calls).toMatchObject([{ body: { token: 'tok-123', password: 'brand-new-pass' } }]);
  });

  it("inside another site's frame, says so and offers a new window when the browser drops the cookies", async () => {
    vi.stubGlobal('top', {});
    const calls = fakeNetwork(({ path }) =>
      // The login succeeds, but no auth_state cookie reaches the page: the browser refused it.
      path === '/api/auth/customer/login' ? ok({ token: 'x'.repeat(43), user: testUser }) : undefined,
    );
    openLogin();
    logInWith('customer@demo.test', 'Demo-Customer-2026!');
    const blocked = await screen.findByTestId('embedded-login-blocked');
    expect(calls[0]?.headers).toMatchObject({ 'x-embedded': 'true' });
    const link = within(blocked).getByRole('link', { name: 'Open in a new window' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).not.toContain('embedded=');
  });
});
