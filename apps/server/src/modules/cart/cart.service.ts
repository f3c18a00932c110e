import type { AddToCartItem, AddToCartRequest, ApiFamily, Cart, CartItem } from '@leisure/contracts';
import { formatPence, priceOf } from '@leisure/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { bookingOpensAt, decideAction } from '../timetable/action-to-show.ts';
import { assertApiFamily } from '../timetable/api-family.ts';
import { dayOf, zonedTime } from '../timetable/calendar.ts';
import { spacesAvailable } from '../timetable/capacity.ts';
import { findClass } from '../timetable/timetable.repository.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import * as repository from './cart.repository.ts';

export interface CartOwner {
  client: ClientRow;
  userId: number;
  holdMinutes: number;
}

export const placeUnavailable = () =>
  new AppError({ statusCode: 409, code: 'place_unavailable', message: 'Sorry, that place has just gone.' });

/** The basket as the bookings app shows it: lines by start time, expired ones flagged and not counted. */
export async function cartOf(
  db: Database | Transaction,
  owner: CartOwner,
  selectedUserId: number | null = null,
): Promise<Cart> {
  const { client } = owner;
  const cart = await repository.openCartOf(db, client.id, owner.userId);
  const lines = await repository.listCartLines(db, client.id, cart.id);
  const venueIds = new Set<number>();
  const activityIds = new Set<number>();
  const locationIds = new Set<number>();
  for (const line of lines) {
    for (const id of [line.classVenueId, line.slotVenueId, line.timeVenueId])
      if (id !== null) venueIds.add(id);
    for (const id of [line.slotActivityId, line.timeActivityId]) if (id !== null) activityIds.add(id);
    if (line.slotLocationId !== null) locationIds.add(line.slotLocationId);
  }
  // One after another: inside a transaction they share one connection.
  const venueSlugs = await repository.venueSlugs(db, client.id, [...venueIds]);
  const activityNames = await repository.activityNames(db, client.id, [...activityIds]);
  const locationNames = await repository.locationNames(db, client.id, [...locationIds]);
  const symbol = client.currencySymbol;
  const zone = client.timezone;
  const items: CartItem[] = lines.map((line) => {
    const startsAt = line.classStartsAt ?? line.slotStartsAt ?? line.timeStartsAt ?? line.holdExpiresAt;
    const endsAt = line.classEndsAt ?? line.slotEndsAt ?? line.timeEndsAt ?? startsAt;
    const venueId = line.classVenueId ?? line.slotVenueId ?? line.timeVenueId;
    const name =
      line.type === 'activity_class'
        ? (line.className ?? '')
        : line.type === 'ad_hoc_slot'
          ? [activityNames.get(line.slotActivityId ?? 0), locationNames.get(line.slotLocationId ?? 0)]
              .filter(Boolean)
              .join(' - ')
          : [activityNames.get(line.timeActivityId ?? 0), line.ticketTypeName].filter(Boolean).join(' - ');
    return {
      id: line.id,
      type: line.type,
      name,
      venueSlug: venueId === null ? '' : (venueSlugs.get(venueId) ?? ''),
      startsAt: zonedTime(startsAt, zone),
      endsAt: zonedTime(endsAt, zone),
      quantity: line.quantity,
      price: priceOf(line.pricePence, symbol),
      total: priceOf(line.pricePence * line.quantity, symbol),
      holdExpiresAt: line.holdExpiresAt.toISOString(),
      isExpired: line.isExpired,
      enablePrintReceipt: false,
      sortBy: startsAt.toISOString(),
    };
  });
  items.sort((a, b) => a.sortBy.localeCompare(b.sortBy) || a.id - b.id);
  const live = items.filter((item) => !item.isExpired);
  const total = live.reduce((sum, item) => sum + item.total.amountPence, 0);
  return {
    id: cart.id,
    uuid: cart.uuid,
    cartId: cart.id,
    items,
    totals: {
      total,
      taxTotal: 0,
      subTotal: total,
      balance: total,
      itemCount: live.length,
      formattedTotal: formatPence(total, symbol),
      formattedBalance: formatPence(total, symbol),
    },
    selectedUserId,
    completeOrderId: null,
    holdMinutes: owner.holdMinutes,
  };
}

type Key = { id: number } | { uid: string };

function keyOf(id: AddToCartItem['id']): { family: ApiFamily; key: Key } {
  return typeof id === 'number' ? { family: 'v1', key: { id } } : { family: 'v2', key: { uid: id } };
}

/** A checked request line, ready to hold in the add transaction. */
type Plan = (tx: Transaction, cartId: number) => Promise<number | undefined>;

