import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../config/env.ts';
import { TEST_CARDS } from '../card-rules.ts';
import { ProviderError } from '../provider.ts';
import {
  describeProviderConformance,
  futureExpiry,
  paymentInput,
} from '../test/provider-conformance.test-kit.ts';
import { type StripeFake, startStripeFake } from '../test/stripe-fake.test-kit.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_conformance';

const configFor = (fake: StripeFake) =>
  parseEnv({
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  });

/** What Stripe.js does in the browser with the publishable key: the card becomes a PaymentMethod. */
async function enterCard(fake: StripeFake, cardNumber: string) {
  const browser = new Stripe(fake.publishableKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  const expiry = futureExpiry();
  const method = await browser.paymentMethods.create({
    type: 'card',
    card: { number: cardNumber, exp_month: expiry.month, exp_year: expiry.year, cvc: '123' },
  });
  return { cardIdentifier: method.id, paymentMethodId: method.id };
}

function signedEvent(type: string, object: Record<string, unknown>, secret: string) {
  const rawBody = JSON.stringify({ id: 'evt_test', object: 'event', type, data: { object } });
  return {
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) },
    rawBody,
  };
}

describeProviderConformance('stripe', async () => {
  const fake = await startStripeFake();
  return {
    provider: createStripeProvider({ config: configFor(fake) }),
    merchant: 'demo',
    unknownLookup: 'null',
    otherMerchant: 'riverside',
    returnUrl: 'https://bookings.demo.example.com/basket/checkout?step=payment',
    enterCard: (_session, cardNumber) => enterCard(fake, cardNumber),
    /** Stripe's redirect page; it sends the shopper back to return_url with the intent's id. */
    async answerChallenge(challenge, outcome) {
      expect(challenge.clientSecret).toMatch(/_secret_/);
      const response = await fetch(challenge.scaUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
        redirect: 'manual',
      });
      const back = new URL(response.headers.get('location') ?? '');
      expect(back.searchParams.get('payment_intent')).toBe(challenge.providerTransactionId);
      return Object.fromEntries(back.searchParams);
    },
    async signedWebhook(transactionId, isSignatureValid) {
      const object = { id: transactionId, object: 'payment_intent', status: 'succeeded' };
      return signedEvent(
        'payment_intent.succeeded',
        object,
        isSignatureValid ? WEBHOOK_SECRET : 'whsec_wrong',
      );
    },
    close: () => fake.close(),
  };
});

