// @vitest-environment jsdom
import { Footer } from '@leisure/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, sessionEndedEvent } from './api.ts';
import { deleteCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  deleteCookie('auth_state_demo');
  vi.unstubAllGlobals();
});

function answer401() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Log in', code: 'unauthenticated', errors: {} }), {
          status: 401,
        }),
    ),
  );
}

describe('a 401 answer', () => {
  it('ends the session when the page was logged in', async () => {
    writeCookie('auth_state_demo', '1');
    answer401();
    const ended = vi.fn();
    window.addEventListener(sessionEndedEvent, ended);
    await expect(apiFetch('/api/auth/user', Footer)).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener(sessionEndedEvent, ended);
  });

  it('is just a failure when nobody was logged in (a wrong password)', async () => {
    answer401();
    const ended = vi.fn();
    window.addEventListener(sessionEndedEvent, ended);
    await expect(apiFetch('/api/auth/customer/login', Footer)).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();
    window.removeEventListener(sessionEndedEvent, ended);
  });
});
