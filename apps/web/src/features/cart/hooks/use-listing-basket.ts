import type { AddToCartItem, Cart, CartItem } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toast } from '../../../ui/toast/index.ts';
import { cartQuery } from '../api/get-cart.ts';
import { cartMessages } from '../lib/cart-messages.ts';
import { type ListingRef, linesOfListing, listingKeyOf } from '../lib/listing-key.ts';
import { cartBatchesFor, refreshListings } from './cart-batches.ts';
import { useCartViewer } from './use-cart.ts';
import { useNeedsCustomer } from './use-needs-customer.ts';

/** Resolves true when the change reached the basket; its failure has already been shown. */
async function settled(change: Promise<unknown>): Promise<boolean> {
  try {
    await change;
    return true;
  } catch {
    return false;
  }
}

/** Whether an add or a remove is waiting or on its way (the basket's adding and removing flags). */
export function useCartStatus() {
  const { add, remove } = cartBatchesFor(useQueryClient());
  const adding = useSyncExternalStore(add.subscribe, add.snapshot, add.snapshot);
  const removing = useSyncExternalStore(remove.subscribe, remove.snapshot, remove.snapshot);
  return { adding, removing, addingToCart: adding.length > 0, removingFromCart: removing.length > 0 };
}

/**
 * What a listing needs from the basket: add items (a burst of clicks within 250 ms is one call),
 * remove what a listing item put in it, and whether either is under way for an item.
 */
export function useListingBasket() {
  const queryClient = useQueryClient();
  const viewer = useCartViewer();
  const batches = cartBatchesFor(queryClient);
  const { adding, removing, addingToCart, removingFromCart } = useCartStatus();
  /** Staff serving nobody are asked to choose the customer: they never book for themselves. */
  const needsCustomer = useNeedsCustomer();

  const push = (items: readonly AddToCartItem[]) =>
    Promise.all(items.map((item) => batches.add.push({ item, viewer, listingKey: listingKeyOf(item) })));

  const add = (items: readonly AddToCartItem[]) =>
    needsCustomer() ? Promise.resolve(false) : settled(push(items));

  /**
   * Adds `items` and resolves with the basket the server answered (its new lines carry their
   * ids), or null when the add failed (already shown) or staff have no customer chosen.
   */
  const addReturningCart = async (items: readonly AddToCartItem[]): Promise<Cart | null> => {
    if (needsCustomer()) return null;
    try {
      return (await push(items)).at(-1) ?? null;
    } catch {
      return null;
    }
  };

  const removeLines = (lines: readonly CartItem[]) =>
    settled(
      Promise.all(
        lines.map((line) =>
          batches.remove.push({
            cartItemId: line.id,
            viewer,
            listingKey: listingKeyOf({ id: line.listingId, type: line.type }),
          }),
        ),
      ),
    );

  const remove = async (listing: ListingRef) => {
    let lines: CartItem[] = [];
    try {
      const cart = await queryClient.ensureQueryData(cartQuery(viewer));
      lines = cart ? linesOfListing(cart.items, listing) : [];
    } catch {
      lines = [];
    }
    if (lines.length === 0) {
      // The listing said "in your basket" but the basket has no such line: the listing is stale.
      toast.danger(cartMessages.failed);
      void refreshListings(queryClient);
      return false;
    }
    return removeLines(lines);
  };

  const isBusy = (pending: readonly { listingKey: string }[], listing: ListingRef) => {
    const key = listingKeyOf(listing);
    return pending.some((entry) => entry.listingKey === key);
  };

  return {
    add,
    addReturningCart,
    remove,
    removeLines,
    isAdding: (listing: ListingRef) => isBusy(adding, listing),
    isRemoving: (listing: ListingRef) => isBusy(removing, listing),
    isRemovingLine: (line: Pick<CartItem, 'id'>) => removing.some((entry) => entry.cartItemId === line.id),
    addingToCart,
    removingFromCart,
  };
}

export type ListingBasket = ReturnType<typeof useListingBasket>;
