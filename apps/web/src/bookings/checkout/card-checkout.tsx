import {
  type CardCheckoutProps,
  CardCheckout as PayByCard,
} from '../../features/checkout/components/card-checkout.tsx';
import { backToBasket, waiversDueFor } from './checkout-parts.tsx';
import { useCheckoutPayment } from './use-order-completion.ts';

/** The bookings checkout's card payment; a changed basket sends the shopper back to it. */
export function CardCheckout(props: Omit<CardCheckoutProps, 'payment' | 'recovery' | 'waiversDue'>) {
  const payment = useCheckoutPayment();
  return (
    <PayByCard {...props} payment={payment} recovery={backToBasket} waiversDue={waiversDueFor(props.cart)} />
  );
}
