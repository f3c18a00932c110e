import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkCardEntry } from '../card-entry.ts';
import {
  type FakeServer,
  fakeId,
  parseForm,
  redirect,
  sendJson,
  startFakeServer,
} from './fake-server.test-kit.ts';
import {
  AUTHENTICATION_FAILED,
  DECLINE,
  type FakeIntent,
  type FakeRefund,
  StripeFakeState,
} from './stripe-fake-state.test-kit.ts';
import { type FormTree, listOf, parseStripeForm, stringsOf, textOf, treeOf } from './stripe-form.test-kit.ts';
import {
  CARD_FRAME_PATH,
  STRIPE_JS_PATH,
  stripeCardFramePage,
  stripeChallengePage,
  stripeJsStandIn,
} from './stripe-js-stand-in.test-kit.ts';

/**
 * Test-only stand-in for the Stripe API endpoints the adapter uses (payment_methods, customers,
 * payment_intents, refunds, with Idempotency-Key replay) and a 3-D Secure redirect page, over
 * real HTTP so the official SDK is exercised as in production. Never imported by product code.
 */
export interface StripeFake extends FakeServer {
  secretKey: string;
  publishableKey: string;
  /** The stand-in for Stripe.js (STRIPE_JS_URL): the browser's half of the fake. */
  jsUrl: string;
  /** Every refund made, oldest first. */
  refunds: () => FakeRefund[];
  /**
   * What Stripe does when the bank returns a refund (a closed card): the refund turns `failed`
   * and its amount is refundable again. Answers the refund as the failure webhook carries it.
   */
  failRefund: (refundId: string, reason: string) => FakeRefund;
}

const KEYS = { secretKey: 'sk_test_fake_secret', publishableKey: 'pk_test_fake_publishable' };

const invalid = (message: string, param?: string, code = 'parameter_invalid') => ({
  error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) },
});
const missing = (kind: string, id: string, param: string) =>
  invalid(`No such ${kind}: '${id}'`, param, 'resource_missing');

export async function startStripeFake(): Promise<StripeFake> {
  const state = new StripeFakeState();
  const server = await startFakeServer((request, body, response) =>
    route(state, server.origin, request, body, response),
  );
  const failRefund = (refundId: string, reason: string) => {
    const refund = state.refunds.get(refundId);
    const charge = refund ? state.charges.get(refund.charge) : undefined;
    if (!refund || !charge || refund.status === 'failed') throw new Error(`no refund ${refundId} to fail`);
    refund.status = 'failed';
    refund.failure_reason = reason;
    charge.amount_refunded -= refund.amount;
    return { ...refund };
  };
  return {
    ...server,
    ...KEYS,
    jsUrl: `${server.origin}${STRIPE_JS_PATH}`,
    refunds: () => [...state.refunds.values()].map((refund) => ({ ...refund })),
    failRefund,
  };
}

/** Stripe.js's files and the bank's page, for a browser; false when the request is an API call. */
function servesBrowser(url: URL, method: string, response: ServerResponse): boolean {
  const send = (type: string, body: string) => {
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(body);
    return true;
  };
  if (method === 'OPTIONS') {
    response.writeHead(204, { 'Access-Control-Allow-Headers': 'Authorization, Content-Type' });
    response.end();
    return true;
  }
  if (method !== 'GET') return false;
  if (url.pathname === STRIPE_JS_PATH) return send('text/javascript', stripeJsStandIn(url.origin));
  if (url.pathname === CARD_FRAME_PATH) return send('text/html; charset=utf-8', stripeCardFramePage());
  const threeDs = /^\/3ds\/([^/]+)$/.exec(url.pathname);
  if (threeDs?.[1]) return send('text/html; charset=utf-8', stripeChallengePage(threeDs[1]));
  return false;
}

/** Stripe.js reads an intent with the publishable key and the intent's own client secret. */
const isClientRead = (state: StripeFakeState, url: URL, method: string) => {
  const id = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)?.[1];
  const intent = id ? state.intents.get(id) : undefined;
  return (
    method === 'GET' && intent !== undefined && url.searchParams.get('client_secret') === intent.client_secret
  );
};

