import type { AddToCartRequest, Cart } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { deleteAllCartDiscounts } from '../discounts/discount-codes.repository.ts';
import { deleteStaffDiscount } from '../discounts/staff-discounts.repository.ts';
import { applyAllowances } from '../memberships/allowances.ts';
import { checkedAttendee } from './attendee.ts';
import { type CartRow, cartOfOwner, touchCart } from './cart.repository.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { clampPayments, keepOnlyGeneralCredit } from './cart-payments.repository.ts';
import { describeCart } from './cart-view.ts';
import { assertNoAttendee } from './course-attendee.ts';
import { holdInOneCall } from './hold-call.ts';
import { type Plan, placeUnavailable, planners } from './hold-plans.ts';
import * as holds from './holds.repository.ts';
import { createSoldOutMemory, type SoldOutMemory } from './sold-out-memory.ts';

export type { CartOwner } from './cart-owner.ts';
export { cartOf } from './cart-view.ts';
export { placeUnavailable } from './hold-plans.ts';

const remembersNothing = createSoldOutMemory({ ttlMs: 0 });

/**
 * Checks every line first (403 `attendee_not_allowed` for a place for someone the customer may
 * not name, 404, 422, 409 with the reason), and answers how to hold each one.
 * With `soldOut`, places found gone a moment ago answer 409 at once.
 */
async function planAdd(db: Database, owner: CartOwner, request: AddToCartRequest, soldOut: SoldOutMemory) {
  const now = new Date();
  const clientId = owner.client.id;
  const plans: Plan[] = [];
  for (const [index, item] of request.items.entries()) {
    const field = `items.${index}`;
    // Whom the place is for is checked first: a refused attendee learns nothing of the listing.
    const attendeeId = await checkedAttendee(
      db,
      owner,
      item.purchased_for_user_id,
      `${field}.purchased_for_user_id`,
    );
    if (item.type !== 'course') assertNoAttendee(item, field);
    if (soldOut.isSoldOut(clientId, item)) throw placeUnavailable();
    try {
      plans.push(await planners[item.type]({ db, owner, item, attendeeId, field, now }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'place_unavailable') soldOut.remember(clientId, item);
      throw error;
    }
  }
  return plans;
}

/** The checks of an add (`planAdd`), then its work for the transaction (`once` runs it). */
export async function prepareAdd(
  db: Database,
  owner: CartOwner,
  request: AddToCartRequest,
  soldOut: SoldOutMemory = remembersNothing,
) {
  return addWork(owner, request, await planAdd(db, owner, request, soldOut), soldOut);
}

/**
 * Adds without an Idempotency-Key. One line that can be held in one call (hold-call.ts) is: the
 * basket, the lock and the insert in one round trip, then the allowances (only for an attendee
 * holding a membership or a package) and the description after it, outside the lock. Anything
 * else (several lines: all or none; a course for someone new) runs in one transaction.
 */
export async function add(
  db: Database,
  owner: CartOwner,
  request: AddToCartRequest,
  soldOut: SoldOutMemory = remembersNothing,
): Promise<Cart> {
  const plans = await planAdd(db, owner, request, soldOut);
  const [plan] = plans;
  const [item] = request.items;
  if (plans.length !== 1 || !plan?.oneCall || !item) {
    return db.transaction(addWork(owner, request, plans, soldOut));
  }
  const held = await holdInOneCall(db, owner, plan.oneCall);
  if (!held) {
    soldOut.remember(owner.client.id, item);
    throw placeUnavailable();
  }
  if (!isGuest(owner) && held.mayTakeAllowance) {
    const input = { clientId: owner.client.id, cartId: held.cart.id, userId: owner.userId };
    await db.transaction((tx) =>
      applyAllowances(tx, { ...input, zone: owner.client.timezone, lineIds: [held.lineId] }),
    );
  }
  // Payments above the total (lines expired since) are trimmed in a transaction, as settledCart does.
  const view = await describeCart(db, owner, held.cart);
  const paid = view.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid <= view.totals.total) return view;
  return db.transaction((tx) => settledCart(tx, owner, held.cart));
}

function addWork(owner: CartOwner, request: AddToCartRequest, plans: Plan[], soldOut: SoldOutMemory) {
  const clientId = owner.client.id;
  return async (tx: Transaction): Promise<Cart> => {
    const cart = await cartOfOwner(tx, owner, true);
    if (!cart) throw new Error('a basket could not be opened');
    const lineIds: number[] = [];
    for (const [index, plan] of plans.entries()) {
      const lineId = await plan(tx, cart.id);
      if (lineId !== undefined) {
        lineIds.push(lineId);
        continue;
      }
      const item = request.items[index];
      if (item) soldOut.remember(clientId, item);
      throw placeUnavailable();
    }
    if (!isGuest(owner)) {
      await applyAllowances(tx, {
        clientId,
        cartId: cart.id,
        userId: owner.userId,
        zone: owner.client.timezone,
        lineIds,
      });
    }
    // A membership replacing another may lower the total: payments never exceed it. The basket is
    // marked changed (`touchCart`) in the statement that reads its money.
    return settledCart(tx, owner, cart, { touch: true });
  };
}

/**
 * The basket after a change that may have lowered its total: payments are trimmed so they never
 * exceed it (the balance never goes below zero), then the basket is described.
 */
export async function settledCart(
  tx: Transaction,
  owner: CartOwner,
  cart: CartRow,
  /** `touch`: `touchCart` too, in the first description's round trip. */
  options: { touch?: boolean } = {},
) {
  const view = await describeCart(tx, owner, cart, options);
  const paid = view.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid <= view.totals.total) return view;
  await clampPayments(tx, { clientId: owner.client.id, cartId: cart.id, totalPence: view.totals.total });
  return describeCart(tx, owner, cart);
}

/**
 * Takes lines out and releases their places; only general credit stays against the basket.
 * Without ids it clears the basket: every line, payment and discount goes.
 */
export function removeWork(owner: CartOwner, ids: number[] | undefined) {
  return async (tx: Transaction): Promise<Cart> => {
    const cart = await cartOfOwner(tx, owner, false);
    if (!cart) return describeCart(tx, owner, undefined);
    const clientId = owner.client.id;
    await holds.releaseLines(tx, clientId, cart.id, ids);
    if (ids === undefined) {
      await deleteAllCartDiscounts(tx, clientId, cart.id);
      await deleteStaffDiscount(tx, clientId, cart.id);
      await clampPayments(tx, { clientId, cartId: cart.id, totalPence: 0 });
    } else {
      await keepOnlyGeneralCredit(tx, clientId, cart.id);
    }
    await touchCart(tx, clientId, cart.id);
    return settledCart(tx, owner, cart);
  };
}
