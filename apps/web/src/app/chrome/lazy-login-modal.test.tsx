// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../lib/system-store.ts';
import { fakeNetwork, renderApp } from '../../test/app-harness.tsx';
import { LazyLoginModal, preloadLoginModal } from './lazy-login-modal.tsx';

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

  it('fetches its chunk while the browser is idle, before anyone opens it', async () => {
    fakeNetwork();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      renderApp(routes, '/');
      expect(idle).toHaveLength(1);
      const loading = preloadLoginModal();
      idle[0]?.();
      // The idle work asked for the same chunk: one fetch, already under way.
      expect(preloadLoginModal()).toBe(loading);
      expect((await loading).LoginModal).toBeTypeOf('function');
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('opens the reset form straight from a reset link', async () => {
    fakeNetwork();
    renderApp(routes, '/?reset_token=abc');
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
  });
});