describe('stripe adapter', () => {
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  afterAll(() => fake?.close());

  const prepare = { merchant: 'demo', amountPence: 1250, currency: 'GBP' };

  it('prepares a session for Stripe.js: the script to load, the publishable key, the mode of the keys', async () => {
    const session = await createStripeProvider({ config: configFor(fake) }).prepareSession(prepare);
    expect(session).toMatchObject({
      mode: 'test',
      url: 'https://js.stripe.com/endive/stripe.js',
      publishableKey: fake.publishableKey,
    });
    const live = { ...configFor(fake), STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_y' };
    expect((await createStripeProvider({ config: live }).prepareSession(prepare)).mode).toBe('live');
  });

  it('says "Failed to get Stripe configuration" when keys are missing or of different modes', async () => {
    const missing = createStripeProvider({ config: parseEnv({ NODE_ENV: 'test' }) });
    await expect(missing.prepareSession(prepare)).rejects.toThrow(
      /^Failed to get Stripe configuration: STRIPE_SECRET_KEY/,
    );
    const mixed = { ...configFor(fake), STRIPE_PUBLISHABLE_KEY: 'pk_live_y' };
    await expect(createStripeProvider({ config: mixed }).prepareSession(prepare)).rejects.toThrow(
      /different modes/,
    );
  });

  it('refuses a session key it did not sign or that has expired', async () => {
    const provider = createStripeProvider({ config: configFor(fake) });
    const session = await provider.prepareSession(prepare);
    const card = await enterCard(fake, TEST_CARDS.approves);
    const forged = paymentInput({ merchant: 'demo', returnUrl: 'https://shop.example/back' }, session, card, {
      sessionKey: `${session.sessionKey.slice(0, -2)}xx`,
    });
    expect(await provider.authorise(forged)).toMatchObject({ status: 'failed', code: 'session_not_found' });
    const otherAccount = createStripeProvider({
      config: { ...configFor(fake), STRIPE_SECRET_KEY: 'sk_test_other' },
    });
    const foreign = paymentInput({ merchant: 'demo', returnUrl: 'https://shop.example/back' }, session, card);
    expect(await otherAccount.authorise(foreign)).toMatchObject({
      status: 'failed',
      code: 'session_not_found',
    });
  });

  it('reads refunds and failed payments from webhooks and ignores other events', async () => {
    const provider = createStripeProvider({ config: configFor(fake) });
    const partly = signedEvent(
      'charge.refunded',
      { id: 'ch_1', object: 'charge', amount: 1000, amount_refunded: 400, payment_intent: 'pi_1' },
      WEBHOOK_SECRET,
    );
    expect(await provider.parseWebhook(partly)).toEqual({
      providerTransactionId: 'pi_1',
      status: 'authorised',
    });
    const fully = signedEvent(
      'charge.refunded',
      { id: 'ch_1', object: 'charge', amount: 1000, amount_refunded: 1000, payment_intent: 'pi_1' },
      WEBHOOK_SECRET,
    );
    expect(await provider.parseWebhook(fully)).toEqual({ providerTransactionId: 'pi_1', status: 'refunded' });
    const failed = signedEvent(
      'payment_intent.payment_failed',
      {
        id: 'pi_2',
        object: 'payment_intent',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      },
      WEBHOOK_SECRET,
    );
    expect(await provider.parseWebhook(failed)).toEqual({ providerTransactionId: 'pi_2', status: 'failed' });
    const other = signedEvent('customer.created', { id: 'cus_1', object: 'customer' }, WEBHOOK_SECRET);
    expect(await provider.parseWebhook(other)).toBeNull();
  });

  it('reads a refund the bank returned from refund.failed and charge.refund.updated, with the reason', async () => {
    const provider = createStripeProvider({ config: configFor(fake) });
    const refund = { id: 're_1', object: 'refund', amount: 650, payment_intent: 'pi_1', charge: 'ch_1' };
    const failed = { ...refund, status: 'failed', failure_reason: 'expired_or_canceled_card' };
    const expected = {
      providerTransactionId: 'pi_1',
      status: 'refund_failed',
      refundId: 're_1',
      reason: 'Stripe could not make the refund: the card has expired or was cancelled.',
    };
    expect(await provider.parseWebhook(signedEvent('refund.failed', failed, WEBHOOK_SECRET))).toEqual(
      expected,
    );
    expect(await provider.parseWebhook(signedEvent('charge.refund.updated', failed, WEBHOOK_SECRET))).toEqual(
      expected,
    );
    const unknown = { ...failed, failure_reason: 'something_new' };
    expect(await provider.parseWebhook(signedEvent('refund.failed', unknown, WEBHOOK_SECRET))).toMatchObject({
      reason: 'Stripe could not make the refund: no reason was given.',
    });
    const succeeded = { ...refund, status: 'succeeded', failure_reason: null };
    expect(await provider.parseWebhook(signedEvent('refund.updated', succeeded, WEBHOOK_SECRET))).toBeNull();
  });

  it('turns a refused API key into a ProviderError, not a decline', async () => {
    // The session is ours (signed locally), so only the call to Stripe fails.
    const provider = createStripeProvider({
      config: { ...configFor(fake), STRIPE_SECRET_KEY: 'sk_test_wrong' },
    });
    const session = await provider.prepareSession(prepare);
    const card = await enterCard(fake, TEST_CARDS.approves);
    const input = paymentInput({ merchant: 'demo', returnUrl: 'https://shop.example/back' }, session, card);
    await expect(provider.authorise(input)).rejects.toThrow(/^Failed to authorize payment: Invalid API Key/);
    await expect(provider.authorise(input)).rejects.toBeInstanceOf(ProviderError);
  });
});
