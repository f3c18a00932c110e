import type { Cart } from '@leisure/contracts';
import { clearSavedAttendees } from '../../features/attendees/index.ts';
import { refreshListings } from '../../features/cart/hooks/cart-batches.ts';
import { useOrderCompletion } from '../../features/checkout/hooks/use-order-completion.ts';
import { DeskCheckout as DeskCheckoutView } from '../../features/front-of-house/components/desk-checkout.tsx';
import type { DeskCustomer } from '../../lib/system-store.ts';
import { paths } from '../shared/paths.ts';
import { backToBasket, waiversDueFor } from './checkout-parts.tsx';

/**
 * The bookings checkout at the front desk: paid with the desk's tenders, then the booking
 * confirmation, as a card payment would be.
 */
export function DeskCheckout({ cart, customer }: { cart: Cart; customer: DeskCustomer }) {
  const completion = useOrderCompletion({
    confirmationPath: (order) => paths.bookingConfirmed(String(order.completeOrderId)),
    onPlaced: clearSavedAttendees,
    refresh: refreshListings,
  });
  return (
    <DeskCheckoutView
      cart={cart}
      customer={customer}
      completion={completion}
      recovery={backToBasket}
      waiversDue={waiversDueFor(cart)}
    />
  );
}
