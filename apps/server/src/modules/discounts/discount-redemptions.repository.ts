import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '../../db/client.ts';
import { cartDiscounts, discountCodes, discountRedemptions } from '../../db/schema/index.ts';

type Db = Database | Transaction;

/** Why a code's use at checkout was refused, or `redeemed`. */
export type Redemption = 'redeemed' | 'usedUp' | 'alreadyUsed';

/**
 * Counts one use of a code on an order, in the transaction that completes it. The conditional
 * update counts the use only while uses are left, and locks the code's row until the order
 * commits: a second order with the same code waits there, then its next statement (a fresh
 * snapshot at READ COMMITTED) sees the first order's use, so a once-per-customer code is used
 * once however many orders race (on PGlite transactions run one at a time anyway).
 */
export async function redeemDiscount(
  tx: Transaction,
  use: { clientId: number; discountCodeId: number; userId: number; orderId: number },
): Promise<Redemption> {
  const [counted] = await rowsOf<{ oncePerCustomer: boolean }>(
    tx,
    sql`update ${discountCodes} set redemption_count = redemption_count + 1
      where client_id = ${use.clientId} and id = ${use.discountCodeId}
        and (max_redemptions is null or redemption_count < max_redemptions)
      returning once_per_customer as "oncePerCustomer"`,
  );
  if (!counted) return 'usedUp';
  if (counted.oncePerCustomer && (await hasUsedDiscount(tx, use))) return 'alreadyUsed';
  await tx.insert(discountRedemptions).values(use);
  return 'redeemed';
}

/** Whether the customer has used the code on an order before. */
export async function hasUsedDiscount(
  db: Db,
  use: { clientId: number; discountCodeId: number; userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.clientId, use.clientId),
        eq(discountRedemptions.discountCodeId, use.discountCodeId),
        eq(discountRedemptions.userId, use.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The codes on a basket with their rules (combining, once per customer), first applied first. */
export async function cartCodeRules(db: Db, clientId: number, cartId: number) {
  return db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      combinable: discountCodes.combinable,
      oncePerCustomer: discountCodes.oncePerCustomer,
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
    .orderBy(cartDiscounts.createdAt, cartDiscounts.discountCodeId);
}

/** Two codes of a basket that may not be used together (one of them does not combine), if any. */
export function clashingCodes<T extends { combinable: boolean }>(codes: readonly T[]): [T, T] | undefined {
  const loner = codes.find((code) => !code.combinable);
  const other = loner && codes.find((code) => code !== loner);
  return loner && other ? [loner, other] : undefined;
}
