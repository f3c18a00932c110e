/**
 * How a membership's later months are collected by Direct Debit (Bacs), whoever collects them
 * (decision 38): GoCardless, or the sandbox of the demo. The billing engine only speaks this.
 */
export type DirectDebitProviderName = 'gocardless' | 'sandbox';

/** Where a collection stands: `pending` until the bank confirms it (days, for Bacs). */
export type CollectionStatus = 'pending' | 'paid' | 'failed';

export interface Collection {
  paymentId: string;
  status: CollectionStatus;
  /** Why it failed, in words a member may read. */
  failureMessage?: string | undefined;
}

export interface CollectInput {
  mandateId: string;
  amountPence: number;
  currency: string;
  /** The try's key: a repeat (any process, after a crash) is the same payment at the provider. */
  idempotencyKey: string;
  description: string;
  /** Ours, kept on the payment: which charge of which client. */
  metadata: Record<string, string>;
}

/** A signed notification about one payment: only the outcomes the engine records. */
export interface CollectionEvent {
  eventId: string;
  paymentId: string;
  status: Exclude<CollectionStatus, 'pending'>;
  failureMessage?: string | undefined;
}

/** Setting up a mandate: where the member enters their bank details, and what comes back. */
export interface MandateSetup {
  /** The provider's id of this set-up (GoCardless: a billing request). */
  setupId: string;
  /** The page where the member gives their bank details (the provider's, or our sandbox page). */
  url: string;
}

/** A mandate in place: what we keep (its id and reference, the account's last 2 digits) and show. */
export interface Mandate {
  mandateId: string;
  reference: string;
  accountHolderName: string;
  accountNumberEnding: string;
  /** Only the last 2 digits are ever kept; null when the provider does not tell. */
  sortCodeEnding: string | null;
  bankName: string | null;
}

export interface DirectDebitProvider {
  readonly name: DirectDebitProviderName;
  /** Starts a mandate set-up for a member; `returnUrlOf` names where the member comes back. */
  startMandateSetup(input: {
    member: { email: string; givenName: string; familyName: string };
    returnUrlOf: (setupId: string) => string;
    exitUrl: string;
    metadata: Record<string, string>;
  }): Promise<MandateSetup>;
  /** The mandate a finished set-up made, or null while it is not finished. */
  mandateOf(setupId: string): Promise<(Mandate & { metadata: Record<string, string> }) | null>;
  /** Creates (or, for the same key, finds) a payment on a mandate. Throws when unreachable. */
  collect(input: CollectInput): Promise<Collection>;
  /** Where a payment stands now (polling, when no webhook came). */
  collectionOf(paymentId: string): Promise<Collection>;
  /** Checks a webhook's signature (throws `DirectDebitError` when wrong) and reads its payment outcomes. */
  parseWebhook(input: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): CollectionEvent[];
}

/** The provider refused, could not be reached, or a webhook's signature is wrong. */
export class DirectDebitError extends Error {
  constructor(
    message: string,
    readonly provider: DirectDebitProviderName,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'DirectDebitError';
  }
}
