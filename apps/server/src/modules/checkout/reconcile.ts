import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { checkoutTransactions, clients } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { findUserById } from '../auth/auth.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type PaymentProvider, ProviderError, type TransactionState } from '../payments/provider.ts';
import type { CheckoutTransactionRow } from './checkout.repository.ts';
import * as repository from './checkout.repository.ts';
import { completeCardOrder } from './complete.ts';

/**
 * An `authorising` attempt untouched this long lost its server process during the provider
 * call (every provider call times out well within it): the provider is asked what happened.
 */
export const STALE_AUTHORISING_MS = 2 * 60_000;
/** A paid attempt nobody completed this long after payment: the reconciler books it itself. */
export const UNCOMPLETED_PAYMENT_MS = 5 * 60_000;
/** A 3-D Secure challenge nobody came back from: its outcome is asked for this often. */
export const UNANSWERED_CHALLENGE_MS = 15 * 60_000;
/**
 * How long an interrupted payment or an unanswered challenge is looked after (a bank's challenge
 * page has long closed by then): past it, what the provider could not tell is left to staff.
 */
export const WATCH_MS = 24 * 60 * 60_000;
/** Attempts looked at per kind in one pass. */
const BATCH = 50;

export interface ReconcileDeps {
  db: Database;
  mailer: Mailer;
  /** The adapter of a provider with the attempt's client's own credentials (decision 35). */
  providerOf: (name: string, clientId: number) => PaymentProvider | Promise<PaymentProvider>;
  holdMinutes: number;
  warn: (message: string, detail: Record<string, unknown>) => void;
}

export interface ReconcileReport {
  /** `authorising` attempts the provider answered for (now authorised, waiting, or failed). */
  settled: number;
  /** Challenges the provider now reports finished. */
  challengesSettled: number;
  /** Paid attempts booked by the reconciler, and those refunded because they could not be. */
  booked: number;
  refunded: number;
  /** Attempts left for a later pass: the provider could not be asked. */
  left: number;
}

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Takes an attempt for one look while it is still in its state and untouched since `before`,
 * unless another process took it first: its `updated_at` moves to `now`, so the next look at it
 * comes a whole wait later (also the back-off when the provider cannot be reached).
 */
async function claim(db: Db, row: CheckoutTransactionRow, before: Date, now: Date) {
  const [claimed] = await db
    .update(checkoutTransactions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(checkoutTransactions.clientId, row.clientId),
        eq(checkoutTransactions.id, row.id),
        eq(checkoutTransactions.status, row.status),
        lt(checkoutTransactions.updatedAt, before),
      ),
    )
    .returning();
  return claimed;
}

/** Moves a waiting attempt to what the provider says; answers whether it moved. */
async function recordState(
  db: Db,
  row: CheckoutTransactionRow,
  from: CheckoutTransactionRow['status'][],
  state: TransactionState | null,
): Promise<boolean> {
  if (state === null) {
    return Boolean(
      await repository.moveTransaction(db, row, from, {
        status: 'failed',
        errorMessage: 'The payment was not taken: please try again.',
      }),
    );
  }
  if (state.status === row.status) return false;
  const changes =
    state.status === 'declined'
      ? { status: 'declined' as const, errorMessage: 'Payment was declined' }
      : state.status === 'failed'
        ? { status: 'failed' as const, errorMessage: state.message ?? 'Failed to authorize payment' }
        : state.status === 'refunded'
          ? { status: 'refunded' as const, refundedTo: 'card', errorMessage: 'This payment was refunded.' }
          : { status: state.status };
  return Boolean(
    await repository.moveTransaction(db, row, from, {
      ...changes,
      providerTransactionId: state.providerTransactionId,
    }),
  );
}

/**
 * An attempt left `authorising` by a process that died during (or right after) the provider
 * call: the provider says whether money was taken, by the attempt's vendorTxCode. Answers
 * false when it could not be asked (Opayo keeps no record to ask; an unreachable provider):
 * the attempt waits for the next look.
 */
export async function settleStaleAuthorising(
  deps: Pick<ReconcileDeps, 'db' | 'providerOf' | 'warn'>,
  row: CheckoutTransactionRow,
  now: Date,
): Promise<boolean> {
  const claimed = await claim(deps.db, row, since(now, STALE_AUTHORISING_MS), now);
  if (!claimed) return false;
  const merchant = await merchantOf(deps.db, row.clientId);
  try {
    const provider = await deps.providerOf(row.provider, row.clientId);
    const state = await provider.lookup({ merchant, vendorTxCode: row.uuid });
    await recordState(deps.db, claimed, ['authorising'], state);
    return true;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.warn('payment reconciler: the provider could not say what an interrupted payment did', {
      attempt: row.uuid,
      provider: row.provider,
      reason: error.message,
    });
    return false;
  }
}