function route(
  state: StripeFakeState,
  origin: string,
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', origin);
  const method = request.method ?? 'GET';
  // Stripe.js calls the API from the shop's own pages.
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (servesBrowser(url, method, response)) return;
  const threeDs = /^\/3ds\/([^/]+)$/.exec(url.pathname);
  if (method === 'POST' && threeDs?.[1])
    return answerChallenge(state, threeDs[1], parseForm(body).outcome, response);
  const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const isPublishableCall = method === 'POST' && url.pathname === '/v1/payment_methods';
  const isPublishable = isPublishableCall || isClientRead(state, url, method);
  if (key !== KEYS.secretKey && !(isPublishable && key === KEYS.publishableKey)) {
    return sendJson(response, 401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
    });
  }
  const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
  const idempotencyKey = request.headers['idempotency-key'];
  if (method === 'POST' && typeof idempotencyKey === 'string') {
    const replay = state.idempotent.get(idempotencyKey);
    const fingerprint = `${url.pathname}?${body}`;
    if (replay && replay.request !== fingerprint) {
      return sendJson(response, 400, {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      });
    }
    if (replay) return sendJson(response, replay.statusCode, replay.body, { 'Idempotent-Replayed': 'true' });
    const [statusCode, answer] = handle(state, origin, method, url.pathname, form);
    state.idempotent.set(idempotencyKey, { request: fingerprint, statusCode, body: answer });
    return sendJson(response, statusCode, answer);
  }
  const [statusCode, answer] = handle(state, origin, method, url.pathname, form);
  return sendJson(response, statusCode, answer);
}

type Answer = [number, unknown];

function handle(
  state: StripeFakeState,
  origin: string,
  method: string,
  path: string,
  form: FormTree,
): Answer {
  const [, , resource, id] = path.split('/');
  if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod(state, form);
  if (method === 'POST' && path === '/v1/customers') {
    const customer = {
      id: fakeId('cus_'),
      name: textOf(form, 'name') ?? null,
      metadata: stringsOf(treeOf(form, 'metadata')),
    };
    state.customers.set(customer.id, customer);
    return [200, { ...customer, object: 'customer' }];
  }
  if (method === 'GET' && resource === 'customers' && id) {
    const customer = state.customers.get(id);
    return customer ? [200, { ...customer, object: 'customer' }] : [404, missing('customer', id, 'id')];
  }
  if (method === 'POST' && resource === 'payment_methods' && id && path.endsWith('/detach')) {
    return detachPaymentMethod(state, id);
  }
  if (method === 'POST' && path === '/v1/payment_intents') return createIntent(state, origin, form);
  if (method === 'GET' && path === '/v1/payment_intents/search') return searchIntents(state, form);
  if (method === 'GET' && resource === 'payment_intents' && id) {
    const intent = state.intents.get(id);
    return intent
      ? [200, state.intentJson(intent, listOf(form, 'expand'))]
      : [404, missing('payment_intent', id, 'intent')];
  }
  if (method === 'POST' && path === '/v1/refunds') return createRefund(state, form);
  return [404, invalid(`Unrecognized request URL (${method}: ${path})`, undefined, 'resource_missing')];
}

/** Stripe's search, for the one form the adapter sends: `metadata['key']:'value'` terms joined by AND. */
function searchIntents(state: StripeFakeState, form: FormTree): Answer {
  const query = textOf(form, 'query') ?? '';
  const terms = [...query.matchAll(/metadata\['(\w+)'\]:'((?:[^'\\]|\\.)*)'/g)].map(
    ([, key, value]) => [key ?? '', (value ?? '').replace(/\\(.)/g, '$1')] as const,
  );
  if (terms.length === 0) return [400, invalid('The search query could not be parsed.', 'query')];
  const expand = listOf(form, 'expand').map((field) => field.replace(/^data\./, ''));
  const data = [...state.intents.values()]
    .filter((intent) => terms.every(([key, value]) => intent.metadata[key] === value))
    .map((intent) => state.intentJson(intent, expand));
  return [
    200,
    { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' },
  ];
}

/** Stripe.js's job in the browser (here with the publishable key): a card becomes a PaymentMethod. */
function createPaymentMethod(state: StripeFakeState, form: FormTree): Answer {
  const card = treeOf(form, 'card');
  const checked = checkCardEntry(
    {
      cardNumber: textOf(card, 'number') ?? '',
      expiry: `${(textOf(card, 'exp_month') ?? '').padStart(2, '0')}/${textOf(card, 'exp_year') ?? ''}`,
      securityCode: textOf(card, 'cvc') ?? '',
      cardholderName: 'Stripe Card',
    },
    new Date(),
  );
  if (!checked.isValid)
    return [
      402,
      { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } },
    ];
  const method = { id: fakeId('pm_'), card: checked.card, customer: null, isConsumed: false };
  state.paymentMethods.set(method.id, method);
  return [200, state.paymentMethodJson(method)];
}

