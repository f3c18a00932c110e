import type { Cart, CartItem, CreditKind } from '@leisure/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast/index.ts';
import {
  applyCredits,
  applyDiscount,
  clearCart,
  removeAllowance,
  removeDiscount,
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
