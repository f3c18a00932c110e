import { describe, expect, it } from 'vitest';
import { modesFromSearch, type SystemState } from './system-store.ts';

const base: SystemState = {
  isEmbedded: false,
  isKiosk: false,
  currentCentre: null,
  redirect: null,
  loginModal: null,
};

describe('modesFromSearch', () => {
  it('reads embedded, kiosk, centre and redirect', () => {
    expect(modesFromSearch('?embedded=true&kiosk=true&centre=york&redirect=%2Fbasket', base)).toEqual({
      ...base,
      isEmbedded: true,
      isKiosk: true,
      currentCentre: 'york',
      redirect: '/basket',
    });
  });

  it('keeps modes the query does not mention and turns off ones set to anything else', () => {
    const embedded = { ...base, isEmbedded: true, isKiosk: true };
    expect(modesFromSearch('?kiosk=false', embedded)).toEqual({ ...embedded, isKiosk: false });
  });
});