/** A detached PaymentMethod is gone for good: Stripe refuses it on any later payment. */
function detachPaymentMethod(state: StripeFakeState, id: string): Answer {
  const method = state.paymentMethods.get(id);
  if (!method) return [404, missing('payment_method', id, 'payment_method')];
  if (method.customer === null) {
    return [
      400,
      invalid('The payment method you provided is not attached to a customer so detachment is impossible.'),
    ];
  }
  method.customer = null;
  method.isConsumed = true;
  return [200, state.paymentMethodJson(method)];
}

function createIntent(state: StripeFakeState, origin: string, form: FormTree): Answer {
  const amount = Number(textOf(form, 'amount'));
  if (!Number.isInteger(amount) || amount < 30)
    return [400, invalid('Amount must be at least £0.30 gbp', 'amount', 'amount_too_small')];
  const methodId = textOf(form, 'payment_method') ?? '';
  const method = state.paymentMethods.get(methodId);
  if (!method) return [400, missing('PaymentMethod', methodId, 'payment_method')];
  if (method.isConsumed) {
    return [
      400,
      invalid(
        'The provided PaymentMethod was previously used without being attached to a Customer.',
        'payment_method',
      ),
    ];
  }
  const customer = textOf(form, 'customer') ?? null;
  if (customer && !state.customers.has(customer)) return [400, missing('customer', customer, 'customer')];
  if (method.customer !== null && method.customer !== customer) {
    return [400, invalid('The provided PaymentMethod belongs to another customer.', 'payment_method')];
  }
  const returnUrl = textOf(form, 'return_url');
  if (!returnUrl)
    return [400, invalid('A return_url is needed to confirm this PaymentIntent.', 'return_url')];
  const id = fakeId('pi_');
  const intent: FakeIntent = {
    id,
    amount,
    currency: textOf(form, 'currency') ?? 'gbp',
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${fakeId('')}`,
    customer,
    description: textOf(form, 'description') ?? null,
    metadata: stringsOf(treeOf(form, 'metadata')),
    payment_method: method.id,
    latest_charge: null,
    setup_future_usage: textOf(form, 'setup_future_usage') ?? null,
    return_url: returnUrl,
    next_action: null,
    last_payment_error: null,
  };
  state.intents.set(id, intent);
  const expand = listOf(form, 'expand');
  if (method.card.behaviour === 'decline') {
    intent.last_payment_error = { ...DECLINE, payment_method: state.paymentMethodJson(method) };
    return [402, { error: { ...DECLINE, payment_intent: state.intentJson(intent, expand) } }];
  }
  if (method.card.behaviour === 'challenge') {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${origin}/3ds/${id}`, return_url: returnUrl },
    };
  } else {
    state.succeed(intent);
  }
  return [200, state.intentJson(intent, expand)];
}

function createRefund(state: StripeFakeState, form: FormTree): Answer {
  const intentId = textOf(form, 'payment_intent') ?? '';
  const intent = state.intents.get(intentId);
  if (!intent) return [400, missing('payment_intent', intentId, 'payment_intent')];
  const charge = intent.latest_charge ? state.charges.get(intent.latest_charge) : undefined;
  if (!charge)
    return [
      400,
      invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent'),
    ];
  const remaining = charge.amount - charge.amount_refunded;
  const amount = Number(textOf(form, 'amount') ?? remaining);
  if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
    return [
      400,
      invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount',
        'charge_exceeds_source_limit',
      ),
    ];
  }
  charge.amount_refunded += amount;
  const refund: FakeRefund = {
    id: fakeId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: intent.id,
    status: 'succeeded',
    failure_reason: null,
    metadata: stringsOf(treeOf(form, 'metadata')),
  };
  state.refunds.set(refund.id, refund);
  return [200, { ...refund }];
}

/** The bank's redirect page: approve pays, fail leaves the intent needing another card. */
function answerChallenge(
  state: StripeFakeState,
  id: string,
  outcome: string | undefined,
  response: ServerResponse,
) {
  const intent = state.intents.get(id);
  if (intent?.status !== 'requires_action')
    return sendJson(response, 400, invalid('Nothing to authenticate'));
  const isApproved = outcome === 'approve';
  if (isApproved) state.succeed(intent);
  else {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = { ...AUTHENTICATION_FAILED };
  }
  const target = new URL(intent.return_url);
  target.searchParams.set('payment_intent', intent.id);
  target.searchParams.set('payment_intent_client_secret', intent.client_secret);
  target.searchParams.set('redirect_status', isApproved ? 'succeeded' : 'failed');
  return redirect(response, target.toString());
}
