import { describe, expect, it } from 'vitest';
import { isOnRequestHost, returnTargetOf } from './challenge.ts';

// Issue 19: after the 3-D Secure page, the shopper goes back to a path of this site only.
describe('the way back from the challenge page', () => {
  const params = { cres: 'cres_1', transactionId: 'tx_1' };

  it('goes to the return path on the request’s host', () => {
    expect(
      returnTargetOf('http://shop.localhost/basket/checkout?transaction_uuid=u', 'shop.localhost', params),
    ).toBe('/basket/checkout?transaction_uuid=u&cres=cres_1&transaction_id=tx_1');
  });

  it.each([
    'http://shop.localhost//evil.example/x',
    '//evil.example/x',
    'http://evil.example/x',
    'http://shop.localhost/%5Cevil.example',
    'http://shop.localhost/%09/evil.example/',
  ])('never leaves the site for %s', (returnUrl) => {
    expect(isOnRequestHost(returnUrl, 'shop.localhost')).toBe(false);
    expect(returnTargetOf(returnUrl, 'shop.localhost', params)).toBeUndefined();
  });
});
