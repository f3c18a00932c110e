import { type Cart, formatMoney, type StaffDiscountRequest, staffDiscountMessages } from '@leisure/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { cartOfOwner, lockCart, touchCart } from '../cart/cart.repository.ts';
import { settledCart } from '../cart/cart.service.ts';
import { type CustomerOwner, cartOwnerOf, requireCustomer } from '../cart/cart-owner.ts';
import { describeCart } from '../cart/cart-view.ts';
import { deleteStaffDiscount, putStaffDiscount } from '../discounts/staff-discounts.repository.ts';
import { deskCustomerOf } from './staff.ts';

/**
 * The basket of the customer a staff user serves: staff only (a customer gets 403), and the
 * customer one of this client's (404 otherwise, staff included). Idempotency keys are the staff
 * user's own.
 */
export async function deskBasketOf(app: FastifyInstance, request: FastifyRequest) {
  const { staff } = await deskCustomerOf(request);
  const { owner, scope } = await cartOwnerOf(app, request);
  return { staff, owner: requireCustomer(owner), scope };
}

const refused = (field: string, message: string) => validationFailed({ [field]: [message] }, message);

/**
 * `PUT /api/front-of-house/cart/discount`: the basket's staff discount, replacing the one it
 * had. It must leave something to take off: the basket has live lines, and an amount is at most
 * what the codes leave to pay (422 otherwise). Payments above the new total are trimmed.
 */
export function giveStaffDiscountWork(
  owner: CustomerOwner,
  input: { staffUserId: number; body: StaffDiscountRequest },
) {
  const { body } = input;
  const field = body.percent_off === undefined ? 'amount_pence' : 'percent_off';
  return async (tx: Transaction): Promise<Cart> => {
    const { client } = owner;
    const cart = await cartOfOwner(tx, owner, false);
    if (!cart) throw refused(field, staffDiscountMessages.emptyBasket);
    await lockCart(tx, client.id, cart.id);
    // Replacing: what is left to discount is the total without the last one.
    await deleteStaffDiscount(tx, client.id, cart.id);
    const before = await describeCart(tx, owner, cart);
    if (before.totals.itemCount === 0) throw refused(field, staffDiscountMessages.emptyBasket);
    const left = before.totals.total;
    if (body.amount_pence !== undefined && body.amount_pence > left) {
      throw refused(field, staffDiscountMessages.tooMuch(formatMoney(left, client.currencySymbol)));
    }
    await putStaffDiscount(tx, {
      clientId: client.id,
      cartId: cart.id,
      amountPence: body.amount_pence ?? null,
      percentOff: body.percent_off ?? null,
      reason: body.reason,
      staffUserId: input.staffUserId,
    });
    await touchCart(tx, client.id, cart.id);
    return settledCart(tx, owner, cart);
  };
}

/** `DELETE /api/front-of-house/cart/discount`: takes it off; 404 when the basket has none. */
export function removeStaffDiscountWork(owner: CustomerOwner) {
  return async (tx: Transaction): Promise<Cart> => {
    const { client } = owner;
    const cart = await cartOfOwner(tx, owner, false);
    if (!cart) throw notFound(staffDiscountMessages.notGiven);
    await lockCart(tx, client.id, cart.id);
    if (!(await deleteStaffDiscount(tx, client.id, cart.id))) throw notFound(staffDiscountMessages.notGiven);
    await touchCart(tx, client.id, cart.id);
    return describeCart(tx, owner, cart);
  };
}
