import type { AuthoriseResult } from '../provider.ts';

const MAX_ENTRIES = 10_000;

/** A Map that forgets its oldest entries past a size (insertion order is age order). */
class BoundedMap<K, V> extends Map<K, V> {
  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    while (this.size > MAX_ENTRIES) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return this;
  }
}

export interface RememberedPayment {
  amountPence: number;
  isSaved: boolean;
}

/**
 * What the Opayo adapter must remember itself, because Opayo Pi cannot be asked: the first
 * answer per vendorTxCode (Opayo refuses a reused vendorTxCode instead of replaying it, and
 * has no lookup by it), refunds per vendorTxCode, and the refunded total of a payment (a
 * refund is a separate Opayo transaction; GET of the payment does not show it).
 *
 * Kept in this process only: a repeat that reaches another server process, or comes after a
 * restart, is answered by Opayo's own duplicate check instead (a `failed` result). A durable
 * table would close that gap (see docs/decisions/0013-payment-providers.md).
 */
export class OpayoMemory {
  private readonly authorisations = new BoundedMap<string, Promise<AuthoriseResult>>();
  private readonly refunds = new BoundedMap<string, Promise<{ refundId: string; amountPence: number }>>();
  private readonly payments = new BoundedMap<string, RememberedPayment>();
  private readonly refunded = new BoundedMap<string, number>();

  /** The first answer for this key; a failure that created no Opayo transaction is not kept. */
  authoriseOnce(key: string, authorise: () => Promise<AuthoriseResult>): Promise<AuthoriseResult> {
    const known = this.authorisations.get(key);
    if (known) return known;
    const pending = authorise().then(
      (result) => {
        if (result.status === 'failed') this.authorisations.delete(key);
        return result;
      },
      (error: unknown) => {
        this.authorisations.delete(key);
        throw error;
      },
    );
    this.authorisations.set(key, pending);
    return pending;
  }

  /** The answer given for this key in this process, if any (a failure that threw is not kept). */
  async authorisationOf(key: string): Promise<AuthoriseResult | undefined> {
    const known = this.authorisations.get(key);
    return known ? known.catch(() => undefined) : undefined;
  }

  refundOnce(
    key: string,
    refund: () => Promise<{ refundId: string; amountPence: number }>,
  ): Promise<{ refundId: string; amountPence: number }> {
    const known = this.refunds.get(key);
    if (known) return known;
    const pending = refund().catch((error: unknown) => {
      this.refunds.delete(key);
      throw error;
    });
    this.refunds.set(key, pending);
    return pending;
  }

  rememberPayment(transactionId: string, payment: RememberedPayment) {
    this.payments.set(transactionId, payment);
  }

  paymentOf(transactionId: string): RememberedPayment | undefined {
    return this.payments.get(transactionId);
  }

  addRefunded(transactionId: string, amountPence: number) {
    this.refunded.set(transactionId, this.refundedOf(transactionId) + amountPence);
  }

  refundedOf(transactionId: string): number {
    return this.refunded.get(transactionId) ?? 0;
  }
}

const memories = new Map<string, OpayoMemory>();

/** One memory per Opayo account (API and vendor), shared by every provider instance of the process. */
export function opayoMemoryFor(account: string): OpayoMemory {
  let memory = memories.get(account);
  if (!memory) {
    memory = new OpayoMemory();
    memories.set(account, memory);
  }
  return memory;
}
