import type { CreditKind } from '@leisure/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { cartPayments } from '../../db/schema/index.ts';

export type CartPaymentRow = typeof cartPayments.$inferSelect;

/** `cart_payments.kind` of a credit payment: one row per kind and basket. */
export const creditPaymentKind = (kind: CreditKind) => `credit:${kind}`;

export async function listCartPayments(db: Db, clientId: number, cartId: number): Promise<CartPaymentRow[]> {
  return db
    .select()
    .from(cartPayments)
    .where(and(eq(cartPayments.clientId, clientId), eq(cartPayments.cartId, cartId)))
    .orderBy(asc(cartPayments.createdAt), asc(cartPayments.id));
}

/** Puts `amountPence` of a credit kind against the basket, replacing what that kind had. */
export async function putCreditPayment(
  tx: Transaction,
  payment: { clientId: number; cartId: number; kind: CreditKind; amountPence: number },
) {
  await tx
    .insert(cartPayments)
    .values({
      clientId: payment.clientId,
      cartId: payment.cartId,
      kind: creditPaymentKind(payment.kind),
      tenderType: 'credit',
      creditKind: payment.kind,
      amountPence: payment.amountPence,
    })
    .onConflictDoUpdate({
      target: [cartPayments.clientId, cartPayments.cartId, cartPayments.kind],
      set: { amountPence: payment.amountPence },
    });
}

export async function deletePayment(
  tx: Transaction,
  scope: { clientId: number; cartId: number; kind: string },
) {
  await tx
    .delete(cartPayments)
    .where(
      and(
        eq(cartPayments.clientId, scope.clientId),
        eq(cartPayments.cartId, scope.cartId),
        eq(cartPayments.kind, scope.kind),
      ),
    );
}

/** After an item is removed only general credit stays against the basket (docs/product.md, 'The basket'). */
export async function keepOnlyGeneralCredit(tx: Transaction, clientId: number, cartId: number) {
  await tx
    .delete(cartPayments)
    .where(
      and(
        eq(cartPayments.clientId, clientId),
        eq(cartPayments.cartId, cartId),
        ne(cartPayments.kind, creditPaymentKind('general')),
      ),
    );
}

/**
 * Trims the basket's payments, newest first, until together they are at most `totalPence`, so
 * the balance left to pay by card never goes below zero. A payment trimmed to nothing is removed.
 */
export async function clampPayments(
  tx: Transaction,
  scope: { clientId: number; cartId: number; totalPence: number },
) {
  const rows = await tx
    .select()
    .from(cartPayments)
    .where(and(eq(cartPayments.clientId, scope.clientId), eq(cartPayments.cartId, scope.cartId)))
    .orderBy(desc(cartPayments.createdAt), desc(cartPayments.id));
  let excess = rows.reduce((sum, row) => sum + row.amountPence, 0) - scope.totalPence;
  for (const row of rows) {
    if (excess <= 0) break;
    const cut = Math.min(excess, row.amountPence);
    excess -= cut;
    const where = and(eq(cartPayments.clientId, scope.clientId), eq(cartPayments.id, row.id));
    if (cut === row.amountPence) await tx.delete(cartPayments).where(where);
    else
      await tx
        .update(cartPayments)
        .set({ amountPence: row.amountPence - cut })
        .where(where);
  }
}
