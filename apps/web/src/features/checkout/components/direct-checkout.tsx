import type { Cart } from '@leisure/contracts';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useFormErrors } from '../../../ui/form/index.ts';
import { useFocusOnStart } from '../hooks/use-checkout-start.ts';
import type { usePayment } from '../hooks/use-payment.ts';
import { termsForm } from '../lib/billing-form.ts';
import { directOrderOf, hasWaiversToSign } from '../lib/checkout-bodies.ts';
import { isPaymentBusy } from '../lib/payment-state.ts';
import { CheckoutForm, CheckoutSubmit } from './checkout-form.tsx';
import styles from './checkout-layout.module.css';
import { OrderSummary } from './order-summary.tsx';

export interface DirectCheckoutProps {
  cart: Cart;
  source: string;
  payment: ReturnType<typeof usePayment>;
  recovery: ReactNode;
  waiversDue: ReactNode;
  focusOnStart?: boolean;
  /** False where the page took the terms before the checkout (online joining): asked once. */
  askTerms?: boolean;
}

/** Credit (or a discount) covers the whole basket: no card, the order is placed directly. */
export function DirectCheckout(props: DirectCheckoutProps) {
  const { cart, source, payment, recovery, waiversDue, focusOnStart = false, askTerms = true } = props;
  const { errors, validateForm, revalidate } = useFormErrors(termsForm);
  const isBusy = isPaymentBusy(payment.state.status);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnStart(headingRef, focusOnStart);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || hasWaiversToSign(cart)) return;
    if (askTerms && !validateForm(event.currentTarget)) return;
    await payment.placeOrder(directOrderOf(cart, source));
  }

  return (
    <CheckoutForm
      state={payment.state}
      label="Place order"
      summary={<OrderSummary cart={cart} amountToPay={cart.totals.formattedBalance} recovery={recovery} />}
      recovery={recovery}
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
      <CheckoutSubmit
        state={payment.state}
        askTerms={askTerms}
        termsError={errors.terms}
        waiversDue={waiversDue}
        testId="place-order-button"
      >
        Place order
      </CheckoutSubmit>
    </CheckoutForm>
  );
}
