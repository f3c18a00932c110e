import type { AuthoriseRequest, Cart } from '@leisure/contracts';
import type { DirectOrderBody } from '../api/checkout-calls.ts';
import { type BillingForm, cardHolderName, type RefundTo } from './billing-form.ts';
import type { browserDetails } from './browser-details.ts';
import type { EnteredCard } from './card-message.ts';
import type { CompletionInput } from './payment-flow.ts';
import { cardFieldsOf, type ProviderCard } from './provider-card.ts';

/**
 * Waivers are complete when the basket needs none; until then the checkout offers no way to pay
 * (and the server refuses the payment with its own message).
 */
export const hasWaiversToSign = (cart: Cart) => cart.attendeeWaiversRequired > 0;
const waiversDone = (cart: Cart) => !hasWaiversToSign(cart);

/** The basket's non-card payments (credit), as authorise and complete send them. */
export const paymentLinesOf = (cart: Cart) =>
  cart.payments.map((payment) => ({ tender_type: payment.tenderType, amount: payment.amount }));

/** What completing a card payment repeats from the basket, and where a refund would go. */
export function completionOf(cart: Cart, source: string, refundTo: RefundTo): CompletionInput {
  return {
    completed_waivers: waiversDone(cart),
    payments: paymentLinesOf(cart),
    terms: true,
    source,
    refund_to: refundTo,
  };
}

/** The direct order (camelCase): credit covers the whole basket. */
export function directOrderOf(cart: Cart, source: string): DirectOrderBody {
  return {
    completedWaivers: waiversDone(cart),
    payments: cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
    selectedUserId: cart.selectedUserId,
    source,
    terms: true,
  };
}

/**
 * The card that pays: the customer's saved card, the one just entered in the sandbox's card page,
 * or the token of Stripe's or Opayo's own card fields.
 */
export type PayingCard =
  | { kind: 'saved'; savedCardId: number }
  | { kind: 'new'; card: EnteredCard }
  | { kind: 'provider'; card: ProviderCard };

function cardFieldsOfPaying(card: PayingCard, saveCard: boolean | undefined) {
  if (card.kind === 'saved') return { saved_card_id: card.savedCardId };
  if (card.kind === 'provider') return { ...cardFieldsOf(card.card), save_card: saveCard };
  return { card_identifier: card.card.cardIdentifier, save_card: saveCard };
}

export interface AuthoriseInput {
  form: BillingForm;
  cart: Cart;
  sessionKey: string;
  card: PayingCard;
  source: string;
  browser: ReturnType<typeof browserDetails>;
}

/** `POST /api/checkout/authorise`'s snake_case body (docs/product.md, 'Wire format'). */
export function authoriseRequestOf({
  form,
  cart,
  sessionKey,
  card,
  source,
  browser,
}: AuthoriseInput): AuthoriseRequest {
  return {
    billing_first_name: form.billing_first_name,
    billing_last_name: form.billing_last_name,
    billing_address_line_one: form.billing_address_line_one,
    ...(form.billing_address_line_two ? { billing_address_line_two: form.billing_address_line_two } : {}),
    billing_city: form.billing_city,
    billing_postcode: form.billing_postcode,
    ...browser,
    ...cardFieldsOfPaying(card, form.save_card),
    card_holder_name: cardHolderName(form),
    completed_waivers: waiversDone(cart),
    payments: paymentLinesOf(cart),
    session_key: sessionKey,
    source,
    terms: true,
  };
}
