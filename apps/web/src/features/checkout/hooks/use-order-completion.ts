import type { CompleteOrderResponse } from '@leisure/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast/index.ts';
import { clearBillingDetails } from '../lib/billing-storage.ts';
import { paymentMessages } from '../lib/payment-messages.ts';
import { scaStorage } from '../lib/sca-storage.ts';
import { usePayment } from './use-payment.ts';

export interface OrderCompletionOptions {
  /** The app's confirmation page of an order. */
  confirmationPath: (order: CompleteOrderResponse) => string;
  /** What else the order ends for this app (the attendees picked for its waivers...). */
  onPlaced?: () => void;
  /** What to load again once the confirmation shows, besides the basket. */
  refresh?: (queryClient: QueryClient) => void;
}

/** What the checkout does once the order is placed, and when the server says the basket changed. */
export function useOrderCompletion(options: OrderCompletionOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const onCompleted = useCallback(
    (order: CompleteOrderResponse) => {
      const { confirmationPath, onPlaced, refresh } = latest.current;
      toast.success(paymentMessages.orderCompleted);
      scaStorage.clear();
      clearBillingDetails();
      onPlaced?.();
      // The basket is reloaded once the confirmation shows, so the checkout never flashes "empty".
      void Promise.resolve(navigate(confirmationPath(order), { replace: true })).then(() => {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        refresh?.(queryClient);
      });
    },
    [navigate, queryClient],
  );

  // Marked stale, not fetched now: the checkout keeps showing the server's reason (and the way
  // back), and the basket loads what is true when the shopper gets there.
  const onConflict = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['cart'], refetchType: 'none' });
  }, [queryClient]);

  return useMemo(() => ({ onCompleted, onConflict }), [onCompleted, onConflict]);
}

/** The checkout's payment: on completion, off to the app's confirmation (card and direct orders alike). */
export const useCheckoutPayment = (options: OrderCompletionOptions) =>
  usePayment(useOrderCompletion(options));
