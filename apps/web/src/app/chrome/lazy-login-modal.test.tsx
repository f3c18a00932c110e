// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { systemStore } from '../../lib/system-store.ts';
import { fakeNetwork, renderApp } from '../../test/app-harness.test-kit.tsx';
import { LazyLoginModal } from './lazy-login-modal.tsx';

afterEach(() => {
  cleanup();
  act(() => systemStore.closeLoginModal());
});

const routes = [{ path: '*', element: <LazyLoginModal /> }];

describe('lazy login modal', () => {
  it('loads nothing until the modal is opened, then shows it', async () => {
    fakeNetwork();
    renderApp(routes, '/');
    expect(screen.queryByTestId('login-modal')).toBeNull();
    act(() => systemStore.openLoginModal('login'));
    // The first test to load the chunk waits for it to be transformed.
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('opens the reset form straight from a reset link', async () => {
    fakeNetwork();
    renderApp(routes, '/?reset_token=abc');
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
  });
});
