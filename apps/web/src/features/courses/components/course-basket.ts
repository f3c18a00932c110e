import type { AddToCartItem, CartItemType, ItemId } from '@leisure/contracts';

/** A listing item as the basket knows it: its `objectType` (sent as `type`) and its id. */
export interface CourseListingRef {
  id: ItemId;
  type: CartItemType;
}

/**
 * What booking a course needs from the basket. The app passes the cart feature's
 * `useListingBasket()`; the promises resolve true once the basket has changed (failures are
 * already shown as toasts).
 */
export interface CourseBasket {
  add(items: readonly AddToCartItem[]): Promise<boolean>;
  remove(listing: CourseListingRef): Promise<boolean>;
  isAdding(listing: CourseListingRef): boolean;
  isRemoving(listing: CourseListingRef): boolean;
}
