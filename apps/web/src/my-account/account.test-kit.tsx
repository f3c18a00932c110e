import { authPaths } from '@leisure/contracts/routes/paths';
import { act, cleanup, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { accountAreaRoute } from '../app/my-account-routes.tsx';
import { deleteCookie, writeCookie } from '../lib/cookies.ts';
import { systemStore } from '../lib/system-store.ts';
import {
  type FakeRoute,
  fakeNetwork,
  ok,
  renderApp,
  testClient,
  testUser,
} from '../test/app-harness.test-kit.tsx';
import { toast } from '../ui/toast/index.ts';

/** A GET answered with `data`. */
export const answerGet =
  (path: string, data: unknown): FakeRoute =>
  (call) =>
    call.method === 'GET' && call.path === path ? ok(data) : undefined;

/** Logged in (the readable auth cookie, and `GET /api/auth/user`), or a visitor. */
export function renderAccount(path: string, routes: FakeRoute[], { loggedIn = true } = {}) {
  if (loggedIn) writeCookie('auth_state_demo', '1');
  const calls = fakeNetwork(...routes, answerGet(authPaths.user.path, testUser));
  const rendered = renderApp([accountAreaRoute()], path);
  return { ...rendered, calls };
}

/** Guest passes are off for the harness's client; a test turns them on for itself. */
export function setGuestPassesEnabled(isEnabled: boolean): void {
  testClient.guestPassesEnabled = isEnabled;
}

export function resetAccountTest(): void {
  cleanup();
  toast.clear();
  act(() => systemStore.closeLoginModal());
  deleteCookie('auth_state_demo');
  setGuestPassesEnabled(false);
  vi.unstubAllGlobals();
}

export const changes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

export const toastTexts = () => screen.queryAllByTestId('notification-toast').map((item) => item.textContent);
