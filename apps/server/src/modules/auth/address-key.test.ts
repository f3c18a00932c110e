import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('the address a rate limit counts', () => {
  it('keeps IPv4 addresses, mapped or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however written', () => {
    expect(addressKey('2001:db8:aa:1::1')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as given', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
