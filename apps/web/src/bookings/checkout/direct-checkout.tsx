import {
  type DirectCheckoutProps,
  DirectCheckout as PlaceOrder,
} from '../../features/checkout/components/direct-checkout.tsx';
import { backToBasket, waiversDueFor } from './checkout-parts.tsx';
import { useCheckoutPayment } from './use-order-completion.ts';

/** Credit (or a discount) covers the whole basket: no card, the order is placed directly. */
export function DirectCheckout(props: Omit<DirectCheckoutProps, 'payment' | 'recovery' | 'waiversDue'>) {
  const payment = useCheckoutPayment();
  return (
    <PlaceOrder {...props} payment={payment} recovery={backToBasket} waiversDue={waiversDueFor(props.cart)} />
  );
}
