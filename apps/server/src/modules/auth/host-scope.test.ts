import { describe, expect, it } from 'vitest';
import { appOriginFor, isLocalHost, mailOriginFor, siteOf } from './host-scope.ts';

describe('isLocalHost', () => {
  it('is true for localhost, *.localhost and IP addresses only', () => {
    expect(isLocalHost('localhost:8080')).toBe(true);
    expect(isLocalHost('bookings.demo.localhost:8080')).toBe(true);
    expect(isLocalHost('10.0.0.7')).toBe(true);
    expect(isLocalHost('[::1]:8080')).toBe(true);
    expect(isLocalHost('bookings.demo.example.com')).toBe(false);
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});

describe('appOriginFor', () => {
  it('swaps the app label and keeps the client, base and port', () => {
    expect(appOriginFor('my-account.demo.localhost:8080', 'bookings')).toBe(
      'http://bookings.demo.localhost:8080',
    );
    expect(appOriginFor('demo.my-account.example.com', 'bookings')).toBe('https://demo.bookings.example.com');
    expect(appOriginFor('localhost:8080', 'bookings')).toBe('http://localhost:8080');
  });
});

describe('mailOriginFor', () => {
  const base = { port: 8080, clientSlug: 'demo', app: 'bookings' as const };
  it('pins mail links to PUBLIC_DOMAIN whatever Host the request named', () => {
    expect(
      mailOriginFor({ ...base, publicDomain: 'leisure.example.com', host: 'bookings.demo.evil.test' }),
    ).toBe('https://bookings.demo.leisure.example.com');
  });

  it("follows the request's host without it, and a background job links to localhost", () => {
    expect(mailOriginFor({ ...base, publicDomain: undefined, host: 'my-account.demo.localhost:8080' })).toBe(
      'http://bookings.demo.localhost:8080',
    );
    expect(mailOriginFor({ ...base, publicDomain: undefined })).toBe('http://bookings.demo.localhost:8080');
  });
});

describe('siteOf', () => {
  it('names the client and base of app hosts only', () => {
    expect(siteOf('bookings.demo.localhost:8080')).toEqual({ client: 'demo', base: 'localhost' });
    expect(siteOf('riverside.bookings.example.com')).toEqual({ client: 'riverside', base: 'example.com' });
    expect(siteOf('demo.evil.example')).toBeUndefined();
  });
});
