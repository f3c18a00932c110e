import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cartDiscounts, discountCodes } from '../../db/schema/index.ts';

type Db = Database | Transaction;

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A code of this client as a customer typed it: codes are stored upper-case, matched in any case. */
export async function findDiscountCode(
  db: Db,
  clientId: number,
  typed: string,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.clientId, clientId), eq(discountCodes.code, typed.trim().toUpperCase())))
    .limit(1);
  return row;
}

/** The codes applied to a basket, first applied first (the order they are priced in). */
export async function listCartDiscounts(db: Db, clientId: number, cartId: number) {
  return db
    .select({
      discountCodeId: cartDiscounts.discountCodeId,
      customerId: cartDiscounts.customerId,
      code: discountCodes.code,
      description: discountCodes.description,
      percentOff: discountCodes.percentOff,
      amountOffPence: discountCodes.amountOffPence,
      minimumSpendPence: discountCodes.minimumSpendPence,
    })
    .from(cartDiscounts)
    .innerJoin(
      discountCodes,
      and(
        eq(discountCodes.clientId, cartDiscounts.clientId),
        eq(discountCodes.id, cartDiscounts.discountCodeId),
      ),
    )
    .where(and(eq(cartDiscounts.clientId, clientId), eq(cartDiscounts.cartId, cartId)))
    .orderBy(asc(cartDiscounts.createdAt), asc(cartDiscounts.discountCodeId));
}

export type CartDiscountRow = Awaited<ReturnType<typeof listCartDiscounts>>[number];

/** Applies a code to a basket; false when it was applied already (a concurrent twin included). */
export async function insertCartDiscount(
  tx: Transaction,
  row: { clientId: number; cartId: number; discountCodeId: number; customerId: number | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(cartDiscounts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: cartDiscounts.discountCodeId });
  return inserted.length > 0;
}

/** Takes a code off a basket; false when it was not on it. */
export async function deleteCartDiscount(
  tx: Transaction,
  scope: { clientId: number; cartId: number; discountCodeId: number },
): Promise<boolean> {
  const deleted = await tx
    .delete(cartDiscounts)
    .where(
      and(
        eq(cartDiscounts.clientId, scope.clientId),
        eq(cartDiscounts.cartId, scope.cartId),
        eq(cartDiscounts.discountCodeId, scope.discountCodeId),
      ),
    )
    .returning({ id: cartDiscounts.discountCodeId });
  return deleted.length > 0;
}

export async function deleteAllCartDiscounts(tx: Transaction, clientId: number, cartId: number) {
  await tx
    .delete(cartDiscounts)
    .where(and(eq(cartDiscounts.clientId, clientId), eq(cartDiscounts.cartId, cartId)));
}

/** Carries a visitor's codes over to the basket theirs is merged into (a code it has already stays once). */
export async function moveCartDiscounts(
  tx: Transaction,
  move: { clientId: number; fromCartId: number; toCartId: number },
) {
  await tx.execute(sql`insert into ${cartDiscounts} (client_id, cart_id, discount_code_id, customer_id, created_at)
    select client_id, ${move.toCartId}, discount_code_id, customer_id, created_at from ${cartDiscounts}
    where client_id = ${move.clientId} and cart_id = ${move.fromCartId}
    on conflict do nothing`);
  await deleteAllCartDiscounts(tx, move.clientId, move.fromCartId);
}
