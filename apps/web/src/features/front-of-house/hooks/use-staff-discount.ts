import type { StaffDiscountRequest } from '@leisure/contracts';
import type { CartViewer } from '../../cart/api/get-cart.ts';
import { useCartMutation } from '../../cart/hooks/use-cart-mutations.ts';
import { giveStaffDiscount, removeStaffDiscount } from '../api/desk-calls.ts';

export const staffDiscountMessages = {
  given: 'Staff discount applied.',
  removed: 'Staff discount removed.',
} as const;

function servedCustomer(viewer: CartViewer): number {
  if (viewer.selectedUserId === null) throw new Error('A staff discount needs the customer being served');
  return viewer.selectedUserId;
}

/** Gives the basket of the customer being served its staff discount (replacing the last one). */
export const useGiveStaffDiscount = () =>
  useCartMutation<Omit<StaffDiscountRequest, 'selected_user_id'>>({
    request: (body, viewer, key) =>
      giveStaffDiscount({ ...body, selected_user_id: servedCustomer(viewer) }, key),
    success: staffDiscountMessages.given,
  });

export const useRemoveStaffDiscount = () =>
  useCartMutation<void>({
    request: (_, viewer, key) => removeStaffDiscount(servedCustomer(viewer), key),
    success: staffDiscountMessages.removed,
  });
