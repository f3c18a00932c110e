import type { ApplyDiscountRequest, Cart } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { checkedAttendee } from '../cart/attendee.ts';
import { cartOfOwner, lockCart, touchCart } from '../cart/cart.repository.ts';
import { settledCart } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { describeCart } from '../cart/cart-view.ts';
import {
  type DiscountCodeRow,
  deleteCartDiscount,
  findDiscountCode,
  insertCartDiscount,
} from './discount-codes.repository.ts';
import { cartCodeRules, hasUsedDiscount } from './discount-redemptions.repository.ts';

export const discountMessages = {
  unknown: 'This discount code is not recognised.',
  expired: 'This discount code has expired.',
  notYetValid: 'This discount code is not valid yet.',
  fullyRedeemed: 'This discount code has been fully redeemed.',
  alreadyApplied: 'This discount code is already applied.',
  emptyBasket: 'Add something to your basket before using a discount code.',
  minimumSpend: (amount: string) => `Spend at least ${amount} to use this discount code.`,
  notApplied: 'This discount code is not applied to your basket.',
  alreadyUsed: 'You have already used this discount code.',
  notCombinable: (other: string) =>
    `This discount code can't be used with ${other}. Remove ${other} to use this code instead.`,
} as const;

/** A refused code: 400 `discount_rejected`, the reason as the message and on the `code` field. */
const rejected = (message: string) =>
  new AppError({ statusCode: 400, code: 'discount_rejected', message, errors: { code: [message] } });

/** Why a code may not be used now, whatever the basket: unknown, switched off, out of dates, used up. */
function refusalOf(code: DiscountCodeRow | undefined, now: Date): string | undefined {
  if (!code) return discountMessages.unknown;
  if (!code.isActive || (code.validUntil && code.validUntil <= now)) return discountMessages.expired;
  if (code.validFrom && code.validFrom > now) return discountMessages.notYetValid;
  if (code.maxRedemptions !== null && code.redemptionCount >= code.maxRedemptions) {
    return discountMessages.fullyRedeemed;
  }
  return undefined;
}

/**
 * A code's own rules for this customer and basket: a once-per-customer code they used on an
 * order before, or a code that does not combine with one already applied (either of the two).
 */
async function assertCodeRulesAllow(
  tx: Transaction,
  owner: CartOwner,
  code: DiscountCodeRow,
  cartId: number,
) {
  const clientId = owner.client.id;
  if (code.oncePerCustomer && owner.userId !== null) {
    const use = { clientId, discountCodeId: code.id, userId: owner.userId };
    if (await hasUsedDiscount(tx, use)) throw rejected(discountMessages.alreadyUsed);
  }
  const others = (await cartCodeRules(tx, clientId, cartId)).filter((other) => other.id !== code.id);
  const blocker = code.combinable ? others.find((other) => !other.combinable) : others[0];
  if (blocker) throw rejected(discountMessages.notCombinable(blocker.code));
}

/**
 * `POST /api/activities/cart/discount`: applies a code (typed in any case) to the basket, for one
 * customer of it or the whole basket. Refused with 400 `discount_rejected` and a message each:
 * unknown, expired or switched off, not valid yet, fully redeemed, already used by this customer
 * (a once-per-customer code), not to be combined with a code already applied (either way), already
 * applied, an empty basket, or below the minimum spend (of the customer's lines when it is for one
 * customer).
 * A code for one customer names someone the basket's lines may be for (403
 * `attendee_not_allowed` otherwise, checked before the transaction). Everything else is checked
 * and written in one transaction; redemptions are counted at checkout.
 */
export async function prepareDiscount(db: Database, owner: CartOwner, request: ApplyDiscountRequest) {
  const customerId = await checkedAttendee(db, owner, request.customer_id, 'customer_id');
  return async (tx: Transaction): Promise<Cart> => {
    const { client } = owner;
    const code = await findDiscountCode(tx, client.id, request.code);
    const refusal = refusalOf(code, new Date());
    if (refusal || !code) throw rejected(refusal ?? discountMessages.unknown);
    const cart = await cartOfOwner(tx, owner, false);
    if (!cart) throw rejected(discountMessages.emptyBasket);
    await lockCart(tx, client.id, cart.id);
    await assertCodeRulesAllow(tx, owner, code, cart.id);
    const isNew = await insertCartDiscount(tx, {
      clientId: client.id,
      cartId: cart.id,
      discountCodeId: code.id,
      customerId,
    });
    if (!isNew) throw rejected(discountMessages.alreadyApplied);
    const view = await describeCart(tx, owner, cart);
    const spend = view.items
      .filter((item) => !item.isExpired)
      .filter((item) => customerId === null || (item.purchasedForUserId ?? owner.userId) === customerId)
      .reduce((sum, item) => sum + item.total.amountPence, 0);
    if (spend === 0) throw rejected(discountMessages.emptyBasket);
    if (spend < code.minimumSpendPence) {
      throw rejected(
        discountMessages.minimumSpend(formatMoney(code.minimumSpendPence, client.currencySymbol)),
      );
    }
    await touchCart(tx, client.id, cart.id);
    return settledCart(tx, owner, cart);
  };
}

/** `DELETE /api/activities/cart/discount/{code}`: takes a code off the basket; 404 when it is not on it. */
export function removeDiscountWork(owner: CartOwner, typed: string) {
  return async (tx: Transaction): Promise<Cart> => {
    const { client } = owner;
    const cart = await cartOfOwner(tx, owner, false);
    const code = await findDiscountCode(tx, client.id, typed);
    if (!cart || !code) throw notFound(discountMessages.notApplied);
    await lockCart(tx, client.id, cart.id);
    const isRemoved = await deleteCartDiscount(tx, {
      clientId: client.id,
      cartId: cart.id,
      discountCodeId: code.id,
    });
    if (!isRemoved) throw notFound(discountMessages.notApplied);
    await touchCart(tx, client.id, cart.id);
    return describeCart(tx, owner, cart);
  };
}
