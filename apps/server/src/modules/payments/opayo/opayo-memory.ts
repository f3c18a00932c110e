import type { AuthoriseResult } from '../provider.ts';
import type { OpayoRefundLedger, OpayoRefundMade } from './opayo-refund-ledger.ts';

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
 * What the Opayo adapter remembers in this process, because Opayo Pi cannot be asked: the first
 * answer per vendorTxCode (Opayo refuses a reused vendorTxCode instead of replaying it, and
 * has no lookup by it), and the refunds under way, so two calls at once send one.
 *
 * A payment repeated in another server process, or after a restart, is answered by Opayo's own
 * duplicate check instead (a `failed` result). Refunds made, and so the refunded total of a
 * payment, are kept durably in the database (`opayo_refunds`, `databaseRefundLedger`); the
 * `refundLedger` here is the stand-in for an adapter built without a database (unit tests).
 */
export class OpayoMemory {
  private readonly authorisations = new BoundedMap<string, Promise<AuthoriseResult>>();
  private readonly refunds = new BoundedMap<string, Promise<{ refundId: string; amountPence: number }>>();
  private readonly payments = new BoundedMap<string, RememberedPayment>();
  readonly refundLedger: OpayoRefundLedger = memoryRefundLedger();

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

  /** One refund call per key at a time in this process; the answer is kept by the ledger, not here. */
  refundOnce(key: string, refund: () => Promise<OpayoRefundMade>): Promise<OpayoRefundMade> {
    const known = this.refunds.get(key);
    if (known) return known;
    const pending = refund().finally(() => {
      this.refunds.delete(key);
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
}

/** A refund ledger in this process only (an adapter without a database). */
function memoryRefundLedger(): OpayoRefundLedger {
  const made = new BoundedMap<string, OpayoRefundMade & { paymentTransactionId: string }>();
  const key = (account: string, code: string) => `${account}|${code}`;
  return {
    refundOf: async (account, vendorTxCode) => made.get(key(account, vendorTxCode)),
    record: async (account, refund) => {
      if (!made.has(key(account, refund.vendorTxCode))) made.set(key(account, refund.vendorTxCode), refund);
    },
    refundedOf: async (account, paymentTransactionId) => {
      let pence = 0;
      for (const [entry, refund] of made) {
        if (entry.startsWith(`${account}|`) && refund.paymentTransactionId === paymentTransactionId)
          pence += refund.amountPence;
      }
      return pence;
    },
  };
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
