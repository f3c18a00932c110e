import type { AddToCartItem, Cart, CartItem, CreditKind } from '@leisure/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import {
  addToCart,
  applyCredits,
  applyDiscount,
  clearCart,
  extendHolds,
  removeAllowance,
  removeDiscount,
  removeFromCart,
  sendCartChange,
  updateCartItem,
} from '../api/cart-changes.ts';
import type { CartViewer } from '../api/get-cart.ts';
import { cartMessages, failureMessage } from '../lib/cart-messages.ts';
import { refreshAfterConflict, storeCart } from './cart-batches.ts';
import { useCartViewer } from './use-cart.ts';

/** Where a credit is reserved from (the bookings app's basket). */
export const cartSource = 'bookings';

interface CartMutation<V> {
  request: (variables: V, viewer: CartViewer, key: string) => Promise<Cart>;
  /** The success toast; none when the screen itself shows the change. */
  success?: string;
  /** The failure toast when the server gives no message. */
  failure?: string;
}

/** One basket change per call: sent with its own Idempotency-Key, the answer cached, toasts shown. */
export function useCartMutation<V>({ request, success, failure }: CartMutation<V>) {
  const queryClient = useQueryClient();
  const viewer = useCartViewer();
  return useMutation({
    mutationFn: (variables: V) => sendCartChange((key) => request(variables, viewer, key)),
    onSuccess: (cart) => storeCart(queryClient, viewer, cart, success),
    onError: (error) => {
      toast.danger(failureMessage(error, failure));
      refreshAfterConflict(queryClient, error);
    },
  });
}

const withSelectedUser = (viewer: CartViewer) =>
  viewer.selectedUserId === null ? {} : { selected_user_id: viewer.selectedUserId };

export const useUpdateCartItem = () =>
  useCartMutation<{ item: CartItem; quantity: number }>({
    request: ({ item, quantity }, viewer, key) =>
      updateCartItem(item.id, { options: { quantity }, ...withSelectedUser(viewer) }, key),
    success: cartMessages.updated,
  });

export const useRemoveBenefit = () =>
  useCartMutation<CartItem>({
    request: (item, viewer, key) => removeAllowance('benefit', item.id, viewer.selectedUserId, key),
    success: cartMessages.benefitRemoved,
  });

export const useRemovePackageUsage = () =>
  useCartMutation<CartItem>({
    request: (item, viewer, key) => removeAllowance('package', item.id, viewer.selectedUserId, key),
    success: cartMessages.packageRemoved,
  });

/** 'Keep for 15 more minutes': the lines' holds run another hold period from now, once each. */
export const useExtendHolds = () =>
  useCartMutation<number[]>({
    request: (ids, viewer, key) => extendHolds(ids, viewer.selectedUserId, key),
    success: cartMessages.holdExtended,
  });

export const useClearCart = () =>
  useCartMutation<void>({
    request: (_, viewer, key) => clearCart(viewer.selectedUserId, key),
    success: cartMessages.cleared,
  });

/** Reserves `amountPence` of one kind of credit against the basket; 0 takes it off. */
export const useApplyCredit = () =>
  useCartMutation<{ type: CreditKind; amountPence: number }>({
    request: ({ type, amountPence }, viewer, key) =>
      applyCredits(
        {
          creditsToReserve: [{ amount: amountPence, type }],
          cartSource,
          selectedUserId: viewer.selectedUserId,
        },
        key,
      ),
    success: cartMessages.creditApplied,
    failure: cartMessages.creditFailed,
  });

/** A refused code (400) shows the server's reason; the applied code list shows success. */
export const useApplyDiscount = () =>
  useCartMutation<string>({
    request: (code, viewer, key) =>
      applyDiscount({ code, customer_id: viewer.selectedUserId, ...withSelectedUser(viewer) }, key),
  });

export const useRemoveDiscount = () =>
  useCartMutation<string>({
    request: (code, viewer, key) => removeDiscount(code, viewer.selectedUserId, key),
  });

/**
 * What to add to hold an expired line's place again: the same listing, quantity, ticket type,
 * price option and attendee. None for a membership, whose start and home centre were chosen on
 * its own page.
 */
export function holdAgainItem(line: CartItem): AddToCartItem | undefined {
  if (line.type === 'membership') return undefined;
  const isTicket = line.type === 'ticket_time';
  return {
    id: line.listingId,
    type: line.type,
    ...(line.pricingOptionId === null ? {} : { pricing_option_id: line.pricingOptionId }),
    ...(line.purchasedForUserId === null ? {} : { purchased_for_user_id: line.purchasedForUserId }),
    ...(isTicket
      ? {
          options: {
            quantity: line.quantity,
            ...(line.ticketTypeId === null ? {} : { ticket_type_id: line.ticketTypeId }),
          },
        }
      : {}),
  };
}

/**
 * "Hold again" on an expired line: holds the same place anew when one is free (a new line with a
 * new hold), then takes the expired line out. A place that has gone says so (the server's words).
 */
export function useHoldAgain() {
  const queryClient = useQueryClient();
  const viewer = useCartViewer();
  return useMutation({
    mutationFn: async (line: CartItem) => {
      const item = holdAgainItem(line);
      if (!item) throw new Error('a membership is not held again');
      const added = await sendCartChange((key) =>
        addToCart({ items: [item], ...withSelectedUser(viewer) }, key),
      );
      try {
        return await sendCartChange((key) => removeFromCart([line.id], viewer.selectedUserId, key));
      } catch {
        // The place is held again; the expired line stays out of the totals until removed.
        return added;
      }
    },
    onSuccess: (cart) => storeCart(queryClient, viewer, cart, cartMessages.heldAgain),
    onError: (error) => {
      toast.danger(failureMessage(error));
      refreshAfterConflict(queryClient, error);
    },
  });
}
