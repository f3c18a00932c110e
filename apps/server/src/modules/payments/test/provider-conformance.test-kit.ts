import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../card-rules.ts';
import {
  type AuthoriseInput,
  type AuthoriseResult,
  type PaymentProvider,
  type PreparedSession,
  ProviderError,
} from '../provider.ts';

type ScaRequired = Extract<AuthoriseResult, { status: 'sca_required' }>;

export interface EnteredCard {
  cardIdentifier: string;
  paymentMethodId?: string;
}

export interface SignedWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

/**
 * What the suite needs around one provider: the provider itself, and the shopper's side of
 * the world (typing a card into the provider's form, answering the bank's challenge).
 */
export interface ConformanceHarness {
  provider: PaymentProvider;
  merchant: string;
  /** Another merchant on the same provider, when the provider keeps merchants apart itself. */
  otherMerchant?: string;
  /** What the checkout would pass as `returnUrl`. */
  returnUrl: string;
  enterCard(session: PreparedSession, cardNumber: string): Promise<EnteredCard>;
  /** Answers the challenge page; returns what the return address received (`cres` ...). */
  answerChallenge(challenge: ScaRequired, outcome: 'approve' | 'fail'): Promise<Record<string, string>>;
  /**
   * How the provider answers a lookup of a vendorTxCode it never saw: `null`, or `refused` when
   * it can only look up what this process itself sent (Opayo).
   */
  unknownLookup: 'null' | 'refused';
  /** A webhook saying the transaction was authorised, signed well or badly; absent when the provider sends none. */
  signedWebhook?(transactionId: string, isSignatureValid: boolean): Promise<SignedWebhook>;
  close(): Promise<void>;
}

