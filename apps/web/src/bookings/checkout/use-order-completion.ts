import type { CompleteOrderResponse } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { clearSavedAttendees } from '../../features/attendees/index.ts';
import { refreshListings } from '../../features/cart/hooks/cart-batches.ts';
import { usePayment } from '../../features/checkout/hooks/use-payment.ts';
import { clearBillingDetails } from '../../features/checkout/lib/billing-storage.ts';
import { paymentMessages } from '../../features/checkout/lib/payment-messages.ts';
import { scaStorage } from '../../features/checkout/lib/sca-storage.ts';
import { toast } from '../../ui/toast/index.ts';
import { paths } from '../shared/paths.ts';

/** What the checkout does once the order is placed, and when the server says the basket changed. */
export function useOrderCompletion() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onCompleted = useCallback(
    (order: CompleteOrderResponse) => {
      toast.success(paymentMessages.orderCompleted);
      scaStorage.clear();
      clearBillingDetails();
      // The attendees picked for this basket's waivers belong to the order now (spec section 4).
      clearSavedAttendees();
      // The basket is reloaded once the confirmation shows, so the checkout never flashes "empty".
      void Promise.resolve(
        navigate(paths.bookingConfirmed(String(order.completeOrderId)), { replace: true }),
      ).then(() => {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        refreshListings(queryClient);
      });
    },
    [navigate, queryClient],
  );

  // Marked stale, not fetched now: the checkout keeps showing the server's reason (and the way
  // back to the basket), and the basket page loads what is true when the shopper gets there.
  const onConflict = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['cart'], refetchType: 'none' });
  }, [queryClient]);

  return useMemo(() => ({ onCompleted, onConflict }), [onCompleted, onConflict]);
}

/** The checkout's payment: on completion, off to the confirmation (card and direct orders alike). */
export const useCheckoutPayment = () => usePayment(useOrderCompletion());
