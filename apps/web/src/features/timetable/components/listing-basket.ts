import type { ActionStatus, AddToCartItem, CartItemType, ItemId } from '@leisure/contracts';

/** A listing item as the basket knows it: its `objectType` (sent as `type`) and its id. */
export interface ListingRef {
  id: ItemId;
  type: CartItemType;
}

/**
 * What the listings need from the basket. The app passes the cart feature's `useListingBasket()`;
 * the promises resolve true once the basket has changed (failures are already shown as toasts).
 */
export interface ListingBasket {
  add(items: readonly AddToCartItem[]): Promise<boolean>;
  /** Removes the basket lines this listing item put there. */
  remove(listing: ListingRef): Promise<boolean>;
  isAdding(listing: ListingRef): boolean;
  isRemoving(listing: ListingRef): boolean;
}

/** What a listing item's action is for the viewer, as far as the basket goes. */
export function listingActionOf(status: ActionStatus): 'add' | 'remove' | null {
  if (status === 'BOOK') return 'add';
  if (status === 'CANCEL_RESERVATION') return 'remove';
  return null;
}