/** Every provider behind the one interface answers the same situations the same way. */
export function describeProviderConformance(name: string, start: () => Promise<ConformanceHarness>) {
  describe(`${name} provider conformance`, () => {
    let harness: ConformanceHarness;
    beforeAll(async () => {
      harness = await start();
    });
    afterAll(() => harness?.close());

    const provider = () => harness.provider;

    async function paymentWith(cardNumber: string, overrides: Partial<AuthoriseInput> = {}) {
      const session = await provider().prepareSession({
        merchant: overrides.merchant ?? harness.merchant,
        amountPence: 1250,
        currency: 'GBP',
      });
      const card = await harness.enterCard(session, cardNumber);
      const input = paymentInput(harness, session, card, overrides);
      return { session, card, input, result: await provider().authorise(input) };
    }

    async function authorisedPayment(amountPence = 1000) {
      const payment = await paymentWith(TEST_CARDS.approves, { amountPence });
      expect(payment.result.status).toBe('authorised');
      return { ...payment, id: (payment.result as { providerTransactionId: string }).providerTransactionId };
    }

    function asChallenge(result: AuthoriseResult): ScaRequired {
      expect(result.status).toBe('sca_required');
      if (result.status !== 'sca_required') throw new Error('expected a 3-D Secure challenge');
      expect(result.scaUrl).not.toBe('');
      return result;
    }

    it('prepares a test-mode card-entry session that has not expired', async () => {
      const session = await provider().prepareSession({
        merchant: harness.merchant,
        amountPence: 1250,
        currency: 'GBP',
      });
      expect(session.sessionKey).not.toBe('');
      expect(session.mode).toBe('test');
      expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('authorises the approving test card and reports it with the card summary', async () => {
      const { result } = await paymentWith(TEST_CARDS.approves);
      expect(result).toMatchObject({ status: 'authorised', card: { brand: 'visa', last4: '4242' } });
      if (result.status !== 'authorised') return;
      const state = await provider().status({
        merchant: harness.merchant,
        providerTransactionId: result.providerTransactionId,
      });
      expect(state).toMatchObject({ status: 'authorised', amountPence: 1250, refundedPence: 0 });
    });

    it('asks for 3-D Secure, then authorises when the shopper approves the challenge', async () => {
      const { result } = await paymentWith(TEST_CARDS.asksForThreeDSecure);
      const challenge = asChallenge(result);
      const data = await harness.answerChallenge(challenge, 'approve');
      const target = { merchant: harness.merchant, providerTransactionId: challenge.providerTransactionId };
      const state = await provider().completeChallenge({ ...target, data });
      expect(state).toMatchObject({ status: 'authorised', amountPence: 1250, card: { last4: '3184' } });
      expect((await provider().status(target)).status).toBe('authorised');
    });

    it('fails the payment with "3D Secure verification failed" when the challenge fails', async () => {
      const challenge = asChallenge((await paymentWith(TEST_CARDS.asksForThreeDSecure)).result);
      const data = await harness.answerChallenge(challenge, 'fail');
      const target = { merchant: harness.merchant, providerTransactionId: challenge.providerTransactionId };
      const state = await provider().completeChallenge({ ...target, data });
      expect(state).toMatchObject({ status: 'failed', message: '3D Secure verification failed' });
      expect((await provider().status(target)).status).toBe('failed');
    });

    it('declines the declining test card with a message', async () => {
      const { result } = await paymentWith(TEST_CARDS.declines);
      expect(result.status).toBe('declined');
      if (result.status === 'declined') expect(result.message).not.toBe('');
    });

    it('answers a repeated vendorTxCode with the first result, even when the repeats race', async () => {
      const { input, result } = await paymentWith(TEST_CARDS.approves);
      const [again, raced] = await Promise.all([provider().authorise(input), provider().authorise(input)]);
      expect(again).toEqual(result);
      expect(raced).toEqual(result);
      const another = await paymentWith(TEST_CARDS.approves);
      expect(another.result.status).toBe('authorised');
      expect(another.result).not.toEqual(result);
    });

    it('looks up by vendorTxCode what an authorise did, for its merchant only', async () => {
      const { input, id } = await authorisedPayment(1500);
      const found = await provider().lookup({ merchant: harness.merchant, vendorTxCode: input.vendorTxCode });
      expect(found).toMatchObject({ providerTransactionId: id, status: 'authorised', amountPence: 1500 });
      const pending = await paymentWith(TEST_CARDS.asksForThreeDSecure);
      asChallenge(pending.result);
      expect(
        await provider().lookup({ merchant: harness.merchant, vendorTxCode: pending.input.vendorTxCode }),
      ).toMatchObject({ status: 'sca_required' });
      const unknown = provider().lookup({ merchant: harness.merchant, vendorTxCode: randomUUID() });
      if (harness.unknownLookup === 'null') expect(await unknown).toBeNull();
      else await expect(unknown).rejects.toBeInstanceOf(ProviderError);
      if (harness.otherMerchant && harness.unknownLookup === 'null') {
        expect(
          await provider().lookup({ merchant: harness.otherMerchant, vendorTxCode: input.vendorTxCode }),
        ).toBeNull();
      }
    });

    it('refunds a payment in full', async () => {
      const { id } = await authorisedPayment(1000);
      const target = { merchant: harness.merchant, providerTransactionId: id };
      const refund = await provider().refund({
        ...target,
        amountPence: 1000,
        vendorTxCode: randomUUID(),
        reason: 'Cancelled',
      });
      expect(refund.refundId).not.toBe('');
      expect(await provider().status(target)).toMatchObject({ status: 'refunded', refundedPence: 1000 });
    });

    it('refunds in parts and never more than was paid', async () => {
      const { id } = await authorisedPayment(1000);
      const target = { merchant: harness.merchant, providerTransactionId: id };
      const refund = (amountPence: number) =>
        provider().refund({ ...target, amountPence, vendorTxCode: randomUUID(), reason: 'Partly cancelled' });
      await refund(300);
      expect(await provider().status(target)).toMatchObject({ status: 'authorised', refundedPence: 300 });
      await expect(refund(701)).rejects.toBeInstanceOf(ProviderError);
      await refund(700);
      expect(await provider().status(target)).toMatchObject({ status: 'refunded', refundedPence: 1000 });
      await expect(refund(1)).rejects.toBeInstanceOf(ProviderError);
    });

    it('treats a repeated refund vendorTxCode as the same refund', async () => {
      const { id } = await authorisedPayment(1000);
      const target = { merchant: harness.merchant, providerTransactionId: id };
      const request = { ...target, amountPence: 400, vendorTxCode: randomUUID(), reason: 'Cancelled' };
      const first = await provider().refund(request);
      expect(await provider().refund(request)).toEqual(first);
      expect(await provider().status(target)).toMatchObject({ status: 'authorised', refundedPence: 400 });
    });

    it('saves a card when asked and takes a second payment with its reusable token', async () => {
      const { result } = await paymentWith(TEST_CARDS.approves, { saveCard: true });
      const token = result.status === 'authorised' ? result.card?.reusableToken : undefined;
      expect(token).toEqual(expect.any(String));
      const session = await provider().prepareSession({
        merchant: harness.merchant,
        amountPence: 800,
        currency: 'GBP',
      });
      const again = await provider().authorise(
        paymentInput(
          harness,
          session,
          { cardIdentifier: token ?? '' },
          { savedCard: true, amountPence: 800 },
        ),
      );
      expect(again).toMatchObject({ status: 'authorised', card: { last4: '4242' } });
    });

    it('removes a saved card: its token pays no more, and another merchant cannot remove it', async () => {
      const removeSavedCard = provider().removeSavedCard?.bind(provider());
      // Opayo has no call to remove a reusable card identifier: the checkout forgets it instead.
      if (!removeSavedCard) return;
      const { result } = await paymentWith(TEST_CARDS.approves, { saveCard: true });
      const reusableToken = result.status === 'authorised' ? (result.card?.reusableToken ?? '') : '';
      const payWithToken = async () => {
        const session = await provider().prepareSession({
          merchant: harness.merchant,
          amountPence: 800,
          currency: 'GBP',
        });
        const input = paymentInput(harness, session, { cardIdentifier: reusableToken }, { savedCard: true });
        return provider().authorise({ ...input, amountPence: 800 });
      };
      if (harness.otherMerchant) {
        await removeSavedCard({ merchant: harness.otherMerchant, reusableToken });
        expect(await payWithToken()).toMatchObject({ status: 'authorised' });
      }
      await removeSavedCard({ merchant: harness.merchant, reusableToken });
      await removeSavedCard({ merchant: harness.merchant, reusableToken });
      expect((await payWithToken()).status).not.toBe('authorised');
    });

    it('charges a saved card off-session, once per vendorTxCode, and refuses an unsaved card', async () => {
      const chargeOffSession = provider().chargeOffSession?.bind(provider());
      // Providers without merchant-initiated charges yet (Opayo, Stripe) have nothing to prove here.
      if (!chargeOffSession) return;
      const { result } = await paymentWith(TEST_CARDS.approves, { saveCard: true });
      const token = result.status === 'authorised' ? (result.card?.reusableToken ?? '') : '';
      const input = {
        merchant: harness.merchant,
        vendorTxCode: `renewal-${Math.random().toString(36).slice(2)}`,
        amountPence: 2999,
        currency: 'GBP',
        description: 'Membership renewal',
        reusableToken: token,
      };
      const [first, second] = await Promise.all([chargeOffSession(input), chargeOffSession(input)]);
      expect(first).toMatchObject({ status: 'paid', providerTransactionId: expect.any(String) });
      expect(second).toEqual(first);
      const paid = first.status === 'paid' ? first.providerTransactionId : '';
      expect(
        await provider().status({ merchant: harness.merchant, providerTransactionId: paid }),
      ).toMatchObject({ status: 'authorised', amountPence: 2999 });
      const once = await paymentWith(TEST_CARDS.approves);
      const unsaved = await chargeOffSession({
        ...input,
        vendorTxCode: `${input.vendorTxCode}-unsaved`,
        reusableToken: once.card.cardIdentifier,
      });
      expect(unsaved.status).toBe('declined');
    });

    it('reports an amount it cannot take as a failed result with field errors', async () => {
      const { result } = await paymentWith(TEST_CARDS.approves, { amountPence: 0 });
      expect(result.status).toBe('failed');
      if (result.status === 'failed') expect(Object.keys(result.fieldErrors ?? {}).length).toBeGreaterThan(0);
    });

    it('refuses to tell anything about a transaction it does not know', async () => {
      await expect(
        provider().status({ merchant: harness.merchant, providerTransactionId: 'no-such-transaction' }),
      ).rejects.toBeInstanceOf(ProviderError);
    });

    it('keeps merchants apart: another merchant can neither use the session nor see the payment', async () => {
      const otherMerchant = harness.otherMerchant;
      if (!otherMerchant) return; // one account for every merchant: the checkout scopes by client itself
      const { session, card, id } = await authorisedPayment(1000);
      const foreign = await provider().authorise(
        paymentInput(harness, session, card, { merchant: otherMerchant }),
      );
      expect(foreign.status).toBe('failed');
      await expect(
        provider().status({ merchant: otherMerchant, providerTransactionId: id }),
      ).rejects.toBeInstanceOf(ProviderError);
    });

    it('reads a webhook with a good signature and refuses one with a bad signature', async () => {
      const { id } = await authorisedPayment(1000);
      if (!harness.signedWebhook) {
        // The provider sends no webhooks: nothing that arrives is taken as its word.
        expect(
          await provider().parseWebhook({
            headers: {},
            rawBody: JSON.stringify({ transactionId: id, status: 'authorised' }),
          }),
        ).toBeNull();
        return;
      }
      const good = await harness.signedWebhook(id, true);
      expect(await provider().parseWebhook(good)).toEqual({
        providerTransactionId: id,
        status: 'authorised',
      });
      const bad = await harness.signedWebhook(id, false);
      await expect(provider().parseWebhook(bad)).rejects.toBeInstanceOf(ProviderError);
      await expect(provider().parseWebhook({ headers: {}, rawBody: good.rawBody })).rejects.toBeInstanceOf(
        ProviderError,
      );
    });
  });
}

/** The authorise call as the checkout makes it, for a test card entered in `session`. */
export function paymentInput(
  harness: Pick<ConformanceHarness, 'merchant' | 'returnUrl'>,
  session: PreparedSession,
  card: EnteredCard,
  overrides: Partial<AuthoriseInput> = {},
): AuthoriseInput {
  return {
    merchant: harness.merchant,
    vendorTxCode: randomUUID(),
    amountPence: 1250,
    currency: 'GBP',
    description: 'Conformance booking',
    sessionKey: session.sessionKey,
    cardIdentifier: card.cardIdentifier,
    paymentMethodId: card.paymentMethodId,
    savedCard: false,
    saveCard: false,
    cardholderName: 'Ada Lovelace',
    billing: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1 Analytical Row',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      country: 'GB',
    },
    browser: {
      colourDepth: 24,
      language: 'en-GB',
      screenHeight: 800,
      screenWidth: 375,
      timezoneOffset: 0,
      javaEnabled: false,
      javascriptEnabled: true,
      userAgent: 'Mozilla/5.0 (conformance)',
      ipAddress: '127.0.0.1',
      acceptHeader: 'text/html',
    },
    returnUrl: harness.returnUrl,
    ...overrides,
  };
}

/** A card expiry two years ahead, as `MM/YY`. */
export function futureExpiry(): { month: number; year: number; text: string } {
  const year = new Date().getUTCFullYear() + 2;
  return { month: 12, year, text: `12/${String(year).slice(2)}` };
}
