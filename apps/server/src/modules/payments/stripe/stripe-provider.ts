import Stripe from 'stripe';
import type { Env } from '../../../config/env.ts';
import {
  type AuthoriseInput,
  type AuthoriseResult,
  type PaymentProvider,
  ProviderError,
} from '../provider.ts';
import { headerOf } from '../webhook-headers.ts';
import {
  authoriseFailureOf,
  authoriseResultOf,
  parseReusableToken,
  providerErrorOf,
  stateOf,
  webhookChangeOf,
} from './stripe-mapping.ts';
import { checkStripeSessionKey, createStripeSessionKey } from './stripe-session.ts';

const SESSION_MINUTES = 15;
const EXPAND = ['payment_method', 'latest_charge'];

const refuse = (message: string) => new ProviderError(message, 'stripe');
const failed = (message: string, code: string, field: string): AuthoriseResult => ({
  status: 'failed',
  message,
  code,
  fieldErrors: { [field]: [message] },
});

/** The Stripe client of one provider, made on first use, and the reads every call shares. */
interface StripeAccess {
  config: Env;
  secretKey(action: string): string;
  stripe(action: string): Stripe;
  /** The merchant's PaymentIntent; another merchant's is as unknown as a missing one. */
  intentOf(merchant: string, id: string, action: string): Promise<Stripe.PaymentIntent>;
}

function stripeAccessOf(config: Env): StripeAccess {
  let client: Stripe | undefined;

  function secretKey(action: string): string {
    if (!config.STRIPE_SECRET_KEY) throw refuse(`${action}: STRIPE_SECRET_KEY is not set`);
    return config.STRIPE_SECRET_KEY;
  }

  function stripe(action: string): Stripe {
    client ??= new Stripe(secretKey(action), {
      ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
      ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
      ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
      telemetry: false,
      maxNetworkRetries: 1,
      timeout: 30_000,
      appInfo: { name: 'leisure-bookings' },
    });
    return client;
  }

  async function intentOf(merchant: string, id: string, action: string) {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe(action).paymentIntents.retrieve(id, { expand: EXPAND });
    } catch (error) {
      throw providerErrorOf(action, error);
    }
    if (intent.metadata.merchant !== merchant) throw refuse(`${action}: unknown Stripe payment '${id}'`);
    return intent;
  }

  return { config, secretKey, stripe, intentOf };
}

const authoriseFailure = 'Failed to authorize payment';

/** The Stripe customer a card is charged as: the saved card's, a new one to keep the card, or none. */
async function customerFor(
  access: StripeAccess,
  input: AuthoriseInput,
): Promise<{ customerId?: string; paymentMethodId?: string } | AuthoriseResult> {
  const api = access.stripe(authoriseFailure);
  if (input.savedCard) {
    const saved = parseReusableToken(input.cardIdentifier);
    const customer = saved ? await api.customers.retrieve(saved.customerId) : undefined;
    if (!saved || !customer || customer.deleted || customer.metadata.merchant !== input.merchant) {
      return failed('Unknown saved card', 'card_not_found', 'cardIdentifier');
    }
    return saved;
  }
  if (!input.saveCard) return {};
  const customer = await api.customers.create(
    { name: input.cardholderName, metadata: { merchant: input.merchant } },
    { idempotencyKey: `${input.merchant}:customer:${input.vendorTxCode}` },
  );
  return { customerId: customer.id };
}

/** A session key for the checkout's card form, signed with the secret key of the same mode. */
function prepareSession({ config, secretKey }: StripeAccess, merchant: string) {
  const failure = 'Failed to get Stripe configuration';
  const key = secretKey(failure);
  const publishableKey = config.STRIPE_PUBLISHABLE_KEY;
  if (!publishableKey) throw refuse(`${failure}: STRIPE_PUBLISHABLE_KEY is not set`);
  const mode = /^(sk|rk)_live_/.test(key) ? 'live' : 'test';
  if (publishableKey.startsWith('pk_live_') !== (mode === 'live')) {
    throw refuse(`${failure}: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are for different modes`);
  }
  const expiresAt = new Date(Date.now() + SESSION_MINUTES * 60_000);
  const sessionKey = createStripeSessionKey({ merchant, expiresAt, stripeSecretKey: key });
  // The browser loads Stripe.js from here (Stripe's own in production, production-check.ts).
  return { sessionKey, mode, url: config.STRIPE_JS_URL, publishableKey, expiresAt } as const;
}

