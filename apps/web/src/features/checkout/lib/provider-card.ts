import type { AuthoriseRequest } from '@leisure/contracts';

/**
 * A card the processor's own fields turned into its token (decision 36): Stripe's PaymentMethod,
 * or Opayo's card identifier for the session's merchant session key. The number never reaches
 * this app.
 */
export type ProviderCard =
  | { provider: 'stripe'; paymentMethodId: string }
  | { provider: 'opayo'; cardIdentifier: string };

/** The billing details the processor is given with the card (from the checkout's own fields). */
export interface CardBilling {
  name: string;
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  postcode: string;
}

/** What reading the card gave: the token, or why not (shown under the card fields). */
export type CardReading = { card: ProviderCard } | { error: string };

/** The mounted card fields of a processor: Pay asks them for the card. */
export interface CardReader {
  read(billing: CardBilling): Promise<CardReading>;
  /**
   * The processor's own 3-D Secure handling (Stripe's `handleNextAction`): resolves once the
   * check is over on this page; a redirect to the bank leaves the page instead.
   */
  handleNextAction?: (clientSecret: string) => Promise<void>;
}

/** The authorise body's card fields for a processor's token (the spec's second-provider fields). */
export function cardFieldsOf(
  card: ProviderCard,
): Pick<AuthoriseRequest, 'payment_method_id' | 'card_identifier'> {
  return card.provider === 'stripe'
    ? { payment_method_id: card.paymentMethodId }
    : { card_identifier: card.cardIdentifier };
}
