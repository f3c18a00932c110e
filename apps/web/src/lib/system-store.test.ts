// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { modesFromSearch, type SystemState, systemStore } from './system-store.ts';

const base: SystemState = {
  isEmbedded: false,
  isKiosk: false,
  currentCentre: null,
  redirect: null,
  loginModal: null,
  selectedCustomer: null,
  isCustomerPickerOpen: false,
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

describe('systemStore.initFromUrl', () => {
  it('treats a page framed by another site as embedded, unless the URL says otherwise', () => {
    vi.stubGlobal('top', {});
    try {
      systemStore.initFromUrl('');
      expect(systemStore.get().isEmbedded).toBe(true);
      systemStore.initFromUrl('?embedded=false');
      expect(systemStore.get().isEmbedded).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      systemStore.initFromUrl('?embedded=false');
    }
  });
});

describe('the customer the desk serves', () => {
  it('is kept for the tab, and read back at start', () => {
    const grace = { id: 42, name: 'Grace Hopper', reference: 'DL000042' };
    systemStore.selectCustomer(grace);
    expect(JSON.parse(window.sessionStorage.getItem('leisure.system') ?? '{}').selectedCustomer).toEqual(
      grace,
    );
    systemStore.initFromUrl('');
    expect(systemStore.get().selectedCustomer).toEqual(grace);
    systemStore.selectCustomer(null);
    systemStore.initFromUrl('');
    expect(systemStore.get().selectedCustomer).toBeNull();
  });

  it('ignores a stored customer that is not one', () => {
    window.sessionStorage.setItem('leisure.system', JSON.stringify({ selectedCustomer: { id: 'x' } }));
    systemStore.initFromUrl('');
    expect(systemStore.get().selectedCustomer).toBeNull();
  });
});
