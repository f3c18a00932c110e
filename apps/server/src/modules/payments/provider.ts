/**
 * One interface for every card processor. The checkout module speaks only to this; each
 * provider (`sandbox`, `opayo`, `stripe`) adapts its own API behind it. Amounts are integer
 * pence; `merchant` is the client slug (one merchant account per client).
 */
export type ProviderName = 'sandbox' | 'opayo' | 'stripe';

export interface BillingDetails {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2; GB for every client today. */
  country: string;
}

/** What the browser told us for 3-D Secure 2 (EMV 3DS browser data). */
export interface BrowserDetails {
  colourDepth?: number | undefined;
  language?: string | undefined;
  screenHeight?: number | undefined;
  screenWidth?: number | undefined;
  timezoneOffset?: number | undefined;
  javaEnabled?: boolean | undefined;
  javascriptEnabled?: boolean | undefined;
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
  acceptHeader?: string | undefined;
}

/** A card-entry session the browser uses to turn a card into a token (never a card number here). */
export interface PreparedSession {
  /** Opayo's merchant session key, Stripe's SetupIntent/PaymentIntent client secret, sandbox's session key. */
  sessionKey: string;
  mode: 'test' | 'live';
  /** Where the card form lives: the hosted card page (sandbox), the provider's script (opayo), or null (stripe, uses Stripe.js with `publishableKey`). */
  url: string | null;
  publishableKey?: string | undefined;
  expiresAt: Date;
}

export type AuthoriseResult =
  | { status: 'authorised'; providerTransactionId: string; card?: CardSummary | undefined }
  | {
      status: 'sca_required';
      providerTransactionId: string;
      /** The page the shopper must open for the challenge (the ACS URL). */
      scaUrl: string;
      /** `redirect` (GET scaUrl) or `post` (auto-submitted form with `scaData` fields). */
      scaMethod: 'redirect' | 'post';
      scaData: Record<string, string>;
      /** Stripe: the PaymentIntent client secret for `handleNextAction`. */
      clientSecret?: string | undefined;
    }
  | {
      status: 'declined';
      providerTransactionId?: string | undefined;
      message: string;
      code?: string | undefined;
    }
  | {
      status: 'failed';
      message: string;
      code?: string | undefined;
      fieldErrors?: Record<string, string[]> | undefined;
    };

export interface CardSummary {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** A token the provider lets the merchant reuse (saved card), when `saveCard` was asked. */
  reusableToken?: string | undefined;
}

export interface AuthoriseInput {
  merchant: string;
  /** The merchant's unique reference for this attempt (our checkout transaction uuid): the provider answers a repeat with the first result. */
  vendorTxCode: string;
  amountPence: number;
  currency: string;
  description: string;
  sessionKey: string;
  /** The tokenised card from the card-entry session, or a saved card's reusable token. */
  cardIdentifier: string;
  savedCard: boolean;
  saveCard: boolean;
  cardholderName: string;
  billing: BillingDetails;
  browser: BrowserDetails;
  /** Where the 3-D Secure challenge returns the shopper. */
  returnUrl: string;
  /** Stripe only. */
  paymentMethodId?: string | undefined;
  setupIntentId?: string | undefined;
}

export type TransactionStatus = 'sca_required' | 'authorised' | 'declined' | 'failed' | 'refunded';

export interface TransactionState {
  providerTransactionId: string;
  status: TransactionStatus;
  amountPence: number;
  refundedPence: number;
  card?: CardSummary | undefined;
  message?: string | undefined;
}

/**
 * A merchant-initiated payment with a card kept on file, the customer absent (a membership's
 * renewal): no card-entry session, no 3-D Secure (the first payment, with the customer present,
 * was the authentication; later ones are exempt as merchant-initiated).
 */
export interface OffSessionChargeInput {
  merchant: string;
  /** The merchant's unique reference for this charge: a repeat answers the first result. */
  vendorTxCode: string;
  amountPence: number;
  currency: string;
  description: string;
  /** A saved card's `reusableToken`. */
  reusableToken: string;
}

export type OffSessionChargeResult =
  | { status: 'paid'; providerTransactionId: string }
  | {
      status: 'declined';
      message: string;
      code?: string | undefined;
      providerTransactionId?: string | undefined;
    };

/** A card kept on file for later merchant-initiated payments, taken without a payment now. */
export type SaveCardResult =
  | { status: 'saved'; card: CardSummary & { reusableToken: string } }
  | { status: 'declined'; message: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a card-entry session. Throws `ProviderError` when the provider cannot be reached or refuses. */
  prepareSession(input: {
    merchant: string;
    amountPence: number;
    currency: string;
  }): Promise<PreparedSession>;
  /** Takes the payment (or asks for 3-D Secure). Idempotent per `vendorTxCode`. */
  authorise(input: AuthoriseInput): Promise<AuthoriseResult>;
  /** Finishes a 3-D Secure challenge with what the challenge page posted back (`cres` etc.). */
  completeChallenge(input: {
    merchant: string;
    providerTransactionId: string;
    data: Record<string, string>;
  }): Promise<TransactionState>;
  /** What the provider says about a transaction now. */
  status(input: { merchant: string; providerTransactionId: string }): Promise<TransactionState>;
  /**
   * The transaction an `authorise` with this `vendorTxCode` started, or null when none did: how
   * an attempt whose server process died mid-call learns whether money was taken. Throws
   * `ProviderError` when the provider cannot be asked (Opayo has no such lookup).
   */
  lookup(input: { merchant: string; vendorTxCode: string }): Promise<TransactionState | null>;
  /** Gives money back; idempotent per `vendorTxCode`. */
  refund(input: {
    merchant: string;
    providerTransactionId: string;
    amountPence: number;
    vendorTxCode: string;
    reason: string;
  }): Promise<{ refundId: string }>;
  /**
   * Charges a card kept on file without the customer (merchant-initiated). Idempotent per
   * `vendorTxCode`. Throws `ProviderError` when the outcome is unknown (unreachable): the caller
   * repeats the same `vendorTxCode` later. Absent on a provider that cannot charge off-session yet.
   */
  chargeOffSession?(input: OffSessionChargeInput): Promise<OffSessionChargeResult>;
  /**
   * Stops a saved card's `reusableToken` from paying again (the customer removed the card): Stripe
   * detaches the PaymentMethod, the sandbox forgets the card. Removing one already gone succeeds.
   * Throws `ProviderError` when the provider cannot be reached. Absent on a provider with no way
   * to remove a token (Opayo's reusable card identifiers stay until the card expires; ours is
   * deleted, so nothing can send it again).
   */
  removeSavedCard?(input: { merchant: string; reusableToken: string }): Promise<void>;
  /**
   * Keeps the card entered in a card-entry session on file, without a payment (a new card for a
   * membership's monthly payments; Stripe's SetupIntent, Opayo's zero-value verification). Absent on
   * a provider whose adapter cannot yet.
   */
  saveCard?(input: { merchant: string; sessionKey: string; cardIdentifier: string }): Promise<SaveCardResult>;
  /** Checks a webhook's signature and reads which transaction changed; null when it is not for us. */
  parseWebhook(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): Promise<WebhookChange | null>;
}

/**
 * What a provider's signed notification says: a payment's new state, or that a refund of it the
 * provider had taken failed after all (the bank returned it: a closed or expired card).
 */
export type WebhookChange =
  | { providerTransactionId: string; status: TransactionStatus }
  | { providerTransactionId: string; status: 'refund_failed'; refundId: string; reason: string };

/** A provider that could not do what was asked (unreachable, refused the merchant, bad response). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly provider: ProviderName,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
