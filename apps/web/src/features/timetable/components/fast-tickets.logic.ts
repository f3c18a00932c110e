import { type AddToCartItem, MAX_TICKETS_PER_LINE, type TicketType, type TimeSlot } from '@leisure/contracts';

/** Quantities chosen per ticket type id. */
export type TicketSelection = Readonly<Record<number, number>>;

type Ticket = Pick<TicketType, 'id' | 'placesPerTicket' | 'spacesAvailable'>;

/** Places the selection takes at the time (a Family ticket may take 4). */
export function placesTaken(
  selection: TicketSelection,
  types: readonly Ticket[],
  exceptTypeId?: number,
): number {
  let places = 0;
  for (const type of types) {
    if (type.id === exceptTypeId) continue;
    places += (selection[type.id] ?? 0) * type.placesPerTicket;
  }
  return places;
}

/**
 * The most of one ticket type the customer may choose: what the time's spaces leave after the
 * other types, divided by the places one ticket takes, and no more than the type's own limit or
 * what one basket line can hold.
 */
export function maxQuantity(
  type: Ticket,
  selection: TicketSelection,
  types: readonly Ticket[],
  spacesAvailable: number,
): number {
  const left = Math.max(0, spacesAvailable - placesTaken(selection, types, type.id));
  const byPlaces = Math.floor(left / type.placesPerTicket);
  const byType = type.spacesAvailable ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(byPlaces, byType, MAX_TICKETS_PER_LINE));
}

/** A typed-in quantity as a whole number from 0 to max (anything unreadable is 0). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), Math.max(0, max));
}

/** The selection with one type's quantity set, kept within its limit. */
export function withQuantity(
  selection: TicketSelection,
  type: Ticket,
  quantity: number,
  types: readonly Ticket[],
  spacesAvailable: number,
): TicketSelection {
  const next = clampQuantity(quantity, maxQuantity(type, selection, types, spacesAvailable));
  return { ...selection, [type.id]: next };
}

/** The running total in pence. */
export function selectionTotal(
  selection: TicketSelection,
  types: readonly Pick<TicketType, 'id' | 'price'>[],
): number {
  return types.reduce((total, type) => total + (selection[type.id] ?? 0) * type.price.amountPence, 0);
}

/** How many tickets are chosen. */
export function ticketCount(selection: TicketSelection): number {
  return Object.values(selection).reduce((count, quantity) => count + quantity, 0);
}

/** '12 spaces left', '1 space left' or 'Full'. */
export function spacesLeftLabel(spaces: number): string {
  if (spaces <= 0) return 'Full';
  return spaces === 1 ? '1 space left' : `${spaces} spaces left`;
}

/** One add-to-basket item per ticket type chosen, with its quantity. */
export function ticketItems(
  time: Pick<TimeSlot, 'id' | 'objectType'>,
  selection: TicketSelection,
): AddToCartItem[] {
  return Object.entries(selection)
    .filter(([, quantity]) => quantity > 0)
    .map(([typeId, quantity]) => ({
      id: time.id,
      type: time.objectType,
      options: { quantity, ticket_type_id: Number(typeId) },
    }));
}
