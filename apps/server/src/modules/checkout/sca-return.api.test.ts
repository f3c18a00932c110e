import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.test-kit.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ env: { BASE_PATH: '/book/' } });
});
afterAll(() => testApp?.close());

describe("the card issuer's 3-D Secure form post", () => {
  it('hands the answer to the checkout page in its address', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/payment-providers/sca-return/abc-123',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://acs.bank.example' },
      payload: 'cres=eyJhbGciOi&threeDSSessionData=c2Vzc2lvbg',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://bookings.demo.localhost:8080');
    expect(location.pathname).toBe('/book/basket/checkout');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      transaction_uuid: 'abc-123',
      cres: 'eyJhbGciOi',
      threeDSSessionData: 'c2Vzc2lvbg',
    });
  });
});