/** The stale `authorising` attempts of one basket, settled before a new payment for it starts. */
export async function settleStaleAttemptsOf(
  deps: Pick<ReconcileDeps, 'db' | 'providerOf' | 'warn'>,
  basket: { clientId: number; cartId: number },
  now: Date,
): Promise<void> {
  const stale = await deps.db
    .select()
    .from(checkoutTransactions)
    .where(
      and(
        eq(checkoutTransactions.clientId, basket.clientId),
        eq(checkoutTransactions.cartId, basket.cartId),
        eq(checkoutTransactions.status, 'authorising'),
        lt(checkoutTransactions.updatedAt, since(now, STALE_AUTHORISING_MS)),
      ),
    );
  for (const row of stale) await settleStaleAuthorising(deps, row, now);
}

async function clientOf(db: Db, clientId: number): Promise<ClientRow> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw new Error(`checkout attempt of unknown client ${clientId}`);
  return client;
}

const merchantOf = async (db: Db, clientId: number) => (await clientOf(db, clientId)).slug;

/** A challenge whose answer never reached us (no return, no webhook): the provider is asked. */
async function settleChallenge(deps: ReconcileDeps, row: CheckoutTransactionRow, now: Date) {
  const claimed = await claim(deps.db, row, since(now, UNANSWERED_CHALLENGE_MS), now);
  if (!claimed?.providerTransactionId) return false;
  const merchant = await merchantOf(deps.db, row.clientId);
  try {
    const provider = await deps.providerOf(row.provider, row.clientId);
    const state = await provider.status({ merchant, providerTransactionId: claimed.providerTransactionId });
    return recordState(deps.db, claimed, ['sca_required'], state);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.warn('payment reconciler: the provider could not say how a 3-D Secure check ended', {
      attempt: row.uuid,
      reason: error.message,
    });
    return false;
  }
}

/**
 * A paid attempt nobody completed (the shopper closed the page after paying, or the process
 * died before booking): booked now as the shopper's own completion would, or, when the
 * basket cannot be honoured any more, refunded to the card. Answers which.
 */
async function finishPaidAttempt(
  deps: ReconcileDeps,
  row: CheckoutTransactionRow,
  now: Date,
): Promise<'booked' | 'refunded' | 'left'> {
  const claimed = await claim(deps.db, row, since(now, UNCOMPLETED_PAYMENT_MS), now);
  if (!claimed) return 'left';
  const client = await clientOf(deps.db, row.clientId);
  const user = await findUserById(deps.db, client.id, row.userId);
  if (!user) throw new Error(`checkout attempt ${row.uuid} has no customer`);
  try {
    await completeCardOrder(
      {
        db: deps.db,
        mailer: deps.mailer,
        provider: await deps.providerOf(row.provider, row.clientId),
        client,
        user,
        holdMinutes: deps.holdMinutes,
      },
      { transactionUuid: row.uuid, source: row.source, refundTo: 'card', completedWaivers: true },
    );
    return 'booked';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [after] = await deps.db
      .select({ status: checkoutTransactions.status })
      .from(checkoutTransactions)
      .where(and(eq(checkoutTransactions.clientId, row.clientId), eq(checkoutTransactions.id, row.id)));
    if (after?.status === 'refunded') return 'refunded';
    deps.warn('payment reconciler: a paid basket could not be booked or refunded yet', {
      attempt: row.uuid,
      reason: error.message,
    });
    return 'left';
  }
}

/**
 * Attempts in `status` untouched for `waitMs` (oldest first, one batch); only those of the last
 * `WATCH_MS` when `isWatched` (past it, what the provider could not tell is left to staff).
 */
async function unsettled(
  db: Db,
  status: CheckoutTransactionRow['status'],
  now: Date,
  waitMs: number,
  isWatched = false,
): Promise<CheckoutTransactionRow[]> {
  return db
    .select()
    .from(checkoutTransactions)
    .where(
      and(
        eq(checkoutTransactions.status, status),
        lt(checkoutTransactions.updatedAt, since(now, waitMs)),
        isWatched ? gt(checkoutTransactions.updatedAt, since(now, WATCH_MS)) : undefined,
      ),
    )
    .orderBy(asc(checkoutTransactions.updatedAt))
    .limit(BATCH);
}

/**
 * One pass of the payment reconciler over every client: interrupted payments are settled with
 * the provider, finished challenges recorded, and paid baskets nobody completed booked or
 * refunded. Any number of processes may run it at once: each attempt is claimed by one, and
 * booking runs under the basket's checkout lock like the shopper's own completion.
 */
export async function reconcilePayments(deps: ReconcileDeps, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, challengesSettled: 0, booked: 0, refunded: 0, left: 0 };
  for (const row of await unsettled(deps.db, 'authorising', now, STALE_AUTHORISING_MS, true)) {
    if (await settleStaleAuthorising(deps, row, now)) report.settled++;
    else report.left++;
  }
  for (const row of await unsettled(deps.db, 'sca_required', now, UNANSWERED_CHALLENGE_MS, true)) {
    if (await settleChallenge(deps, row, now)) report.challengesSettled++;
  }
  for (const row of await unsettled(deps.db, 'authorised', now, UNCOMPLETED_PAYMENT_MS)) {
    report[await finishPaidAttempt(deps, row, now)]++;
  }
  return report;
}
