import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a rate limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one too), an
 * IPv6 address by its /64 network, since one subscriber is usually given a whole /64 and could
 * otherwise take a fresh address for every attempt.
 */
export function addressKey(ip: string): string {
  const mapped = ip.match(MAPPED_IPV4)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (`::` expanded). */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
