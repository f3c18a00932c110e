import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { membershipCharges } from '../../../db/schema/index.ts';
import type { OffSessionChargeResult } from '../../payments/provider.ts';
import type { ClaimedTry } from '../billing.repository.ts';
import type { BillingDeps } from '../billing-engine.ts';
import { tryKeyOf } from '../billing-schedule.ts';
import type { Collection, CollectionEvent } from './direct-debit.ts';
import { DIRECT_DEBIT_FAILED } from './gocardless.ts';

/**
 * How long a Direct Debit waits before we look at it again when no webhook told us (Bacs takes
 * about three working days to confirm a payment; a webhook usually comes first).
 */
export const DD_POLL_AFTER_MS = 12 * 60 * 60_000;

/** A try's answer: a card's (paid or declined), or a Direct Debit's, which may be pending for days. */
export type CollectResult = {
  result: OffSessionChargeResult | { status: 'pending'; providerTransactionId: string };
  provider: string | null;
};

export function resultOf(collection: Collection): CollectResult['result'] {
  if (collection.status === 'paid') return { status: 'paid', providerTransactionId: collection.paymentId };
  if (collection.status === 'pending')
    return { status: 'pending', providerTransactionId: collection.paymentId };
  return {
    status: 'declined',
    message: collection.failureMessage ?? DIRECT_DEBIT_FAILED,
    providerTransactionId: collection.paymentId,
  };
}

/** A webhook's outcome as the engine records it. */
export const eventResultOf = (event: CollectionEvent): OffSessionChargeResult =>
  event.status === 'paid'
    ? { status: 'paid', providerTransactionId: event.paymentId }
    : {
        status: 'declined',
        message: event.failureMessage ?? DIRECT_DEBIT_FAILED,
        providerTransactionId: event.paymentId,
      };

/**
 * A Direct Debit try: the payment created on the member's mandate with the try's key (a repeat
 * after a crash is the same payment at the provider), or, when this try made one already, where
 * that payment stands now.
 */
export async function collectDirectDebit(deps: BillingDeps, charge: ClaimedTry): Promise<CollectResult> {
  if (charge.collection) {
    const provider = await deps.directDebitOf(charge.collection.provider, charge.clientId);
    return {
      result: resultOf(await provider.collectionOf(charge.collection.paymentId)),
      provider: provider.name,
    };
  }
  const { instruction } = charge;
  if (!instruction) throw new Error('a Direct Debit try without its instruction');
  const provider = await deps.directDebitOf(instruction.provider, charge.clientId);
  const collection = await provider.collect({
    mandateId: instruction.providerToken,
    amountPence: charge.amountPence,
    currency: charge.currency,
    idempotencyKey: tryKeyOf(charge),
    description: `Membership ${charge.periodStart} to ${charge.periodEnd}`,
    metadata: { charge: `${charge.clientId}-${charge.id}`, try: String(charge.attempt) },
  });
  return { result: resultOf(collection), provider: provider.name };
}

/**
 * A Direct Debit made and pending: the try keeps its row (`charging`, the same attempt) with the
 * payment's provider and id, looked at again at `lookAgainAt` unless a webhook records it first.
 * False when the row is no longer this attempt's.
 */
export async function awaitCollection(
  db: Db,
  charge: ClaimedTry,
  input: { provider: string; paymentId: string; lookAgainAt: Date },
): Promise<boolean> {
  const at = input.lookAgainAt.toISOString();
  const rows = await rowsOf(
    db,
    sql`update ${membershipCharges} set provider = ${input.provider},
        provider_transaction_id = ${input.paymentId}, leased_until = ${at}::timestamptz,
        next_attempt_at = ${at}::timestamptz
      where client_id = ${charge.clientId} and id = ${charge.id} and status = 'charging'
        and attempt = ${charge.attempt}
      returning id`,
  );
  return rows.length > 0;
}
