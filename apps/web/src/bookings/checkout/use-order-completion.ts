import { clearSavedAttendees } from '../../features/attendees/index.ts';
import { refreshListings } from '../../features/cart/hooks/cart-batches.ts';
import { useCheckoutPayment as useAppCheckoutPayment } from '../../features/checkout/hooks/use-order-completion.ts';
import { paths } from '../shared/paths.ts';

/**
 * The bookings checkout's payment: on completion, off to the booking confirmation; the
 * attendees picked for this basket's waivers belong to the order then (spec section 4), and the
 * listings show the places taken.
 */
export const useCheckoutPayment = () =>
  useAppCheckoutPayment({
    confirmationPath: (order) => paths.bookingConfirmed(String(order.completeOrderId)),
    onPlaced: clearSavedAttendees,
    refresh: refreshListings,
  });
