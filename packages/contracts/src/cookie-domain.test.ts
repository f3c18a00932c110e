import { describe, expect, it } from 'vitest';
import { cookieDomainFor, hostLayoutOf } from './cookie-domain.ts';

describe('cookieDomainFor', () => {
  it('is {client}.{base} for {app}.{client}.{base} hosts', () => {
    expect(cookieDomainFor('bookings.demo.localhost:8080')).toBe('demo.localhost');
    expect(cookieDomainFor('my-account.demo.localhost')).toBe('demo.localhost');
    expect(cookieDomainFor('online-joining.riverside.example.com')).toBe('riverside.example.com');
  });

  it('is {base} for {client}.{app}.{base} hosts', () => {
    expect(cookieDomainFor('demo.bookings.example.com')).toBe('example.com');
    expect(cookieDomainFor('demo.my-account.leisure.example.co.uk:443')).toBe('leisure.example.co.uk');
  });

  it('leaves the cookie host-only for plain hosts, IP addresses and single-label parents', () => {
    expect(cookieDomainFor('localhost:8080')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1:8080')).toBeUndefined();
    expect(cookieDomainFor('[::1]:8080')).toBeUndefined();
    expect(cookieDomainFor('bookings.localhost')).toBeUndefined();
    expect(cookieDomainFor('demo.bookings.localhost')).toBeUndefined();
    expect(cookieDomainFor('demo.example.com')).toBeUndefined();
  });
});

describe('hostLayoutOf', () => {
  it('finds the app first or second, and keeps the port apart', () => {
    expect(hostLayoutOf('Bookings.Demo.localhost:8080')).toMatchObject({ kind: 'app-first', port: '8080' });
    expect(hostLayoutOf('demo.online-joining.example.com')).toMatchObject({
      kind: 'client-first',
      port: null,
    });
    expect(hostLayoutOf('bookings.localhost')).toMatchObject({ kind: 'other' });
  });
});
