import type { AddToCartItem, Cart, CartItemType, ItemId } from '@leisure/contracts';

/** A listing item as the basket knows it: its `objectType` (sent as `type`) and its id. */
export interface CourseListingRef {
  id: ItemId;
  type: CartItemType;
}

/**
 * What booking a course needs from the basket (the app passes the cart feature's). Failures are
 * already shown as toasts.
 */
export interface CourseBasket {
  /** Resolves with the basket holding the new line (its answers go to it), or null on failure. */
  add(items: readonly AddToCartItem[]): Promise<Cart | null>;
  /** Resolves true once the course's lines are gone. */
  remove(listing: CourseListingRef): Promise<boolean>;
  isAdding(listing: CourseListingRef): boolean;
  isRemoving(listing: CourseListingRef): boolean;
}
