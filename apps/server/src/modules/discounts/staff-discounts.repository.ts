import { and, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { cartStaffDiscounts } from '../../db/schema/index.ts';
import type { DiscountRule } from './discount-amounts.ts';

export type StaffDiscountRow = typeof cartStaffDiscounts.$inferSelect;

/** The discount staff gave on a basket at the desk, if any. */
export async function findStaffDiscount(
  db: Db,
  clientId: number,
  cartId: number,
): Promise<StaffDiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(cartStaffDiscounts)
    .where(and(eq(cartStaffDiscounts.clientId, clientId), eq(cartStaffDiscounts.cartId, cartId)))
    .limit(1);
  return row;
}

/**
 * The desk's discount priced like a code (`discountAmounts`): for the whole basket, no minimum
 * spend, and a percentage of what the codes before it leave.
 */
export const staffDiscountRule = (row: StaffDiscountRow): DiscountRule => ({
  percentOff: row.percentOff,
  amountOffPence: row.amountPence,
  minimumSpendPence: 0,
  customerId: null,
  isOfWhatIsLeft: true,
});

/** Gives the basket its staff discount, replacing the one it had. */
export async function putStaffDiscount(
  tx: Transaction,
  row: Omit<StaffDiscountRow, 'createdAt'>,
): Promise<void> {
  await tx
    .insert(cartStaffDiscounts)
    .values(row)
    .onConflictDoUpdate({
      target: [cartStaffDiscounts.clientId, cartStaffDiscounts.cartId],
      set: {
        amountPence: row.amountPence,
        percentOff: row.percentOff,
        reason: row.reason,
        staffUserId: row.staffUserId,
        createdAt: new Date(),
      },
    });
}

/** Takes the basket's staff discount off; false when it had none. */
export async function deleteStaffDiscount(tx: Transaction, clientId: number, cartId: number) {
  const deleted = await tx
    .delete(cartStaffDiscounts)
    .where(and(eq(cartStaffDiscounts.clientId, clientId), eq(cartStaffDiscounts.cartId, cartId)))
    .returning({ cartId: cartStaffDiscounts.cartId });
  return deleted.length > 0;
}
