// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  cookieDomains,
  cookieLine,
  cookieNames,
  deleteCookieEverywhere,
  readCookie,
  writeCookie,
  writeSharedCookie,
} from './cookies.ts';

describe('cookie helpers', () => {
  it('lists the host and each parent domain a cookie may be scoped to', () => {
    expect(cookieDomains('bookings.demo.localhost')).toEqual([
      'bookings.demo.localhost',
      'demo.localhost',
      'localhost',
    ]);
  });

  it('lists the readable cookie names', () => {
    expect(cookieNames('auth_state_demo=1; selected_venue_demo=york; flag')).toEqual([
      'auth_state_demo',
      'selected_venue_demo',
      'flag',
    ]);
  });

  it('deletes a host-only cookie too', () => {
    writeCookie('auth_state_demo', '1');
    deleteCookieEverywhere('auth_state_demo');
    expect(readCookie('auth_state_demo')).toBeNull();
  });

  it('scopes a shared cookie to the parent domain of the app host, as the server scopes the session', () => {
    const cookies: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (line: string) => cookies.push(line),
    });
    try {
      writeSharedCookie('selected_venue_demo', 'york', 'bookings.demo.localhost:8080');
      writeSharedCookie('selected_venue_demo', 'york', 'demo.online-joining.example.com');
    } finally {
      // The own property goes; document.cookie is the prototype's again.
      delete (document as { cookie?: string }).cookie;
    }
    // The host-only copy goes first, so an older one never shadows the shared one.
    expect(cookies).toEqual([
      expect.stringMatching(/^selected_venue_demo=; Path=\/; Max-Age=0;/),
      expect.stringMatching(/^selected_venue_demo=york; Path=\/; Domain=demo\.localhost; Max-Age=31536000;/),
      expect.stringMatching(/^selected_venue_demo=; Path=\/; Max-Age=0;/),
      expect.stringMatching(/^selected_venue_demo=york; Path=\/; Domain=example\.com; /),
    ]);
  });

  it('keeps a shared cookie host-only where there is no parent domain (plain localhost, an IP)', () => {
    expect(cookieLine('a', 'b c', { domain: undefined })).toMatch(
      /^a=b%20c; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
    writeSharedCookie('selected_venue_demo', 'leeds', 'localhost:8080');
    expect(readCookie('selected_venue_demo')).toBe('leeds');
    deleteCookieEverywhere('selected_venue_demo');
    expect(readCookie('selected_venue_demo')).toBeNull();
  });
});
