import type { Database } from '../../db/client.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import type { OffSessionChargeResult, PaymentProvider } from '../payments/provider.ts';
import { type ClaimedTry, claimDuePeriods, claimTries } from './billing.repository.ts';
import { recordDeclined, recordPaid, restoreAfterPaid, type TryOutcome } from './billing-outcomes.ts';
import { TRY_LEASE_MS, tryKeyOf } from './billing-schedule.ts';
import {
  awaitCollection,
  type CollectResult,
  collectDirectDebit,
  DD_POLL_AFTER_MS,
} from './direct-debit/collection.ts';
import type { DirectDebitProvider } from './direct-debit/direct-debit.ts';

/** Where a crash may strike in a try (the kill drill's in-process points; never set in production). */
export type BillingFaultPoint = 'after-claim' | 'after-charge' | 'after-record';

export interface BillingDeps {
  db: Database;
  mailer: Mailer;
  /** The time: the engine never reads the machine's clock itself, so tests can run months in seconds. */
  now: () => Date;
  /** The adapter of a provider for a client: its own account (decision 35), or the default. */
  providerOf: (name: string, clientId: number) => PaymentProvider | Promise<PaymentProvider>;
  /** The Direct Debit adapter of a provider for a client (decision 38). */
  directDebitOf: (name: string, clientId: number) => DirectDebitProvider | Promise<DirectDebitProvider>;
  warn: (message: string, detail: Record<string, unknown>) => void;
  /** How many periods or tries one statement claims. */
  batchSize?: number;
  /** How many provider calls run at once in this process. */
  parallelTries?: number;
  fault?: (point: BillingFaultPoint) => void;
}

export interface BillingReport {
  periodsClaimed: number;
  paid: number;
  retry: number;
  arrears: number;
  stale: number;
  /** Direct Debits made and waiting for the bank: a webhook or the next look records them. */
  collecting: number;
  /** Tries whose outcome is unknown (provider unreachable): repeated with the same key after their lease. */
  unknown: number;
}

const NO_INSTRUCTION = 'No payment method is set up for this membership';
const CANNOT_CHARGE = 'This payment method cannot be charged automatically';

/** A report with nothing done yet. */
export const emptyBillingReport = (): BillingReport => ({
  periodsClaimed: 0,
  paid: 0,
  retry: 0,
  arrears: 0,
  stale: 0,
  collecting: 0,
  unknown: 0,
});

/**
 * One billing pass: claims every due period (a charge row per membership and period, at most
 * once), then tries every charge whose time has come, until none is left for now. Any number of
 * processes may run passes at once; the database decides who does each piece.
 */
export async function runBilling(deps: BillingDeps, isStopping: () => boolean = () => false) {
  const report = emptyBillingReport();
  const limit = deps.batchSize ?? 500;
  for (;;) {
    if (isStopping()) return report;
    const moved = await claimDuePeriods(deps.db, { now: deps.now(), limit });
    report.periodsClaimed += moved;
    if (moved < limit) break;
  }
  await runTries(deps, report, isStopping);
  return report;
}

/** Tries the charges whose time has come (all, or one membership's: paying arrears). */
export async function runTries(
  deps: BillingDeps,
  report: BillingReport,
  isStopping: () => boolean,
  only?: { clientId: number; membershipId: number },
) {
  const limit = deps.batchSize ?? 500;
  for (;;) {
    if (isStopping()) return report;
    const now = deps.now();
    const tries = await claimTries(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + TRY_LEASE_MS),
      limit,
      ...(only ? { only } : {}),
    });
    deps.fault?.('after-claim');
    await inParallel(tries, deps.parallelTries ?? 8, async (charge) => {
      const outcome = await performTry(deps, charge);
      report[outcome] += 1;
    });
    if (tries.length < limit) return report;
  }
}

/** One try: the provider call with the try's key, then its outcome recorded. */
async function performTry(
  deps: BillingDeps,
  charge: ClaimedTry,
): Promise<TryOutcome | 'unknown' | 'collecting'> {
  let collected: CollectResult;
  try {
    collected = await collect(deps, charge);
  } catch (error: unknown) {
    deps.warn('membership renewal: outcome unknown, repeated after its lease', {
      chargeId: charge.id,
      attempt: charge.attempt,
      err: error instanceof Error ? error.message : String(error),
    });
    return 'unknown';
  }
  deps.fault?.('after-charge');
  const { result, provider } = collected;
  if (result.status === 'pending') {
    const lookAgainAt = new Date(deps.now().getTime() + DD_POLL_AFTER_MS);
    const waiting = await awaitCollection(deps.db, charge, {
      provider: provider ?? '',
      paymentId: result.providerTransactionId,
      lookAgainAt,
    });
    return waiting ? 'collecting' : 'stale';
  }
  const outcome = await recordOutcome(deps, charge, result, provider);
  deps.fault?.('after-record');
  return outcome;
}

/**
 * Records a try's outcome (the provider's answer, or a Direct Debit's webhook): paid, or
 * declined (a retry or arrears), with its mails, only while the row is still this attempt's.
 */
export async function recordOutcome(
  deps: Pick<BillingDeps, 'db' | 'mailer' | 'now'>,
  charge: ClaimedTry,
  result: OffSessionChargeResult,
  provider: string | null,
): Promise<TryOutcome> {
  let outcome: TryOutcome;
  let mails: OutboxRow[] = [];
  if (result.status === 'paid') {
    // The common case in one statement; a suspended membership's restoration takes a transaction.
    const status = await recordPaid(deps.db, charge, result.providerTransactionId, provider, deps.now());
    outcome = status === null ? 'stale' : 'paid';
    if (status === 'suspended') {
      mails = await deps.db.transaction((tx) =>
        restoreAfterPaid(tx, deps.mailer, { charge, now: deps.now() }),
      );
    }
  } else {
    ({ outcome, mails } = await deps.db.transaction((tx) =>
      recordDeclined(tx, deps.mailer, { charge, result }),
    ));
  }
  for (const mail of mails) deps.mailer.deliver(deps.db, mail);
  return outcome;
}

async function collect(deps: BillingDeps, charge: ClaimedTry): Promise<CollectResult> {
  const { instruction } = charge;
  // A Direct Debit made by this try already: where it stands now (polling).
  if (charge.collection || instruction?.kind === 'direct_debit') return collectDirectDebit(deps, charge);
  if (!instruction) return { result: declined(NO_INSTRUCTION), provider: null };
  const provider = await deps.providerOf(instruction.provider, charge.clientId);
  if (instruction.kind !== 'card' || !provider.chargeOffSession) {
    return { result: declined(CANNOT_CHARGE), provider: provider.name };
  }
  const result = await provider.chargeOffSession({
    merchant: charge.merchant,
    vendorTxCode: tryKeyOf(charge),
    amountPence: charge.amountPence,
    currency: charge.currency,
    description: descriptionOf(charge),
    reusableToken: instruction.providerToken,
  });
  return { result, provider: provider.name };
}

export const descriptionOf = (charge: ClaimedTry) =>
  `Membership ${charge.periodStart} to ${charge.periodEnd}`;

const declined = (message: string): OffSessionChargeResult => ({ status: 'declined', message });

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
