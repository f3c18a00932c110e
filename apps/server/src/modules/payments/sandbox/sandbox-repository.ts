import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  sandboxCards,
  sandboxRefunds,
  sandboxSessions,
  sandboxTransactions,
} from '../../../db/schema/index.ts';
import type { AuthoriseResult } from '../provider.ts';

export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
export type NewSandboxTransaction = typeof sandboxTransactions.$inferInsert;

/** What the sandbox keeps in `sandbox_transactions.details` (written only by this module). */
export interface SandboxDetails {
  /** The answer to the first authorise: a repeat with the same vendorTxCode gets it again. */
  firstResult?: AuthoriseResult;
  saveCard?: boolean;
  /** The challenge result the bank page handed the shopper, checked by completeChallenge. */
  cres?: string;
  challengeOutcome?: 'approve' | 'fail';
  message?: string;
  description?: string;
  /** The answer to a merchant-initiated charge of a saved card (sandbox-off-session.ts). */
  offSession?: unknown;
}

export const detailsOf = (row: SandboxTransactionRow): SandboxDetails => row.details as SandboxDetails;

export async function insertSession(db: Database, session: typeof sandboxSessions.$inferInsert) {
  await db.insert(sandboxSessions).values(session);
}

export async function findSession(db: Database, key: string): Promise<SandboxSessionRow | undefined> {
  const [row] = await db.select().from(sandboxSessions).where(eq(sandboxSessions.key, key));
  return row;
}

export async function insertCard(db: Database, card: typeof sandboxCards.$inferInsert) {
  await db.insert(sandboxCards).values(card);
}

export async function findCard(db: Database, id: string): Promise<SandboxCardRow | undefined> {
  const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.id, id));
  return row;
}

export async function markCardReusable(db: Database, id: string) {
  await db.update(sandboxCards).set({ reusable: 'yes' }).where(eq(sandboxCards.id, id));
}

/** The card can no longer be paid with as a saved card (the customer removed it). */
export async function forgetReusableCard(db: Database, merchant: string, id: string) {
  await db
    .update(sandboxCards)
    .set({ reusable: 'no' })
    .where(and(eq(sandboxCards.id, id), eq(sandboxCards.merchant, merchant)));
}

export async function findTransaction(db: Database, id: string): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
  return row;
}

export async function findTransactionByVendorTxCode(
  db: Database,
  merchant: string,
  vendorTxCode: string,
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(
      and(eq(sandboxTransactions.merchant, merchant), eq(sandboxTransactions.vendorTxCode, vendorTxCode)),
    );
  return row;
}

/** Inserts the transaction unless the merchant's vendorTxCode exists; returns whichever row holds it. */
export async function insertTransactionOnce(
  db: Database,
  transaction: NewSandboxTransaction,
): Promise<{ row: SandboxTransactionRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(sandboxTransactions)
    .values(transaction)
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, isNew: true };
  const existing = await findTransactionByVendorTxCode(db, transaction.merchant, transaction.vendorTxCode);
  if (!existing) throw new Error('sandbox transaction vanished after a vendorTxCode conflict');
  return { row: existing, isNew: false };
}

/** Records the challenge outcome once: only a transaction still waiting for 3-D Secure changes. */
export async function finishChallenge(
  db: Database,
  id: string,
  change: { status: 'authorised' | 'failed'; details: SandboxDetails },
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: change.status, details: change.details, updatedAt: sql`now()` })
    .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'sca_required')))
    .returning();
  return row;
}

export type RefundOutcome =
  | { kind: 'refunded'; refundId: string }
  | { kind: 'repeat'; refundId: string; amountPence: number }
  | { kind: 'not_refundable'; status: string }
  | { kind: 'exceeds'; remainingPence: number };

/**
 * One refund, in one database transaction with the payment row locked, so two refunds at once
 * can never give back more than was paid, and a repeated vendorTxCode answers the first refund.
 */
export function recordRefund(
  db: Database,
  input: { transactionId: string; refundId: string; vendorTxCode: string; amountPence: number },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, input.transactionId))
      .for('update');
    if (!payment) throw new Error('sandbox transaction vanished during a refund');
    const [previous] = await tx
      .select()
      .from(sandboxRefunds)
      .where(
        and(
          eq(sandboxRefunds.transactionId, input.transactionId),
          eq(sandboxRefunds.vendorTxCode, input.vendorTxCode),
        ),
      );
    if (previous) return { kind: 'repeat', refundId: previous.id, amountPence: previous.amountPence };
    if (payment.status !== 'authorised') return { kind: 'not_refundable', status: payment.status };
    const remainingPence = payment.amountPence - payment.refundedPence;
    if (input.amountPence > remainingPence) return { kind: 'exceeds', remainingPence };
    await tx.insert(sandboxRefunds).values({
      id: input.refundId,
      transactionId: input.transactionId,
      vendorTxCode: input.vendorTxCode,
      amountPence: input.amountPence,
    });
    const refundedPence = payment.refundedPence + input.amountPence;
    await tx
      .update(sandboxTransactions)
      .set({
        refundedPence,
        status: refundedPence === payment.amountPence ? 'refunded' : 'authorised',
        updatedAt: sql`now()`,
      })
      .where(eq(sandboxTransactions.id, input.transactionId));
    return { kind: 'refunded', refundId: input.refundId };
  });
}