/** One PaymentIntent per attempt (its vendorTxCode is the idempotency key), confirmed at once. */
async function authorise(access: StripeAccess, input: AuthoriseInput): Promise<AuthoriseResult> {
  const session = checkStripeSessionKey(input.sessionKey, {
    merchant: input.merchant,
    stripeSecretKey: access.secretKey(authoriseFailure),
    now: new Date(),
  });
  if (session === 'unknown') return failed('Unknown payment session', 'session_not_found', 'sessionKey');
  if (session === 'expired')
    return failed('The payment session has expired', 'session_expired', 'sessionKey');
  try {
    const owner = await customerFor(access, input);
    if ('status' in owner) return owner;
    const paymentMethod = owner.paymentMethodId ?? input.paymentMethodId ?? input.cardIdentifier;
    const intent = await access.stripe(authoriseFailure).paymentIntents.create(
      {
        amount: input.amountPence,
        currency: input.currency.toLowerCase(),
        payment_method: paymentMethod,
        allowed_payment_method_types: ['card'],
        confirm: true,
        return_url: input.returnUrl,
        description: input.description,
        ...(owner.customerId ? { customer: owner.customerId } : {}),
        ...(input.saveCard ? { setup_future_usage: 'on_session' as const } : {}),
        metadata: { merchant: input.merchant, vendorTxCode: input.vendorTxCode },
        expand: EXPAND,
      },
      { idempotencyKey: `${input.merchant}:payment:${input.vendorTxCode}` },
    );
    return authoriseResultOf(intent);
  } catch (error) {
    return authoriseFailureOf(error);
  }
}

/** What a call of the provider is given. */
type Provided<K extends keyof PaymentProvider> = Parameters<
  Extract<NonNullable<PaymentProvider[K]>, (...args: never) => unknown>
>[0];

async function lookup(access: StripeAccess, { merchant, vendorTxCode }: Provided<'lookup'>) {
  // Stripe's search trails writes by up to a minute: callers ask only about older attempts.
  const action = 'Failed to look up the Stripe payment';
  const quoted = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  try {
    const found = await access.stripe(action).paymentIntents.search({
      query: `metadata['vendorTxCode']:${quoted(vendorTxCode)} AND metadata['merchant']:${quoted(merchant)}`,
      expand: EXPAND.map((field) => `data.${field}`),
    });
    const intent = found.data.find(
      (each) => each.metadata.merchant === merchant && each.metadata.vendorTxCode === vendorTxCode,
    );
    return intent ? stateOf(intent) : null;
  } catch (error) {
    throw providerErrorOf(action, error);
  }
}

async function refund(access: StripeAccess, input: Provided<'refund'>) {
  const { merchant, providerTransactionId, amountPence, vendorTxCode, reason } = input;
  const action = 'Failed to refund the Stripe payment';
  await access.intentOf(merchant, providerTransactionId, action);
  try {
    const created = await access.stripe(action).refunds.create(
      {
        payment_intent: providerTransactionId,
        amount: amountPence,
        reason: 'requested_by_customer',
        metadata: { merchant, vendorTxCode, note: reason.slice(0, 500) },
      },
      { idempotencyKey: `${merchant}:refund:${vendorTxCode}` },
    );
    return { refundId: created.id };
  } catch (error) {
    throw providerErrorOf(action, error);
  }
}

/**
 * Detaches the saved card's PaymentMethod from its customer, so it can never pay again. A token
 * of another merchant is left alone; one Stripe already forgot (detached, or its customer gone)
 * counts as removed.
 */
async function removeSavedCard(access: StripeAccess, input: Provided<'removeSavedCard'>) {
  const action = 'Failed to remove the saved Stripe card';
  const saved = parseReusableToken(input.reusableToken);
  if (!saved) return;
  const api = access.stripe(action);
  try {
    const customer = await api.customers.retrieve(saved.customerId);
    if (customer.deleted || customer.metadata.merchant !== input.merchant) return;
    await api.paymentMethods.detach(saved.paymentMethodId);
  } catch (error) {
    const isGone =
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.statusCode === 400 || error.statusCode === 404);
    if (!isGone) throw providerErrorOf(action, error);
  }
}

function parseWebhook(config: Env, { headers, rawBody }: Provided<'parseWebhook'>) {
  if (!config.STRIPE_WEBHOOK_SECRET) throw refuse('STRIPE_WEBHOOK_SECRET is not set');
  const signature = headerOf(headers, 'stripe-signature');
  if (!signature) throw refuse('Invalid Stripe webhook signature: no Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
  } catch (error) {
    throw providerErrorOf('Invalid Stripe webhook signature', error);
  }
  return webhookChangeOf(event);
}

/** Stripe through its official SDK. One Stripe account serves every merchant (client), named in metadata. */
export function createStripeProvider(deps: { config: Env }): PaymentProvider {
  const access = stripeAccessOf(deps.config);
  const stateOfIntent = async (merchant: string, id: string, action: string) =>
    stateOf(await access.intentOf(merchant, id, action));
  return {
    name: 'stripe',
    prepareSession: async ({ merchant }) => prepareSession(access, merchant),
    authorise: (input) => authorise(access, input),
    completeChallenge: ({ merchant, providerTransactionId }) =>
      stateOfIntent(merchant, providerTransactionId, 'Failed to complete 3D Secure verification'),
    status: ({ merchant, providerTransactionId }) =>
      stateOfIntent(merchant, providerTransactionId, 'Failed to read the Stripe payment'),
    lookup: (input) => lookup(access, input),
    refund: (input) => refund(access, input),
    removeSavedCard: (input) => removeSavedCard(access, input),
    parseWebhook: async (input) => parseWebhook(deps.config, input),
  };
}
