import { describe, expect, it } from 'vitest';
import { hostForApp, stripPort } from './host.ts';

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
