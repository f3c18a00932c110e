import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../config/env.ts';
import { TEST_CARDS } from '../card-rules.ts';
import { ProviderError } from '../provider.ts';
import { type OpayoFake, startOpayoFake } from '../test/opayo-fake.test-kit.ts';
import {
  describeProviderConformance,
  futureExpiry,
  paymentInput,
} from '../test/provider-conformance.test-kit.ts';
import { OpayoMemory } from './opayo-memory.ts';
import { createOpayoProvider } from './opayo-provider.ts';

const configFor = (fake: OpayoFake) =>
  parseEnv({
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'opayo',
    OPAYO_API_URL: fake.apiUrl,
    OPAYO_VENDOR_NAME: fake.vendorName,
    OPAYO_INTEGRATION_KEY: fake.integrationKey,
    OPAYO_INTEGRATION_PASSWORD: fake.integrationPassword,
  });

/** What Opayo's drop-in script does in the browser: the card goes to Opayo with the merchant session key. */
async function enterCard(fake: OpayoFake, sessionKey: string, cardNumber: string) {
  const expiry = futureExpiry();
  const response = await fetch(`${fake.apiUrl}/card-identifiers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sessionKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      cardDetails: {
        cardholderName: 'Ada Lovelace',
        cardNumber,
        expiryDate: `${String(expiry.month).padStart(2, '0')}${String(expiry.year).slice(2)}`,
        securityCode: '123',
      },
    }),
  });
  expect(response.status).toBe(201);
  return { cardIdentifier: ((await response.json()) as { cardIdentifier: string }).cardIdentifier };
}

describeProviderConformance('opayo', async () => {
  const fake = await startOpayoFake();
  return {
    provider: createOpayoProvider({ config: configFor(fake), fetch }),
    merchant: 'demo',
    unknownLookup: 'refused',
    returnUrl: 'https://bookings.demo.example.com/api/payment-providers/sca-completion/notify',
    enterCard: (session, cardNumber) => enterCard(fake, session.sessionKey, cardNumber),
    /** The bank's ACS page, reached by the auto-posted `creq`; it posts `cres` to the notificationURL. */
    async answerChallenge(challenge, outcome) {
      expect(challenge.scaMethod).toBe('post');
      const response = await fetch(challenge.scaUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ creq: challenge.scaData.creq ?? '', outcome }).toString(),
      });
      const cres = /name="cres" value="([^"]+)"/.exec(await response.text())?.[1];
      return { cres: cres ?? '' };
    },
    close: () => fake.close(),
  };
});

describe('opayo adapter', () => {
  let fake: OpayoFake;
  beforeAll(async () => {
    fake = await startOpayoFake();
  });
  afterAll(() => fake?.close());

  it('sends a Pi Payment with the session card, billing and 3-D Secure 2 browser data', async () => {
    const sent: unknown[] = [];
    const recording: typeof fetch = async (url, init) => {
      if (String(url).endsWith('/transactions')) sent.push(JSON.parse(String(init?.body)));
      return fetch(url, init);
    };
    const provider = createOpayoProvider({ config: configFor(fake), fetch: recording });
    const session = await provider.prepareSession({
      merchant: 'demo',
      amountPence: 1250,
      currency: 'GBP',
    });
    expect(session).toMatchObject({ mode: 'test', url: `${fake.apiUrl}/js/sagepay.js` });
    const card = await enterCard(fake, session.sessionKey, TEST_CARDS.approves);
    const input = paymentInput(
      { merchant: 'demo', returnUrl: 'https://shop.example/notify' },
      session,
      card,
      { saveCard: true },
    );
    await provider.authorise(input);
    expect(sent[0]).toMatchObject({
      transactionType: 'Payment',
      paymentMethod: {
        card: { merchantSessionKey: session.sessionKey, cardIdentifier: card.cardIdentifier, save: true },
      },
      vendorTxCode: input.vendorTxCode,
      amount: 1250,
      currency: 'GBP',
      customerFirstName: 'Ada',
      billingAddress: { address1: '1 Analytical Row', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
      strongCustomerAuthentication: {
        notificationURL: 'https://shop.example/notify',
        browserColorDepth: '24',
        browserLanguage: 'en-GB',
        transType: 'GoodsAndServicePurchase',
      },
      credentialType: { cofUsage: 'First', initiatedType: 'CIT' },
    });
  });

  it('names the missing credentials when Opayo is chosen without them', async () => {
    const provider = createOpayoProvider({ config: parseEnv({ NODE_ENV: 'test' }), fetch });
    const attempt = provider.prepareSession({
      merchant: 'demo',
      amountPence: 100,
      currency: 'GBP',
    });
    await expect(attempt).rejects.toThrow(/^Failed to create Opayo session: set OPAYO_VENDOR_NAME/);
  });

  it('turns an unreachable Opayo and refused credentials into ProviderErrors', async () => {
    const unreachable = createOpayoProvider({
      config: configFor(fake),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const prepare = () => ({ merchant: 'demo', amountPence: 100, currency: 'GBP' });
    await expect(unreachable.prepareSession(prepare())).rejects.toBeInstanceOf(ProviderError);
    const wrongPassword = createOpayoProvider({
      config: { ...configFor(fake), OPAYO_INTEGRATION_PASSWORD: 'wrong' },
      fetch,
    });
    await expect(wrongPassword.prepareSession(prepare())).rejects.toThrow(
      /Failed to create Opayo session: Authentication failed/,
    );
  });

  it('reports a live account as live mode', async () => {
    const liveAnswer: typeof fetch = async () =>
      new Response(
        JSON.stringify({ merchantSessionKey: 'M', expiry: new Date(Date.now() + 400_000).toISOString() }),
        {
          status: 201,
        },
      );
    const config = { ...configFor(fake), OPAYO_API_URL: 'https://pi-live.sagepay.com/api/v1' };
    const session = await createOpayoProvider({ config, fetch: liveAnswer }).prepareSession({
      merchant: 'demo',
      amountPence: 100,
      currency: 'GBP',
    });
    expect(session).toMatchObject({ mode: 'live', url: 'https://pi-live.sagepay.com/api/v1/js/sagepay.js' });
  });

  it('answers a repeat from another process with Opayo’s duplicate refusal, not a second payment', async () => {
    const first = createOpayoProvider({ config: configFor(fake), fetch });
    const session = await first.prepareSession({
      merchant: 'demo',
      amountPence: 1250,
      currency: 'GBP',
    });
    const card = await enterCard(fake, session.sessionKey, TEST_CARDS.approves);
    const input = paymentInput(
      { merchant: 'demo', returnUrl: 'https://shop.example/notify' },
      session,
      card,
      {
        vendorTxCode: randomUUID(),
      },
    );
    expect((await first.authorise(input)).status).toBe('authorised');
    const paymentsTaken = fake.countPayments();
    // A memory of its own: what a second server process (or one after a restart) would have.
    const otherProcess = createOpayoProvider({ config: configFor(fake), fetch, memory: new OpayoMemory() });
    const repeat = await otherProcess.authorise(input);
    expect(repeat).toMatchObject({ status: 'failed', fieldErrors: { vendorTxCode: [expect.any(String)] } });
    expect(fake.countPayments()).toBe(paymentsTaken);
  });
});
