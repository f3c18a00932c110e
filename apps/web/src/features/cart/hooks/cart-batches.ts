import type { AddToCartItem, Cart } from '@leisure/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api.ts';
import { toast } from '../../../ui/toast/index.ts';
import { addToCart, removeFromCart, sendCartChange } from '../api/cart-changes.ts';
import { type CartViewer, cartQueryKey } from '../api/get-cart.ts';
import { cartMessages, failureMessage } from '../lib/cart-messages.ts';
import { createDebouncedBatch, type DebouncedBatch } from '../lib/debounced-batch.ts';

/** Add and remove are debounced by 250 ms (docs/product.md, 'The basket'). */
export const cartDebounceMs = 250;

export interface PendingAdd {
  item: AddToCartItem;
  viewer: CartViewer;
  listingKey: string;
}

export interface PendingRemove {
  cartItemId: number;
  viewer: CartViewer;
  listingKey: string;
}

export interface CartBatches {
  add: DebouncedBatch<PendingAdd, Cart>;
  remove: DebouncedBatch<PendingRemove, Cart>;
}

/** The query roots of listings and time slots, whose places and actions follow the basket. */
const listingQueryRoots = ['timetable', 'courses', 'course'] as const;

/** Fetches the listings on screen again; resolves when they have their new actions. */
export async function refreshListings(queryClient: QueryClient): Promise<void> {
  await Promise.all(listingQueryRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}

/** The basket the server answered becomes the cached one; `success` is said at once. */
export function storeCart(queryClient: QueryClient, viewer: CartViewer, cart: Cart, success?: string) {
  queryClient.setQueryData(cartQueryKey(viewer), cart);
  if (success) toast.success(success);
  // The change counts as done once the listings show it, so their buttons never offer a stale action.
  return refreshListings(queryClient);
}

/** The viewer of the last click: the burst is sent for whoever was looking then. */
const viewerOf = (pending: readonly { viewer: CartViewer }[]) =>
  (pending.at(-1) as { viewer: CartViewer }).viewer;

/**
 * After a refused change: when the page was out of date (a place just went, a line was already
 * removed), shows what is true now.
 */
export function refreshAfterConflict(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void refreshListings(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }
}

function reportFailure(queryClient: QueryClient, error: unknown): never {
  toast.danger(failureMessage(error));
  refreshAfterConflict(queryClient, error);
  throw error;
}

function createCartBatches(queryClient: QueryClient): CartBatches {
  const add = createDebouncedBatch<PendingAdd, Cart>({
    waitMs: cartDebounceMs,
    maxSize: 10,
    keyOf: ({ item }) => `${item.type}:${String(item.id)}:${item.options?.ticket_type_id ?? ''}`,
    async send(pending) {
      const viewer = viewerOf(pending);
      try {
        const cart = await sendCartChange((key) =>
          addToCart(
            {
              items: pending.map((entry) => entry.item),
              ...(viewer.selectedUserId === null ? {} : { selected_user_id: viewer.selectedUserId }),
            },
            key,
          ),
        );
        await storeCart(queryClient, viewer, cart, cartMessages.added);
        return cart;
      } catch (error) {
        return reportFailure(queryClient, error);
      }
    },
  });

  const remove = createDebouncedBatch<PendingRemove, Cart>({
    waitMs: cartDebounceMs,
    maxSize: 50,
    keyOf: ({ cartItemId }) => String(cartItemId),
    async send(pending) {
      const viewer = viewerOf(pending);
      try {
        const ids = pending.map((entry) => entry.cartItemId);
        const cart = await sendCartChange((key) => removeFromCart(ids, viewer.selectedUserId, key));
        await storeCart(queryClient, viewer, cart, cartMessages.removed);
        return cart;
      } catch (error) {
        return reportFailure(queryClient, error);
      }
    },
  });

  return { add, remove };
}

const batchesByClient = new WeakMap<QueryClient, CartBatches>();

/** One pair of batches per query client, shared by every button on the page. */
export function cartBatchesFor(queryClient: QueryClient): CartBatches {
  let batches = batchesByClient.get(queryClient);
  if (!batches) {
    batches = createCartBatches(queryClient);
    batchesByClient.set(queryClient, batches);
  }
  return batches;
}
