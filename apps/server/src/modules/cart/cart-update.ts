import type { Cart, UpdateCartItemRequest } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { applyAllowances, withoutAllowance } from '../memberships/allowances.ts';
import { checkedAttendee } from './attendee.ts';
import { type CartLineRow, cartOfOwner, listCartLines, touchCart } from './cart.repository.ts';
import { settledCart } from './cart.service.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { resizeTicketHold } from './holds.repository.ts';
import { type UnitPrice, unitPriceFor } from './pricing-option.ts';

export const holdExpired = () =>
  new AppError({
    statusCode: 409,
    code: 'hold_expired',
    message: 'The hold on this item has expired: add it to the basket again.',
  });

const notEnoughSpaces = () =>
  new AppError({
    statusCode: 409,
    code: 'place_unavailable',
    message: 'Sorry, there are not enough spaces left at this time for that many tickets.',
  });

type Options = UpdateCartItemRequest['options'];

/** The places a ticket line takes at a quantity; 422 for a quantity on anything but tickets. */
function newPlaces(
  line: CartLineRow,
  quantity: number | undefined,
): { quantity: number; places: number } | undefined {
  if (quantity === undefined || quantity === line.quantity) return undefined;
  if (line.type !== 'ticket_time' || !line.ticketType) {
    throw validationFailed({ 'options.quantity': ['Only tickets can be bought more than one at a time.'] });
  }
  return { quantity, places: quantity * line.ticketType.placesPerTicket };
}

async function newPrice(db: Database, owner: CartOwner, line: CartLineRow, optionId: number | undefined) {
  if (optionId === undefined || !line.venue || !line.activity) return undefined;
  return unitPriceFor(db, {
    item: {
      type: line.type,
      clientId: owner.client.id,
      venueId: line.venue.id,
      activityId: line.activity.id,
      listedPricePence: line.listedPricePence,
    },
    optionId,
    planIds: owner.membershipPlanIds ?? (async () => []),
    field: 'options.pricing_option_id',
  });
}

/** The line's fields an update writes, all in one statement that only touches a live hold. */
async function writeLine(
  tx: Transaction,
  target: { clientId: number; cartId: number; lineId: number },
  change: { price?: UnitPrice; purchasedForUserId?: number | null; options: Options },
): Promise<boolean> {
  // A new price or attendee takes any benefit or package off; the caller offers one again.
  const reprices = change.price !== undefined || change.purchasedForUserId !== undefined;
  const updated = await tx
    .update(cartItems)
    .set({
      ...(reprices && withoutAllowance),
      ...(change.price && {
        pricePence: change.price.pricePence,
        pricingOptionId: change.price.pricingOptionId,
      }),
      ...(change.purchasedForUserId !== undefined && { purchasedForUserId: change.purchasedForUserId }),
      options: sql`${cartItems.options} || ${JSON.stringify(change.options)}::jsonb`,
    })
    .where(
      and(
        eq(cartItems.clientId, target.clientId),
        eq(cartItems.cartId, target.cartId),
        eq(cartItems.id, target.lineId),
        eq(cartItems.status, 'held'),
        sql`${cartItems.holdExpiresAt} > now()`,
      ),
    )
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

/**
 * `PUT /api/activities/cart/{cartItemId}`: checks the change (404 for a line not in the basket,
 * 409 `hold_expired` for an expired one, 422 for a bad quantity or pricing option, 403
 * `attendee_not_allowed` for a place for someone the customer may not name),
 * then answers the work: more tickets are held under the ticket time's lock only when there is
 * room (409 `place_unavailable` otherwise), fewer release places at once. The hold's expiry is
 * not extended.
 */
export async function prepareUpdate(
  db: Database,
  owner: CartOwner,
  lineId: number,
  request: UpdateCartItemRequest,
) {
  const cart = await cartOfOwner(db, owner, false);
  const line = cart && (await listCartLines(db, owner.client.id, cart.id)).find((row) => row.id === lineId);
  if (!cart || !line) throw notFound();
  if (line.isExpired) throw holdExpired();
  if (line.type === 'membership' && request.options.purchased_for_user_id !== undefined) {
    throw validationFailed({
      'options.purchased_for_user_id': ['A membership is for the customer who joins.'],
    });
  }
  const resize = newPlaces(line, request.options.quantity);
  const price = await newPrice(db, owner, line, request.options.pricing_option_id);
  const forUserId = request.options.purchased_for_user_id;
  // Left out: unchanged; null: the place is the customer's own again.
  const purchasedForUserId =
    forUserId === undefined
      ? undefined
      : await checkedAttendee(db, owner, forUserId, 'options.purchased_for_user_id');
  const target = { clientId: owner.client.id, cartId: cart.id, lineId };
  return async (tx: Transaction): Promise<Cart> => {
    if (resize && line.ticketTimeId !== null) {
      const isResized = await resizeTicketHold(tx, { ...target, ticketTimeId: line.ticketTimeId, ...resize });
      if (!isResized) throw (await isLive(tx, target)) ? notEnoughSpaces() : holdExpired();
    }
    if (!(await writeLine(tx, target, { price, purchasedForUserId, options: request.options })))
      throw holdExpired();
    if (!isGuest(owner) && (price !== undefined || purchasedForUserId !== undefined)) {
      await applyAllowances(tx, {
        ...target,
        userId: owner.userId,
        zone: owner.client.timezone,
        lineIds: [lineId],
      });
    }
    await touchCart(tx, owner.client.id, cart.id);
    return settledCart(tx, owner, cart);
  };
}

async function isLive(tx: Transaction, target: { clientId: number; lineId: number }) {
  const [row] = await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.clientId, target.clientId),
        eq(cartItems.id, target.lineId),
        eq(cartItems.status, 'held'),
        sql`${cartItems.holdExpiresAt} > now()`,
      ),
    );
  return row !== undefined;
}
