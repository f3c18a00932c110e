import Stripe from 'stripe';
import {
  type AuthoriseResult,
  type CardSummary,
  ProviderError,
  type TransactionState,
  type WebhookChange,
} from '../provider.ts';

export const THREE_D_SECURE_FAILED = '3D Secure verification failed';
const AUTHENTICATION_FAILURE = 'payment_intent_authentication_failure';

/** A saved Stripe card is a customer's PaymentMethod: the token carries both ids. */
export const reusableTokenOf = (customerId: string, paymentMethodId: string) =>
  `${customerId}:${paymentMethodId}`;

export function parseReusableToken(
  token: string,
): { customerId: string; paymentMethodId: string } | undefined {
  const [customerId, paymentMethodId, ...rest] = token.split(':');
  if (!customerId?.startsWith('cus_') || !paymentMethodId?.startsWith('pm_') || rest.length > 0)
    return undefined;
  return { customerId, paymentMethodId };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** The card of an intent fetched with `expand: ['payment_method']`; a token when a customer keeps it. */
export function cardOf(intent: Stripe.PaymentIntent): CardSummary | undefined {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card;
  if (!method || !card) return undefined;
  const customerId = idOf(intent.customer);
  return {
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.exp_month,
    expiryYear: card.exp_year,
    reusableToken: customerId ? reusableTokenOf(customerId, method.id) : undefined,
  };
}

const refundedPenceOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'object' && intent.latest_charge ? intent.latest_charge.amount_refunded : 0;

/** `processing` (and any state newer than this code) has no outcome yet: the caller asks again later. */
const notFinal = (intent: Stripe.PaymentIntent) =>
  new ProviderError(`The Stripe payment ${intent.id} is ${intent.status}, not finished`, 'stripe');

/** The answer to create-and-confirm: paid, 3-D Secure by redirect, or declined. */
export function authoriseResultOf(intent: Stripe.PaymentIntent): AuthoriseResult {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { status: 'authorised', providerTransactionId: intent.id, card: cardOf(intent) };
    case 'requires_action':
    case 'requires_confirmation':
      return {
        status: 'sca_required',
        providerTransactionId: intent.id,
        scaUrl: intent.next_action?.redirect_to_url?.url ?? '',
        scaMethod: 'redirect',
        scaData: {},
        clientSecret: intent.client_secret ?? undefined,
      };
    case 'requires_payment_method':
      return {
        status: 'declined',
        providerTransactionId: intent.id,
        message: intent.last_payment_error?.message ?? 'Payment was declined',
        code: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code,
      };
    case 'canceled':
      return { status: 'failed', message: 'The payment was cancelled', code: 'canceled' };
    default:
      throw notFinal(intent);
  }
}

/** What a payment is now; a failed 3-D Secure shows as Stripe's authentication failure. */
export function stateOf(intent: Stripe.PaymentIntent): TransactionState {
  const base = {
    providerTransactionId: intent.id,
    amountPence: intent.amount,
    refundedPence: refundedPenceOf(intent),
    card: cardOf(intent),
  };
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { ...base, status: base.refundedPence >= intent.amount ? 'refunded' : 'authorised' };
    case 'requires_action':
    case 'requires_confirmation':
      return { ...base, status: 'sca_required' };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      if (error?.code === AUTHENTICATION_FAILURE)
        return { ...base, status: 'failed', message: THREE_D_SECURE_FAILED };
      return { ...base, status: 'declined', message: error?.message ?? 'Payment was declined' };
    }
    case 'canceled':
      return { ...base, status: 'failed', message: 'The payment was cancelled' };
    default:
      throw notFinal(intent);
  }
}

/** Stripe's refusals: a card error is a decline, a bad parameter a field error, the rest a provider failure. */
export function authoriseFailureOf(error: unknown): AuthoriseResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    return {
      status: 'declined',
      providerTransactionId: error.payment_intent?.id,
      message: error.message,
      code: error.decline_code || error.code,
    };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return {
      status: 'failed',
      message: error.message,
      code: error.code ?? 'invalid_request',
      fieldErrors: error.param ? { [error.param]: [error.message] } : undefined,
    };
  }
  throw providerErrorOf('Failed to authorize payment', error);
}

export function providerErrorOf(action: string, error: unknown): ProviderError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ProviderError(`${action}: ${reason}`, 'stripe', error);
}

/** The transaction a webhook event is about, and what it now is; null for other events. */
export function webhookChangeOf(event: Stripe.Event): WebhookChange | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { providerTransactionId: event.data.object.id, status: 'authorised' };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const isAuthentication = intent.last_payment_error?.code === AUTHENTICATION_FAILURE;
      return { providerTransactionId: intent.id, status: isAuthentication ? 'failed' : 'declined' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return null;
      return {
        providerTransactionId: intentId,
        status: charge.amount_refunded >= charge.amount ? 'refunded' : 'authorised',
      };
    }
    // Stripe sends `refund.failed` (and `refund.updated`); older API versions `charge.refund.updated`.
    case 'refund.failed':
    case 'refund.updated':
    case 'charge.refund.updated':
      return refundFailureOf(event.data.object);
    default:
      return null;
  }
}

const refundFailureReasons: Record<string, string> = {
  expired_or_canceled_card: 'the card has expired or was cancelled',
  lost_or_stolen_card: 'the card was reported lost or stolen',
  declined: "the card's bank declined it",
  insufficient_funds: 'the Stripe balance could not cover it',
  merchant_request: 'it was cancelled in the Stripe dashboard',
  charge_for_pending_refund_disputed: 'the payment is disputed',
};

/** A refund Stripe reports failed: which payment, which refund, and why in words staff can act on. */
function refundFailureOf(refund: Stripe.Refund): WebhookChange | null {
  const intentId = idOf(refund.payment_intent);
  if (refund.status !== 'failed' || !intentId) return null;
  const why = refundFailureReasons[refund.failure_reason ?? ''] ?? 'no reason was given';
  return {
    providerTransactionId: intentId,
    status: 'refund_failed',
    refundId: refund.id,
    reason: `Stripe could not make the refund: ${why}.`,
  };
}
