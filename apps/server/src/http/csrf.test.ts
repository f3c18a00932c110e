import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './csrf.ts';

const host = 'bookings.demo.localhost:8080';

describe('isOwnOrigin', () => {
  it("accepts the client's own app hosts on the same base", () => {
    expect(isOwnOrigin('http://bookings.demo.localhost:8080', host, 'demo', 'demo')).toBe(true);
    expect(isOwnOrigin('http://my-account.demo.localhost:8080', host, 'demo', 'demo')).toBe(true);
    expect(
      isOwnOrigin('https://demo.online-joining.example.com', 'demo.bookings.example.com', 'demo', 'x'),
    ).toBe(true);
  });

  it('refuses other clients, other bases and look-alikes', () => {
    expect(isOwnOrigin('http://bookings.riverside.localhost:8080', host, 'demo', 'demo')).toBe(false);
    expect(isOwnOrigin('https://bookings.demo.evil.example', host, 'demo', 'demo')).toBe(false);
    expect(isOwnOrigin('https://demo.evil.example', host, 'demo', 'demo')).toBe(false);
    expect(isOwnOrigin('null', host, 'demo', 'demo')).toBe(false);
    expect(isOwnOrigin('not a url', host, 'demo', 'demo')).toBe(false);
  });

  it('accepts plain localhost for the default client only', () => {
    expect(isOwnOrigin('http://localhost:8080', 'localhost:8080', 'demo', 'demo')).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:5173', host, 'demo', 'demo')).toBe(true);
    expect(
      isOwnOrigin('http://localhost:8080', 'bookings.riverside.localhost:8080', 'riverside', 'demo'),
    ).toBe(false);
  });
});
