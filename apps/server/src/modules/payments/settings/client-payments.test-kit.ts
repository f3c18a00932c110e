import Stripe from 'stripe';
import { expect } from 'vitest';
import { runClientCommand } from '../../../cli/payment-settings-command.ts';
import type { TestApp } from '../../../test/test-app.test-kit.ts';
import type { OpayoFake } from '../test/opayo-fake.test-kit.ts';
import { futureExpiry } from '../test/provider-conformance.test-kit.ts';
import type { StripeFake } from '../test/stripe-fake.test-kit.ts';

/** Test-only: onboarding clients on their own processor accounts, and the browser's side of the card forms. */

/** Runs `npm run client -- ...` against the test app's database; answers what it printed. */
export async function clientCommand(testApp: TestApp, argv: string[], secrets = '') {
  const lines: string[] = [];
  await runClientCommand(
    {
      db: testApp.database.handle.db,
      config: testApp.app.config,
      readSecrets: async () => secrets,
      out: (line) => lines.push(line),
    },
    argv,
  );
  return lines.join('\n');
}

export const onboardOnStripe = (
  testApp: TestApp,
  slug: string,
  fake: StripeFake,
  webhookSecret: string,
  extra: string[] = [],
) =>
  clientCommand(
    testApp,
    ['payments', 'set', slug, '--provider', 'stripe', '--publishable-key', fake.publishableKey, ...extra],
    `secret-key=${fake.secretKey}\nwebhook-secret=${webhookSecret}\n`,
  );

export const onboardOnOpayo = (testApp: TestApp, slug: string, fake: OpayoFake) =>
  clientCommand(
    testApp,
    [
      'payments',
      'set',
      slug,
      '--provider',
      'opayo',
      '--vendor-name',
      fake.vendorName,
      '--api-url',
      fake.apiUrl,
    ],
    `integration-key=${fake.integrationKey}\nintegration-password=${fake.integrationPassword}\n`,
  );

/** What Stripe.js does with the publishable key: the card becomes a PaymentMethod. */
export async function stripePaymentMethod(fake: StripeFake, publishableKey: string, cardNumber: string) {
  const browser = new Stripe(publishableKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  const expiry = futureExpiry();
  const method = await browser.paymentMethods.create({
    type: 'card',
    card: { number: cardNumber, exp_month: expiry.month, exp_year: expiry.year, cvc: '123' },
  });
  return method.id;
}

/** What Opayo's drop-in script does with the merchant session key. */
export async function opayoCardIdentifier(fake: OpayoFake, sessionKey: string, cardNumber: string) {
  const expiry = futureExpiry();
  const response = await fetch(`${fake.apiUrl}/card-identifiers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessionKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      cardDetails: {
        cardholderName: 'Alex Tester',
        cardNumber,
        expiryDate: `${String(expiry.month).padStart(2, '0')}${String(expiry.year).slice(2)}`,
        securityCode: '123',
      },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { cardIdentifier: string }).cardIdentifier;
}

/** A Stripe event as Stripe signs it with an endpoint's secret. */
export function signedStripeEvent(type: string, object: Record<string, unknown>, secret: string) {
  const rawBody = JSON.stringify({ id: 'evt_test', object: 'event', type, data: { object } });
  return {
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) },
    rawBody,
  };
}
