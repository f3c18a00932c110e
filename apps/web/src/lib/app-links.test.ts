import { describe, expect, it } from 'vitest';
import { crossAppUrl } from './app-links.ts';

const from = { protocol: 'http:', host: 'bookings.demo.localhost:8080' };

describe('crossAppUrl', () => {
  it('links to the same client on another sub-domain', () => {
    expect(crossAppUrl({ from, target: 'online-joining', clientId: 'demo' })).toBe(
      'http://online-joining.demo.localhost:8080/',
    );
  });

  it('carries embedded=true when embedded', () => {
    expect(
      crossAppUrl({ from, target: 'my-account', clientId: 'demo', path: '/bookings', isEmbedded: true }),
    ).toBe('http://my-account.demo.localhost:8080/bookings?embedded=true');
  });
});
