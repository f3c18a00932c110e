import { describe, expect, it } from 'vitest';
import { crossAppUrl, withModes } from './app-links.ts';

const from = { protocol: 'http:', host: 'bookings.demo.localhost:8080' };
const normal = { isEmbedded: false, isKiosk: false, currentCentre: null };

describe('crossAppUrl', () => {
  it('links to the same client on another sub-domain', () => {
    expect(crossAppUrl({ from, target: 'online-joining', clientId: 'demo' })).toBe(
      'http://online-joining.demo.localhost:8080/',
    );
    expect(crossAppUrl({ from, target: 'online-joining', clientId: 'demo', modes: normal })).toBe(
      'http://online-joining.demo.localhost:8080/',
    );
  });

  it('carries embedded=true when embedded', () => {
    const modes = { ...normal, isEmbedded: true };
    expect(crossAppUrl({ from, target: 'my-account', clientId: 'demo', path: '/bookings', modes })).toBe(
      'http://my-account.demo.localhost:8080/bookings?embedded=true',
    );
  });

  it('carries kiosk=true and the centre at a kiosk, so the other app keeps the idle reset', () => {
    const modes = { ...normal, isKiosk: true, currentCentre: 'leeds-central' };
    expect(crossAppUrl({ from, target: 'my-account', clientId: 'demo', modes })).toBe(
      'http://my-account.demo.localhost:8080/?kiosk=true&centre=leeds-central',
    );
  });
});

describe('withModes', () => {
  it('keeps what the URL already says', () => {
    const url = new URL('https://kiosk.example/start?centre=york&kiosk=true');
    const modes = { isEmbedded: false, isKiosk: true, currentCentre: 'leeds-central' };
    expect(withModes(url, modes).toString()).toBe('https://kiosk.example/start?centre=york&kiosk=true');
  });
});
