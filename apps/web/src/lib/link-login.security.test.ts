// @vitest-environment jsdom
import type { AuthUser, LinkCodePreview } from '@leisure/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, writeCookie } from './cookies.ts';
import { decideLinkLogin, linkLoginMessages, resolveLinkLogin, takeTokenParam } from './link-login.ts';

const checksum = 'a'.repeat(64);
const sam: LinkCodePreview = { firstName: 'Sam', email: 's•••@example.com', isCurrentUser: false };
const alex = { firstName: 'Alex' } as AuthUser;

describe('decideLinkLogin', () => {
  it('exchanges the code when nobody is logged in', () => {
    expect(decideLinkLogin({ isLoggedIn: false, preview: 'not-asked' })).toEqual({ step: 'exchange' });
  });

  it('asks the server whom the code names before anything else when someone is logged in', () => {
    expect(decideLinkLogin({ isLoggedIn: true, preview: 'not-asked' })).toEqual({ step: 'preview' });
  });

  it('keeps the same person as they are', () => {
    expect(decideLinkLogin({ isLoggedIn: true, preview: { ...sam, isCurrentUser: true } })).toEqual({
      step: 'keep',
    });
  });

  it('never switches to someone else without asking', () => {
    expect(decideLinkLogin({ isLoggedIn: true, preview: sam })).toEqual({ step: 'ask', linked: sam });
  });

  it('leaves the current login alone when the code is refused', () => {
    expect(decideLinkLogin({ isLoggedIn: true, preview: 'invalid' })).toEqual({ step: 'invalid' });
  });
});

/** A fetch answering by path, recording the paths asked. */
function serve(routes: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const [status, body] = routes[path] ?? [404, { message: 'Not found', code: 'not_found', errors: {} }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

const loggedIn = () => writeCookie('auth_state_demo', '1');
const context = { clientId: 'demo', currentUser: async () => alex };

describe('resolveLinkLogin', () => {
  beforeEach(() => deleteCookie('auth_state_demo'));
  afterEach(() => vi.unstubAllGlobals());

  it('logs a visitor in with the code', async () => {
    const asked = serve({ '/api/auth/session': [200, { data: { user: {} }, checksum }] });
    expect(await resolveLinkLogin('code', context)).toEqual({ kind: 'done' });
    expect(asked).toEqual(['/api/auth/session']);
  });

  it('asks the logged-in visitor before switching, and uses nothing yet', async () => {
    loggedIn();
    const asked = serve({ '/api/auth/session/preview': [200, { data: sam, checksum }] });
    expect(await resolveLinkLogin('code', context)).toEqual({
      kind: 'ask',
      code: 'code',
      current: 'Alex',
      linked: sam,
    });
    expect(asked).toEqual(['/api/auth/session/preview']);
  });

  it('does nothing more for the person already logged in', async () => {
    loggedIn();
    const asked = serve({
      '/api/auth/session/preview': [200, { data: { ...sam, isCurrentUser: true }, checksum }],
    });
    expect(await resolveLinkLogin('code', context)).toEqual({ kind: 'done' });
    expect(asked).toEqual(['/api/auth/session/preview']);
  });

  it('says a refused code has expired, leaving the login as it was', async () => {
    loggedIn();
    const refused = { message: linkLoginMessages.invalid, code: 'not_found', errors: {} };
    const asked = serve({ '/api/auth/session/preview': [404, refused] });
    expect(await resolveLinkLogin('code', context)).toEqual({
      kind: 'failed',
      message: linkLoginMessages.invalid,
    });
    expect(asked).toEqual(['/api/auth/session/preview']);
  });

  it("says so when a visitor's code is refused", async () => {
    const refused = { message: linkLoginMessages.invalid, code: 'unauthenticated', errors: {} };
    serve({ '/api/auth/session': [401, refused] });
    expect(await resolveLinkLogin('code', context)).toEqual({
      kind: 'failed',
      message: linkLoginMessages.invalid,
    });
  });
});

describe('takeTokenParam', () => {
  it('takes the code off the address and keeps the rest', () => {
    window.history.replaceState(null, '', '/basket?embedded=true&token=abc#top');
    expect(takeTokenParam()).toBe('abc');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/basket?embedded=true#top',
    );
    expect(takeTokenParam()).toBeUndefined();
  });
});
