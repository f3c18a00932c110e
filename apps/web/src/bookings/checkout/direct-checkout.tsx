import type { Cart } from '@leisure/contracts';
import { type FormEvent, useRef } from 'react';
import { nextHoldExpiry } from '../../features/cart/hooks/use-refresh-at-hold-expiry.ts';
import { termsForm } from '../../features/checkout/lib/billing-form.ts';
import { directOrderOf, hasWaiversToSign } from '../../features/checkout/lib/checkout-bodies.ts';
import { isPaymentBusy } from '../../features/checkout/lib/payment-state.ts';
import { useFormErrors } from '../../ui/form/index.ts';
import { CheckoutForm, CheckoutSubmit } from './checkout-form.tsx';
import styles from './checkout-page.module.css';
import { useFocusOnStart } from './use-checkout-start.ts';
import { useCheckoutPayment } from './use-order-completion.ts';

/** Credit (or a discount) covers the whole basket: no card, the order is placed directly. */
export function DirectCheckout({
  cart,
  source,
  focusOnStart = false,
}: {
  cart: Cart;
  source: string;
  focusOnStart?: boolean;
}) {
  const payment = useCheckoutPayment();
  const { errors, validateForm, revalidate } = useFormErrors(termsForm);
  const isBusy = isPaymentBusy(payment.state.status);
  const holdEnds = nextHoldExpiry(cart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnStart(headingRef, focusOnStart);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || hasWaiversToSign(cart) || !validateForm(event.currentTarget)) return;
    await payment.placeOrder(directOrderOf(cart, source));
  }

  return (
    <CheckoutForm
      cart={cart}
      state={payment.state}
      label="Place order"
      holdExpiresAt={holdEnds === null ? null : new Date(holdEnds).toISOString()}
      amountToPay={cart.totals.formattedBalance}
      onSubmit={handleSubmit}
      onChange={revalidate}
    >
      <section aria-labelledby="checkout-direct-heading" className={styles.step}>
        <h2 id="checkout-direct-heading" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
          Nothing to pay by card
        </h2>
        <p>
          {cart.payments.length > 0
            ? 'Your credit covers this order, so no card is needed.'
            : 'There is nothing to pay for this order, so no card is needed.'}
        </p>
      </section>
      <CheckoutSubmit cart={cart} state={payment.state} termsError={errors.terms} testId="place-order-button">
        Place order
      </CheckoutSubmit>
    </CheckoutForm>
  );
}
