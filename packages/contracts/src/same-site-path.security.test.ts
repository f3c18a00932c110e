import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath (issue 19: open redirects)', () => {
  it.each([
    ['//evil.example', 'another host, scheme-relative'],
    ['//evil.example/', 'the same with a path'],
    ['///evil.example', 'three slashes'],
    ['/\\evil.example', 'a backslash browsers read as a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['/\t/evil.example/', 'a tab browsers drop'],
    ['/%09/evil.example/', 'the tab encoded'],
    ['/\n/x', 'a newline (Node refuses it in a header: a 500)'],
    ['/%0a/x', 'the newline encoded'],
    ['/%0d%0aSet-Cookie:x=1', 'a header injection'],
    ['/\r/x', 'a carriage return'],
    ['/\u0000/x', 'a NUL'],
    ['/\u2028/x', 'a line separator'],
    ['%2F%2Fevil', 'slashes encoded, not a path'],
    ['/%2F%2Fevil', 'two encoded slashes after the first'],
    ['/%2f/evil.example', 'an encoded slash making `//`'],
    ['/.//evil.example', 'a dot segment that leaves `//` once resolved'],
    ['https://evil', 'another site with a scheme'],
    ['HTTPS://evil', 'the same in capitals'],
    ['javascript:alert(1)', 'a script URL'],
    ['data:text/html,<b>x</b>', 'a data URL'],
    ['evil.example', 'a relative path'],
    [' /ok', 'a leading space'],
    ['', 'nothing'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    [`/${'a'.repeat(3000)}`, 'far too long'],
  ])('refuses %j (%s)', (target) => {
    expect(sameSitePath(target)).toBe('/');
    expect(sameSitePath(target, '/book/')).toBe('/book/');
  });

  it.each([
    ['/', '/'],
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/basket/checkout', '/basket/checkout'],
    ['/book/location/leeds-central?date=2026-05-01', '/book/location/leeds-central?date=2026-05-01'],
    ['/search?q=a%26b', '/search?q=a%26b'],
    ['/a/../b', '/b'],
    ['/%2e%2e/%2e%2e/package.json', '/package.json'],
    ['/café', '/caf%C3%A9'],
  ])('keeps %j as %j', (target, expected) => {
    expect(sameSitePath(target)).toBe(expected);
  });

  it('answers the fallback for no target', () => {
    expect(sameSitePath(null)).toBe('/');
    expect(sameSitePath(undefined, '/book/')).toBe('/book/');
  });
});
