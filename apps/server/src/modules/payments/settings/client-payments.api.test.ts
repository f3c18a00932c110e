import type { AuthoriseResponse, OnlinePaymentSession } from '@leisure/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPaymentSettings } from '../../../db/schema/index.ts';
import {
  type BookingKit,
  bookingKit,
  classItem,
  type TestCustomer,
} from '../../../test/booking-kit.test-kit.ts';
import { dataOf, startTestApp, type TestApp } from '../../../test/test-app.test-kit.ts';
import { billing } from '../../checkout/card-payment-calls.test-kit.ts';
import { TEST_CARDS } from '../card-rules.ts';
import { type OpayoFake, startOpayoFake } from '../test/opayo-fake.test-kit.ts';
import { type StripeFake, startStripeFake } from '../test/stripe-fake.test-kit.ts';
import {
  clientCommand,
  onboardOnOpayo,
  onboardOnStripe,
  opayoCardIdentifier,
  signedStripeEvent,
  stripePaymentMethod,
} from './client-payments.test-kit.ts';

const DEMO_WEBHOOK_SECRET = 'whsec_demo_only';
const RIVERSIDE_WEBHOOK_SECRET = 'whsec_riverside_only';

let stripe: StripeFake;
let opayo: OpayoFake;
let testApp: TestApp;
let demo: BookingKit;
let riverside: BookingKit;

beforeAll(async () => {
  [stripe, opayo] = await Promise.all([startStripeFake(), startOpayoFake()]);
  // The installation default stays the sandbox, with no Stripe or Opayo keys of its own: each
  // client can only pay through the account it was onboarded with.
  testApp = await startTestApp({
    env: { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' },
  });
  [demo, riverside] = await Promise.all([bookingKit(testApp), bookingKit(testApp, 'riverside')]);
  await onboardOnStripe(testApp, 'demo', stripe, DEMO_WEBHOOK_SECRET);
  await onboardOnOpayo(testApp, 'riverside', opayo);
});
afterAll(async () => {
  await testApp?.close();
  await Promise.all([stripe?.close(), opayo?.close()]);
});

async function preparedFor(kit: BookingKit, who: TestCustomer) {
  await kit.added(who, [classItem(await kit.classWithSpaces(5))]);
  const response = await kit.get(who, '/api/checkout/prepare');
  expect(response.statusCode).toBe(200);
  return { response, session: dataOf<OnlinePaymentSession>(response) };
}

async function authorised(kit: BookingKit, who: TestCustomer, body: Record<string, unknown>) {
  const response = await kit.post(who, '/api/checkout/authorise', { ...billing, ...body });
  expect(response.statusCode).toBe(200);
  return { response, answer: dataOf<AuthoriseResponse>(response) };
}

describe('each client pays through its own processor account', () => {
  it('demo pays by Stripe and riverside by Opayo, each with its own keys, and both are booked', async () => {
    const alex = await demo.customer();
    const { session: stripeSession } = await preparedFor(demo, alex);
    expect(stripeSession).toMatchObject({ paymentProvider: 'stripe', publishableKey: stripe.publishableKey });
    const paymentMethod = await stripePaymentMethod(stripe, stripe.publishableKey, TEST_CARDS.approves);
    const paidByStripe = await authorised(demo, alex, {
      session_key: stripeSession.sessionKey,
      card_identifier: paymentMethod,
      payment_method_id: paymentMethod,
    });
    expect(paidByStripe.answer.transactionStatus).toBe('authorised');
    const stripeOrder = await demo.post(alex, '/api/checkout/complete', {
      transaction_uuid: paidByStripe.answer.transactionUuid,
      terms: true,
    });
    expect(stripeOrder.statusCode).toBe(200);

    const sam = await riverside.customer();
    const { session: opayoSession } = await preparedFor(riverside, sam);
    expect(opayoSession).toMatchObject({ paymentProvider: 'opayo', publishableKey: null });
    const card = await opayoCardIdentifier(opayo, opayoSession.sessionKey, TEST_CARDS.approves);
    const paidByOpayo = await authorised(riverside, sam, {
      session_key: opayoSession.sessionKey,
      card_identifier: card,
    });
    expect(paidByOpayo.answer.transactionStatus).toBe('authorised');
    const opayoOrder = await riverside.post(sam, '/api/checkout/complete', {
      transaction_uuid: paidByOpayo.answer.transactionUuid,
      terms: true,
    });
    expect(opayoOrder.statusCode).toBe(200);
    expect(opayo.countPayments()).toBeGreaterThanOrEqual(1);
  });

  it('never shows a secret: not in any answer, nor in the database as written', async () => {
    const alex = await demo.customer();
    const { response } = await preparedFor(demo, alex);
    const shown = await clientCommand(testApp, ['payments', 'show', 'demo']);
    const [row] = await demo
      .db()
      .select()
      .from(clientPaymentSettings)
      .where(eq(clientPaymentSettings.clientId, demo.clientId));
    for (const secret of [stripe.secretKey, DEMO_WEBHOOK_SECRET]) {
      expect(response.body).not.toContain(secret);
      expect(shown).not.toContain(secret);
      expect(row?.secrets).not.toContain(secret);
      expect(JSON.stringify(row?.publicSettings)).not.toContain(secret);
    }
    expect(shown).toMatch(/secrets: secret-key, webhook-secret \(sealed with key [0-9a-f]{12}\)/);
  });

  it("refuses a webhook signed with another client's secret, and takes one signed with its own", async () => {
    // Riverside moves to Stripe too, with its own endpoint secret.
    await onboardOnStripe(testApp, 'riverside', stripe, RIVERSIDE_WEBHOOK_SECRET);
    const event = (secret: string) =>
      signedStripeEvent('payment_intent.succeeded', { id: 'pi_unknown' }, secret);
    const send = (client: string, signed: ReturnType<typeof event>) =>
      testApp.request({
        method: 'POST',
        url: '/api/payment-providers/webhooks/stripe',
        client,
        headers: { 'content-type': 'application/json', ...signed.headers },
        payload: signed.rawBody,
      });
    const forged = await send('demo', event(RIVERSIDE_WEBHOOK_SECRET));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'validation_failed', message: 'Invalid webhook signature.' });
    expect((await send('riverside', event(DEMO_WEBHOOK_SECRET))).statusCode).toBe(400);
    expect((await send('demo', event(DEMO_WEBHOOK_SECRET))).statusCode).toBe(200);
    expect((await send('riverside', event(RIVERSIDE_WEBHOOK_SECRET))).statusCode).toBe(200);
    // The sandbox's webhook is not this client's provider: not found.
    const sandbox = await testApp.request({
      method: 'POST',
      url: '/api/payment-providers/webhooks/sandbox',
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });
});
