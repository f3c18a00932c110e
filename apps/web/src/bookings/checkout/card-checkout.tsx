import type { AuthUser, Cart } from '@leisure/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { BillingFields } from '../../features/checkout/components/billing-fields.tsx';
import { CardStep } from '../../features/checkout/components/card-step.tsx';
import { PaymentProgress } from '../../features/checkout/components/payment-feedback.tsx';
import { missingCardText, usePayingCard } from '../../features/checkout/hooks/use-paying-card.ts';
import { usePayment } from '../../features/checkout/hooks/use-payment.ts';
import { type BillingDetails, billingForm } from '../../features/checkout/lib/billing-form.ts';
import { readBillingDetails, saveBillingDetails } from '../../features/checkout/lib/billing-storage.ts';
import { browserDetails } from '../../features/checkout/lib/browser-details.ts';
import { authoriseRequestOf, completionOf } from '../../features/checkout/lib/checkout-bodies.ts';
import { isPaymentBusy } from '../../features/checkout/lib/payment-state.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, useFormErrors } from '../../ui/form/index.ts';
import { CheckoutFailure } from './checkout-failure.tsx';
import styles from './checkout-page.module.css';
import { OrderSummary } from './order-summary.tsx';
import type { ScaReturn } from './sca-return.ts';
import { useCheckoutStart, useFocusOnStart } from './use-checkout-start.ts';
import { useOrderCompletion } from './use-order-completion.ts';

interface CardCheckoutProps {
  cart: Cart;
  user: AuthUser | undefined;
  source: string;
  /** Set when the bank has just sent the shopper back from 3-D Secure. */
  scaReturn: ScaReturn | null;
  /** Move focus to the form when it appears (after logging in on this page). */
  focusOnStart?: boolean;
}

/** The card checkout: billing details, the card, the terms and Pay; or the return from the bank. */
export function CardCheckout({ cart, user, source, scaReturn, focusOnStart = false }: CardCheckoutProps) {
  const payment = usePayment(useOrderCompletion());
  const { state } = payment;
  const { errors, validateForm, revalidate } = useFormErrors(billingForm);
  const [defaults] = useState<BillingDetails>(() => ({
    billing_first_name: user?.firstName,
    billing_last_name: user?.lastName,
    ...readBillingDetails(),
  }));
  const session = state.session;
  const { choice, setChoice, card, enterCard, payingCard } = usePayingCard(session);
  const [cardError, setCardError] = useState<string>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const billingHeadingRef = useRef<HTMLHeadingElement>(null);
  useCheckoutStart(payment, { scaReturn, cart, source });
  useFocusOnStart(billingHeadingRef, focusOnStart);

  const isBusy = isPaymentBusy(state.status);
  const amount = session?.amount.formatted ?? cart.totals.formattedBalance;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const values = validateForm(event.currentTarget);
    const missing = missingCardText(session, state.status === 'preparing', payingCard);
    setCardError(missing ?? undefined);
    if (!values) return;
    if (missing || !session || !payingCard) {
      (frameRef.current ?? cardHeadingRef.current)?.focus();
      return;
    }
    const { save_card: _saveCard, terms: _terms, ...billing } = values;
    saveBillingDetails(billing);
    const request = authoriseRequestOf({
      form: values,
      cart,
      sessionKey: session.sessionKey,
      card: payingCard,
      source,
      browser: browserDetails(),
    });
    await payment.pay(request, session.paymentProvider, completionOf(cart, source));
  }

  return (
    <div className={styles.layout}>
      <OrderSummary cart={cart} holdExpiresAt={session?.holdExpiresAt ?? null} amountToPay={amount} />
      <form
        noValidate
        className={styles.form}
        aria-label="Payment"
        onSubmit={handleSubmit}
        onChange={(event) => revalidate(event.currentTarget)}
      >
        <CheckoutFailure
          state={state}
          onRetryCompletion={() =>
            void payment.retryCompletion(state.transactionId, completionOf(cart, source))
          }
        />
        <section aria-labelledby="checkout-billing-heading" className={styles.step}>
          <h2
            id="checkout-billing-heading"
            ref={billingHeadingRef}
            tabIndex={-1}
            className={styles.sectionHeading}
          >
            Billing details
          </h2>
          <BillingFields errors={errors} defaults={defaults} />
        </section>
        <section aria-labelledby="checkout-card-heading" className={styles.step}>
          <h2 id="checkout-card-heading" ref={cardHeadingRef} tabIndex={-1} className={styles.sectionHeading}>
            Card
          </h2>
          <CardStep
            session={session}
            isPreparing={state.status === 'preparing' || state.status === 'idle'}
            choice={choice}
            onChoiceChange={(next) => {
              setChoice(next);
              setCardError(undefined);
            }}
            card={card}
            onCard={(next) => {
              enterCard(next);
              if (next) setCardError(undefined);
            }}
            error={cardError}
            onRetry={() => void payment.prepare(state.provider)}
            frameRef={frameRef}
          />
        </section>
        <CheckboxField
          id="checkout-terms"
          name="terms"
          label="I accept the terms and conditions"
          error={errors.terms}
          required
        />
        <Button type="submit" size="large" fullWidth disabled={isBusy} data-testid="pay-button">
          Pay {amount}
        </Button>
        <PaymentProgress status={state.status} />
      </form>
    </div>
  );
}
