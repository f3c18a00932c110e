import type { CartItem, CartItemType, ItemId } from '@leisure/contracts';

/** A bookable listing item as the basket knows it: its `objectType` and its id. */
export interface ListingRef {
  id: ItemId;
  type: CartItemType;
}

/** One key per listing item, the same for the listing and for the basket line made from it. */
export function listingKeyOf(listing: ListingRef): string {
  return `${listing.type}:${String(listing.id)}`;
}

/** The basket lines made from a listing item (a ticket time can have one per ticket type). */
export function linesOfListing(items: readonly CartItem[], listing: ListingRef): CartItem[] {
  const key = listingKeyOf(listing);
  return items.filter((item) => listingKeyOf({ id: item.listingId, type: item.type }) === key);
}
