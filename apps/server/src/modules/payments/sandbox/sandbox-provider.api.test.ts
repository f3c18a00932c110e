import { expect } from 'vitest';
import { startTestApp } from '../../../test/test-app.test-kit.ts';
import { paymentProviderFor } from '../registry.ts';
import { describeProviderConformance, futureExpiry } from '../test/provider-conformance.test-kit.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxWebhook } from './sandbox-provider.ts';

// The sandbox on the test database, driven the way a shopper drives it: its hosted card form's
// tokeniser and its 3-D Secure page, through the real app.
describeProviderConformance('sandbox', async () => {
  const testApp = await startTestApp();
  const { config } = testApp.app;
  return {
    provider: paymentProviderFor('sandbox', { db: testApp.database.handle.db, config }),
    merchant: 'demo',
    unknownLookup: 'null',
    otherMerchant: 'riverside',
    returnUrl: '/basket/checkout?step=payment',

    async enterCard(session, cardNumber) {
      const response = await testApp.request({
        method: 'POST',
        url: '/sandbox-pay/card-identifiers',
        payload: {
          session_key: session.sessionKey,
          card_number: cardNumber,
          expiry: futureExpiry().text,
          security_code: '123',
          cardholder_name: 'Ada Lovelace',
        },
      });
      expect(response.statusCode).toBe(201);
      return { cardIdentifier: (response.json() as { cardIdentifier: string }).cardIdentifier };
    },

    async answerChallenge(challenge, outcome) {
      const response = await testApp.request({
        method: 'POST',
        url: challenge.scaUrl,
        payload: `outcome=${outcome}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(303);
      const target = new URL(String(response.headers.location), 'http://bookings.demo.localhost:8080');
      expect(target.searchParams.get('transaction_id')).toBe(challenge.providerTransactionId);
      return { cres: target.searchParams.get('cres') ?? '' };
    },

    async signedWebhook(transactionId, isSignatureValid) {
      const rawBody = JSON.stringify({ transactionId, status: 'authorised' });
      const secret = isSignatureValid ? sandboxWebhookSecret(config) : 'not-the-sandbox-webhook-secret';
      return { headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(rawBody, secret) }, rawBody };
    },

    close: () => testApp.close(),
  };
});
