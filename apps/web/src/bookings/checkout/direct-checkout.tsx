import type { Cart } from '@leisure/contracts';
import { type FormEvent, useRef } from 'react';
import { nextHoldExpiry } from '../../features/cart/hooks/use-refresh-at-hold-expiry.ts';
import { PaymentProgress } from '../../features/checkout/components/payment-feedback.tsx';
import { usePayment } from '../../features/checkout/hooks/use-payment.ts';
import { termsForm } from '../../features/checkout/lib/billing-form.ts';
import { directOrderOf } from '../../features/checkout/lib/checkout-bodies.ts';
import { isPaymentBusy } from '../../features/checkout/lib/payment-state.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, useFormErrors } from '../../ui/form/index.ts';
import { CheckoutFailure } from './checkout-failure.tsx';
import styles from './checkout-page.module.css';
import { OrderSummary } from './order-summary.tsx';
import { useFocusOnStart } from './use-checkout-start.ts';
import { useOrderCompletion } from './use-order-completion.ts';

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
  const payment = usePayment(useOrderCompletion());
  const { errors, validateForm, revalidate } = useFormErrors(termsForm);
  const isBusy = isPaymentBusy(payment.state.status);
  const holdEnds = nextHoldExpiry(cart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnStart(headingRef, focusOnStart);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || !validateForm(event.currentTarget)) return;
    await payment.placeOrder(directOrderOf(cart, source));
  }

  return (
    <div className={styles.layout}>
      <OrderSummary
        cart={cart}
        holdExpiresAt={holdEnds === null ? null : new Date(holdEnds).toISOString()}
        amountToPay={cart.totals.formattedBalance}
      />
      <form
        noValidate
        className={styles.form}
        aria-label="Place order"
        onSubmit={handleSubmit}
        onChange={(event) => revalidate(event.currentTarget)}
      >
        <CheckoutFailure state={payment.state} />
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
        <CheckboxField
          id="checkout-terms"
          name="terms"
          label="I accept the terms and conditions"
          error={errors.terms}
          required
        />
        <Button type="submit" size="large" fullWidth disabled={isBusy} data-testid="place-order-button">
          Place order
        </Button>
        <PaymentProgress status={payment.state.status} />
      </form>
    </div>
  );
}
