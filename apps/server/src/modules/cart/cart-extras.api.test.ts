import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartDiscounts,
  cartPayments,
  cartStaffDiscounts,
  creditLedger,
  discountCodes,
} from '../../db/schema/index.ts';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { creditBalances } from '../credits/credit-balances.ts';
import { listCartDiscounts } from '../discounts/discount-codes.repository.ts';
import { findStaffDiscount } from '../discounts/staff-discounts.repository.ts';
import { waiversRequired } from '../waivers/basket-lines.repository.ts';
import { readCartExtras } from './cart-extras.repository.ts';
import { listCartPayments } from './cart-payments.repository.ts';

const kit = useBookingKit();

/** What the five separate reads answer for a basket: what `readCartExtras` must answer in one. */
async function separately(cartId: number, userId: number | null) {
  const db = kit.db();
  return {
    discounts: await listCartDiscounts(db, kit.clientId, cartId),
    staffDiscount: await findStaffDiscount(db, kit.clientId, cartId),
    payments: await listCartPayments(db, kit.clientId, cartId),
    balances: userId === null ? undefined : await creditBalances(db, kit.clientId, userId),
    waiversRequired: await waiversRequired(db, kit.clientId, cartId),
  };
}

describe("the basket's extras, read in one statement", () => {
  it('answers what the separate reads answer: codes in order, desk discount, payments, credit, waivers', async () => {
    const [who, staff] = [await kit.customer(), await kit.staff()];
    const yoga = await kit.yogaLine(who);
    // Two bouldering tickets: bouldering asks a waiver of each attendee.
    await kit.boulderingLine(who, 2);
    const db = kit.db();
    const codes = await db
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.clientId, kit.clientId))
      .limit(2);
    expect(codes).toHaveLength(2);
    // Applied in the reverse of their ids, the second for the customer only: order and fields show.
    for (const [index, code] of [...codes].reverse().entries()) {
      await db.insert(cartDiscounts).values({
        clientId: kit.clientId,
        cartId: yoga.cartId,
        discountCodeId: code.id,
        customerId: index === 1 ? who.id : null,
      });
    }
    await db.insert(cartStaffDiscounts).values({
      clientId: kit.clientId,
      cartId: yoga.cartId,
      percentOff: 10,
      reason: 'Late class last week',
      staffUserId: staff.id,
    });
    await db.insert(creditLedger).values([
      { clientId: kit.clientId, userId: who.id, kind: 'general', amountPence: 700, reason: 'goodwill' },
      { clientId: kit.clientId, userId: who.id, kind: 'general', amountPence: -200, reason: 'used' },
      { clientId: kit.clientId, userId: who.id, kind: 'membership', amountPence: 300, reason: 'plan' },
    ]);
    await db.insert(cartPayments).values({
      clientId: kit.clientId,
      cartId: yoga.cartId,
      kind: 'credit:general',
      tenderType: 'credit',
      creditKind: 'general',
      amountPence: 250,
    });

    const one = await readCartExtras(db, { clientId: kit.clientId, cartId: yoga.cartId, userId: who.id });
    expect(one).toEqual(await separately(yoga.cartId, who.id));
    expect(one.discounts.map((row) => row.discountCodeId)).toEqual([...codes].reverse().map((row) => row.id));
    expect(one.staffDiscount?.createdAt).toBeInstanceOf(Date);
    expect(one.balances).toEqual({ general: 500, membership: 300 });
    expect(one.waiversRequired).toBe(2);
    expect(one.payments).toHaveLength(1);

    await db
      .delete(cartStaffDiscounts)
      .where(and(eq(cartStaffDiscounts.clientId, kit.clientId), eq(cartStaffDiscounts.cartId, yoga.cartId)));
  });

  it('answers an empty basket of a visitor alike, with no credit', async () => {
    const visitor = kit.visitor();
    const cart = await kit.added(visitor, [classItem(await kit.classWithSpaces(3))]);
    const one = await readCartExtras(kit.db(), { clientId: kit.clientId, cartId: cart.id, userId: null });
    expect(one).toEqual(await separately(cart.id, null));
    expect(one).toEqual({
      discounts: [],
      staffDiscount: undefined,
      payments: [],
      balances: undefined,
      waiversRequired: 0,
    });
  });
});
