import type { CheckedCard } from '../card-entry.ts';
import { fakeId } from './fake-server.test-kit.ts';

/** Test-only: the objects the Stripe fake keeps, in the API's own shapes (snake_case). */
export interface FakePaymentMethod {
  id: string;
  card: CheckedCard;
  customer: string | null;
  /** Stripe refuses a PaymentMethod again once it paid without being attached to a customer. */
  isConsumed: boolean;
}

export interface FakeCharge {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_intent: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  status: 'succeeded' | 'failed';
  failure_reason: string | null;
  metadata: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  client_secret: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string;
  latest_charge: string | null;
  setup_future_usage: string | null;
  return_url: string;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: Record<string, unknown> | null;
}

export const DECLINE = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
export const AUTHENTICATION_FAILED = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export class StripeFakeState {
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly customers = new Map<
    string,
    { id: string; name: string | null; metadata: Record<string, string> }
  >();
  readonly intents = new Map<string, FakeIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly idempotent = new Map<string, { request: string; statusCode: number; body: unknown }>();

  /** Money moves: a charge for the whole amount; a card kept for the customer when asked. */
  succeed(intent: FakeIntent) {
    const charge: FakeCharge = {
      id: fakeId('ch_'),
      amount: intent.amount,
      amount_refunded: 0,
      payment_intent: intent.id,
    };
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.latest_charge = charge.id;
    intent.next_action = null;
    const method = this.paymentMethods.get(intent.payment_method);
    if (!method) return;
    if (intent.customer && intent.setup_future_usage) method.customer = intent.customer;
    else if (!method.customer) method.isConsumed = true;
  }

  paymentMethodJson(method: FakePaymentMethod) {
    return {
      id: method.id,
      object: 'payment_method',
      type: 'card',
      customer: method.customer,
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.expiryMonth,
        exp_year: method.card.expiryYear,
      },
      metadata: {},
    };
  }

  chargeJson(charge: FakeCharge) {
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.amount,
      amount_refunded: charge.amount_refunded,
      refunded: charge.amount_refunded === charge.amount,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
    };
  }

  /** A PaymentIntent as the API shows it, with `payment_method` and `latest_charge` expanded when asked. */
  intentJson(intent: FakeIntent, expand: string[] = []) {
    const method = this.paymentMethods.get(intent.payment_method);
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    return {
      ...intent,
      object: 'payment_intent',
      payment_method:
        expand.includes('payment_method') && method ? this.paymentMethodJson(method) : intent.payment_method,
      latest_charge:
        expand.includes('latest_charge') && charge ? this.chargeJson(charge) : intent.latest_charge,
    };
  }
}