/** Looks the listing up and checks it may be booked by this viewer now; answers how to hold it. */
async function planHold(db: Database, owner: CartOwner, item: AddToCartItem, now: Date): Promise<Plan> {
  const { client } = owner;
  const { family, key } = keyOf(item.id);
  const target = { clientId: client.id, holdMinutes: owner.holdMinutes };
  const check = async (listing: {
    venueId: number;
    startsAt: Date;
    isCancelled: boolean;
    firstBookableAt: Date | null;
    isMembersOnly: boolean;
    spacesAvailable: number;
  }) => {
    const venue = await findVenueByIdOrSlug(db, client.id, String(listing.venueId));
    if (!venue) throw notFound();
    assertApiFamily(family, {
      date: dayOf(listing.startsAt, client.timezone),
      venue,
      clientMigrationDate: client.migrationDate,
    });
    const action = decideAction({ item: listing, now, viewer: { isLoggedIn: true } });
    if (action.status === 'FULL') throw placeUnavailable();
    if (action.status !== 'BOOK') {
      throw new AppError({
        statusCode: 409,
        code: 'conflict',
        message: action.reason ?? 'This cannot be booked.',
      });
    }
  };

  if (item.type === 'activity_class') {
    const row = await findClass(db, client.id, key);
    if (!row) throw notFound();
    await check({
      venueId: row.venueId,
      startsAt: row.startsAt,
      isCancelled: row.status === 'cancelled',
      firstBookableAt: row.firstBookableAt,
      isMembersOnly: row.isMembersOnly,
      spacesAvailable: spacesAvailable({
        capacity: row.capacity,
        booked: row.bookedCount,
        held: row.heldCount,
      }),
    });
    return (tx, cartId) =>
      repository.holdClassPlace(tx, { ...target, cartId, occurrenceId: row.id, pricePence: row.pricePence });
  }

  if (item.type === 'ad_hoc_slot') {
    const row = await repository.findSlot(db, client.id, key);
    if (!row) throw notFound();
    await check({
      venueId: row.venueId,
      startsAt: row.startsAt,
      isCancelled: row.status === 'cancelled',
      firstBookableAt: bookingOpensAt(row.startsAt, client.timezone),
      isMembersOnly: row.isMembersOnly,
      spacesAvailable: row.isTaken ? 0 : 1,
    });
    return (tx, cartId) =>
      repository.holdSlot(tx, {
        ...target,
        cartId,
        slotId: row.id,
        userId: owner.userId,
        pricePence: row.pricePence,
      });
  }

  const row = await repository.findTicketTime(db, client.id, key);
  if (!row) throw notFound();
  const ticketType = await repository.findTicketType(
    db,
    { clientId: client.id, venueId: row.venueId, activityId: row.activityId },
    item.options?.ticket_type_id,
  );
  if (!ticketType)
    throw validationFailed({ 'options.ticket_type_id': ['Unknown ticket type for this session.'] });
  const quantity = item.options?.quantity ?? 1;
  const places = quantity * ticketType.placesPerTicket;
  const spaces = spacesAvailable({ capacity: row.capacity, booked: row.bookedCount, held: row.heldCount });
  await check({
    venueId: row.venueId,
    startsAt: row.startsAt,
    isCancelled: row.status === 'cancelled',
    firstBookableAt: bookingOpensAt(row.startsAt, client.timezone),
    isMembersOnly: row.isMembersOnly,
    spacesAvailable: spaces >= places ? spaces : 0,
  });
  return (tx, cartId) =>
    repository.holdTicketPlaces(tx, {
      ...target,
      cartId,
      ticketTimeId: row.id,
      ticketTypeId: ticketType.id,
      quantity,
      places,
      pricePence: ticketType.pricePence,
    });
}

/** Checks every line first (404, 422, 409 with the reason), then returns the hold work for the transaction. */
export async function prepareAdd(db: Database, owner: CartOwner, request: AddToCartRequest) {
  const now = new Date();
  const plans: Plan[] = [];
  for (const item of request.items) plans.push(await planHold(db, owner, item, now));
  return async (tx: Transaction): Promise<Cart> => {
    const cart = await repository.openCartOf(tx, owner.client.id, owner.userId);
    for (const plan of plans) {
      const held = await plan(tx, cart.id);
      if (held === undefined) throw placeUnavailable();
    }
    await repository.touchCart(tx, owner.client.id, cart.id);
    return cartOf(tx, owner, request.selected_user_id ?? null);
  };
}

/** Takes lines out (all without ids) and answers the cart. */
export function removeWork(
  owner: CartOwner,
  ids: number[] | undefined,
  selectedUserId: number | null = null,
) {
  return async (tx: Transaction): Promise<Cart> => {
    const cart = await repository.openCartOf(tx, owner.client.id, owner.userId);
    await repository.releaseLines(tx, owner.client.id, cart.id, ids);
    await repository.touchCart(tx, owner.client.id, cart.id);
    return cartOf(tx, owner, selectedUserId);
  };
}
