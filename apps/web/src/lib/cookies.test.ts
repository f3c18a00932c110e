// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cookieDomains, cookieNames, deleteCookieEverywhere, readCookie, writeCookie } from './cookies.ts';

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
});
