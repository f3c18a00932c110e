// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearBillingDetails, readBillingDetails, saveBillingDetails } from './billing-storage.ts';

afterEach(() => window.sessionStorage.clear());

describe('billing storage', () => {
  it('keeps the address and the refund choice for the tab, until cleared', () => {
    saveBillingDetails({ billing_city: 'Leeds', billing_postcode: 'LS1 1AA', refund_to: 'credit' });
    expect(readBillingDetails()).toEqual({
      billing_city: 'Leeds',
      billing_postcode: 'LS1 1AA',
      refund_to: 'credit',
    });
    clearBillingDetails();
    expect(readBillingDetails()).toEqual({});
  });

  it('reads only what the form can use back from storage', () => {
    window.sessionStorage.setItem(
      'leisure.checkout.billing',
      JSON.stringify({ billing_city: 'Leeds', billing_postcode: 7, card_number: '4242', refund_to: 'cash' }),
    );
    expect(readBillingDetails()).toEqual({ billing_city: 'Leeds' });
  });
});
