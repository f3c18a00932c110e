import type { CompleteOrderResponse } from '@leisure/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { refreshListings } from '../../features/cart/hooks/cart-batches.ts';
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
