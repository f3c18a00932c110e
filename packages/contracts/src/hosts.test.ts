import { describe, expect, it } from 'vitest';
import { parseHost } from './hosts.ts';

describe('parseHost', () => {
  it.each([
    ['bookings.demo.localhost:8080', { app: 'bookings', client: 'demo' }],
    ['my-account.demo.localhost:8080', { app: 'my-account', client: 'demo' }],
    ['online-joining.riverside.localhost', { app: 'online-joining', client: 'riverside' }],
    ['demo.bookings.example.com', { app: 'bookings', client: 'demo' }],
    ['riverside.my-account.example.co.uk', { app: 'my-account', client: 'riverside' }],
    ['BOOKINGS.Demo.Example.com', { app: 'bookings', client: 'demo' }],
    ['localhost:8080', { app: 'bookings', client: null }],
    ['localhost', { app: 'bookings', client: null }],
    ['127.0.0.1:8080', { app: 'bookings', client: null }],
    ['[::1]:8080', { app: 'bookings', client: null }],
    ['bookings.localhost', { app: 'bookings', client: null }],
    ['demo.localhost', { app: 'bookings', client: 'demo' }],
  ])('reads %s', (host, expected) => {
    expect(parseHost(host)).toEqual(expected);
  });
});
