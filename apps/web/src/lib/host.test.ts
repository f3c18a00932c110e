import { describe, expect, it } from 'vitest';
import { hostForApp, parseHost, stripPort } from './host.ts';

describe('parseHost', () => {
  it('reads {app}.{client}.{base}', () => {
    expect(parseHost('bookings.demo.localhost:8080')).toEqual({ app: 'bookings', client: 'demo' });
    expect(parseHost('my-account.demo.example.co.uk')).toEqual({ app: 'my-account', client: 'demo' });
  });

  it('reads {client}.{app}.{base}', () => {
    expect(parseHost('demo.online-joining.example.com')).toEqual({ app: 'online-joining', client: 'demo' });
  });

  it('treats plain localhost and IP addresses as bookings with the default client', () => {
    expect(parseHost('localhost:8080')).toEqual({ app: 'bookings', client: null });
    expect(parseHost('127.0.0.1:5173')).toEqual({ app: 'bookings', client: null });
    expect(parseHost('[::1]:8080')).toEqual({ app: 'bookings', client: null });
  });

  it('ignores case, port and a trailing dot', () => {
    expect(parseHost('Bookings.Demo.Localhost.:8080')).toEqual({ app: 'bookings', client: 'demo' });
  });

  it('does not take the base domain for a client', () => {
    expect(parseHost('my-account.localhost')).toEqual({ app: 'my-account', client: null });
  });

  it('falls back to bookings with the default client when no label names an app', () => {
    expect(parseHost('www.example.com')).toEqual({ app: 'bookings', client: null });
  });
});

describe('stripPort', () => {
  it('keeps bracketed IPv6 addresses whole', () => {
    expect(stripPort('[::1]:80')).toBe('[::1]');
  });
});

describe('hostForApp', () => {
  it('swaps the app label and keeps the port', () => {
    expect(hostForApp('bookings.demo.localhost:8080', 'online-joining', 'demo')).toBe(
      'online-joining.demo.localhost:8080',
    );
    expect(hostForApp('demo.bookings.example.com', 'my-account', 'demo')).toBe('demo.my-account.example.com');
  });

  it('builds a sub-domain of plain localhost', () => {
    expect(hostForApp('localhost:8080', 'my-account', 'demo')).toBe('my-account.demo.localhost:8080');
  });
});
