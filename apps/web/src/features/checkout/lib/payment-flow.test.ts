// @vitest-environment jsdom
import type { AuthoriseRequest } from '@leisure/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, failure, fakeNetwork, ok } from '../../../test/app-harness.test-kit.tsx';
import { authoriseAnswer, preparedSession } from '../test/checkout.test-kit.ts';
import { createAttemptKeys } from './attempt-keys.ts';
import { type PaymentFlowDeps, payByCard, preparePayment } from './payment-flow.ts';
import {
  initialPaymentState,
  type PaymentState,
  paymentReducer,
  type ScaSessionData,
} from './payment-state.ts';

afterEach(() => vi.unstubAllGlobals());

/** The flow against the real reducer, with the window's side effects recorded instead. */
function harness() {
  let state: PaymentState = initialPaymentState;
  const saved: string[] = [];
  const bankVisits: ScaSessionData[] = [];
  const deps: PaymentFlowDeps = {
    dispatch: (action) => {
      state = paymentReducer(state, action);
    },
    storage: {
      save: (uuid) => saved.push(uuid),
      read: () => saved.at(-1) ?? null,
      clear: () => saved.splice(0),
    },
    keys: createAttemptKeys(),
    goToSca: (sca) => bankVisits.push(sca),
    onCompleted: vi.fn(),
    onConflict: vi.fn(),
  };
  return { deps, saved, bankVisits, state: () => state };
}

const request: AuthoriseRequest = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_line_one: '1 High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  card_identifier: 'card_1',
  card_holder_name: 'Ada Lovelace',
  payments: [],
  session_key: 'sess_1',
  source: 'bookings',
  terms: true,
};
const completion = {
  completed_waivers: true,
  payments: [],
  terms: true as const,
  source: 'bookings',
  refund_to: 'card' as const,
};

const prepare: FakeRoute = ({ path }) =>
  path === '/api/checkout/prepare' ? ok(preparedSession()) : undefined;

describe('payByCard', () => {
  it('keeps the attempt and sends the whole window to the bank when 3-D Secure is required', async () => {
    fakeNetwork(prepare, ({ path }) =>
      path === '/api/checkout/authorise'
        ? ok(
            authoriseAnswer({
              transactionUuid: 'tx-7',
              transactionStatus: 'sca_required',
              scaUrl: '/sandbox-pay/3ds/tx_abc',
              scaMethod: 'post',
              scaData: { creq: 'abc' },
            }),
          )
        : undefined,
    );
    const flow = harness();
    await preparePayment(flow.deps, null);
    await payByCard(flow.deps, request, 'sandbox', completion);
    expect(flow.state()).toMatchObject({ status: 'sca_required', transactionId: 'tx-7' });
    expect(flow.saved).toEqual(['tx-7']);
    expect(flow.bankVisits).toEqual([
      { scaUrl: '/sandbox-pay/3ds/tx_abc', scaMethod: 'post', formData: { creq: 'abc' } },
    ]);
  });

  it('keeps the session and the Idempotency-Key when the request got no answer, so a retry is the same attempt', async () => {
    let answered = false;
    const calls = fakeNetwork(
      prepare,
      ({ path }) => {
        if (path !== '/api/checkout/authorise') return undefined;
        if (!answered) {
          answered = true;
          throw new TypeError('Failed to fetch');
        }
        return ok(authoriseAnswer({ transactionUuid: 'tx-8' }));
      },
      ({ path }) =>
        path === '/api/checkout/complete' ? ok({ completeOrderId: 5, reference: 'DEM-5' }) : undefined,
    );
    const flow = harness();
    await preparePayment(flow.deps, null);
    await payByCard(flow.deps, request, 'sandbox', completion);
    expect(flow.state()).toMatchObject({ status: 'failed', error: 'Failed to authorize payment' });
    expect(flow.state().session?.sessionKey).toBe('sess_1');
    await payByCard(flow.deps, request, 'sandbox', completion);
    const keys = calls
      .filter((call) => call.path === '/api/checkout/authorise')
      .map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(flow.state()).toMatchObject({ status: 'completed', completeOrderId: 5 });
    expect(flow.deps.onCompleted).toHaveBeenCalledWith({ completeOrderId: 5, reference: 'DEM-5' });
  });

  it.each(['stripe', 'opayo'] as const)(
    'shows the card entry of %s: no provider is limited to the sandbox',
    async (name) => {
      fakeNetwork(({ path }) =>
        path === '/api/checkout/prepare' ? ok(preparedSession({ paymentProvider: name })) : undefined,
      );
      const flow = harness();
      await preparePayment(flow.deps, null);
      expect(flow.state()).toMatchObject({ status: 'ready', provider: name });
    },
  );

  it("says the server's refusal of a provider it does not know, word for word", async () => {
    const refusal = "Payment provider 'paypal' is not supported";
    fakeNetwork(({ path }) =>
      path === '/api/checkout/prepare' ? failure(422, refusal, 'unsupported_payment_provider') : undefined,
    );
    const flow = harness();
    await preparePayment(flow.deps, null);
    expect(flow.state()).toMatchObject({ status: 'failed', error: refusal });
  });
});

describe("Stripe's own 3-D Secure", () => {
  const stripeAnswer = authoriseAnswer({
    transactionUuid: 'tx-9',
    transactionStatus: 'sca_required',
    scaUrl: 'https://hooks.stripe.test/3ds/pi_1',
    scaMethod: 'redirect',
    clientSecret: 'pi_1_secret_2',
  });

  it('lets Stripe.js run the check with the client secret, then asks the server and completes', async () => {
    fakeNetwork(
      prepare,
      ({ path }) => (path === '/api/checkout/authorise' ? ok(stripeAnswer) : undefined),
      ({ path }) =>
        path === '/api/payment-providers/sca-completion/tx-9'
          ? ok({ transactionId: 'tx-9', status: 'authorised', error: null })
          : undefined,
      ({ path }) =>
        path === '/api/checkout/complete' ? ok({ completeOrderId: 6, reference: 'DEM-6' }) : undefined,
    );
    const flow = harness();
    const handleNextAction = vi.fn(async () => undefined);
    await preparePayment(flow.deps, null);
    await payByCard(flow.deps, request, 'stripe', completion, handleNextAction);
    expect(handleNextAction).toHaveBeenCalledWith('pi_1_secret_2');
    expect(flow.bankVisits).toEqual([]);
    expect(flow.state()).toMatchObject({ status: 'completed', completeOrderId: 6 });
  });

  it('a failed check takes nothing: the server says so and a fresh session is set up', async () => {
    fakeNetwork(
      prepare,
      ({ path }) => (path === '/api/checkout/authorise' ? ok(stripeAnswer) : undefined),
      ({ path }) =>
        path === '/api/payment-providers/sca-completion/tx-9'
          ? ok({
              transactionId: 'tx-9',
              status: 'failed',
              error: { code: 'sca_failed', message: '3D Secure verification failed', details: null },
            })
          : undefined,
    );
    const flow = harness();
    await preparePayment(flow.deps, null);
    await payByCard(flow.deps, request, 'stripe', completion, async () => {
      throw new Error('Stripe.js refused');
    });
    expect(flow.state()).toMatchObject({ status: 'ready', previousError: '3D Secure verification failed' });
    expect(flow.saved).toEqual([]);
  });
});
