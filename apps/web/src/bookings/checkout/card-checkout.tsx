import type { AuthUser, Cart } from '@leisure/contracts';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { BillingFields } from '../../features/checkout/components/billing-fields.tsx';
import { CardStep } from '../../features/checkout/components/card-step.tsx';
import { RefundChoice } from '../../features/checkout/components/refund-choice.tsx';
import { ResumePayment } from '../../features/checkout/components/resume-payment.tsx';
import { missingCardText, usePayingCard } from '../../features/checkout/hooks/use-paying-card.ts';
import { type BillingDetails, billingForm, type RefundTo } from '../../features/checkout/lib/billing-form.ts';
import { readBillingDetails, saveBillingDetails } from '../../features/checkout/lib/billing-storage.ts';
import { browserDetails } from '../../features/checkout/lib/browser-details.ts';
import {
  authoriseRequestOf,
  completionOf,
  hasWaiversToSign,
} from '../../features/checkout/lib/checkout-bodies.ts';
import { isPaymentBusy } from '../../features/checkout/lib/payment-state.ts';
import { useFormErrors } from '../../ui/form/index.ts';
import { CheckoutForm, CheckoutSubmit } from './checkout-form.tsx';
import styles from './checkout-page.module.css';
import type { ScaReturn } from './sca-return.ts';
import { useCheckoutStart, useFocusOnStart } from './use-checkout-start.ts';
import { useCheckoutPayment } from './use-order-completion.ts';

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
  const payment = useCheckoutPayment();
  const { state } = payment;
  const { errors, validateForm, revalidate } = useFormErrors(billingForm);
  const [defaults] = useState<BillingDetails>(() => ({
    billing_first_name: user?.firstName,
    billing_last_name: user?.lastName,
    ...readBillingDetails(),
  }));
  // Kept with the billing details, so the return from the bank completes with the same choice.
  const [refundTo, setRefundTo] = useState<RefundTo>(defaults.refund_to ?? 'card');
  const completion = useMemo(() => completionOf(cart, source, refundTo), [cart, source, refundTo]);
  const session = state.session;
  const { choice, setChoice, card, enterCard, payingCard } = usePayingCard(session);
  const [cardError, setCardError] = useState<string>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const cardHeadingRef = useRef<HTMLHeadingElement>(null);
  const billingHeadingRef = useRef<HTMLHeadingElement>(null);
  useCheckoutStart(payment, { scaReturn, completion });
  useFocusOnStart(billingHeadingRef, focusOnStart);

  const isBusy = isPaymentBusy(state.status);
  const amount = session?.amount.formatted ?? cart.totals.formattedBalance;
  // An attempt of this basket still waiting for the bank (the tab was closed there). Once its
  // Continue has failed, it is not offered again: the shopper pays again instead.
  const waitingAttempt = session?.inProgress ? session.transactionUuid : null;
  const [triedAttempt, setTriedAttempt] = useState<string | null>(null);
  const canResume =
    waitingAttempt !== null && state.status !== 'failed' && (waitingAttempt !== triedAttempt || isBusy);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || hasWaiversToSign(cart)) return;
    const values = validateForm(event.currentTarget);
    const missing = missingCardText(session, state.status === 'preparing', payingCard);
    setCardError(missing ?? undefined);
    if (!values) return;
    if (missing || !session || !payingCard) {
      (frameRef.current ?? cardHeadingRef.current)?.focus();
      return;
    }
    const { save_card: _saveCard, terms: _terms, ...billing } = values;
    saveBillingDetails({ ...billing, refund_to: refundTo });
    const request = authoriseRequestOf({
      form: values,
      cart,
      sessionKey: session.sessionKey,
      card: payingCard,
      source,
      browser: browserDetails(),
    });
    await payment.pay(request, session.paymentProvider, completion);
  }

  return (
    <CheckoutForm
      cart={cart}
      state={state}
      label="Payment"
      holdExpiresAt={session?.holdExpiresAt ?? null}
      amountToPay={amount}
      onSubmit={handleSubmit}
      onChange={revalidate}
      onRetryCompletion={() => void payment.retryCompletion(state.transactionId, completion)}
    >
      {canResume && waitingAttempt ? (
        <ResumePayment
          isBusy={isBusy}
          onContinue={() => {
            setTriedAttempt(waitingAttempt);
            void payment.returnFromSca({ transactionUuid: waitingAttempt, cres: null }, completion);
          }}
        />
      ) : null}
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
      <RefundChoice value={refundTo} onChange={setRefundTo} />
      <CheckoutSubmit cart={cart} state={state} termsError={errors.terms} testId="pay-button">
        Pay {amount}
      </CheckoutSubmit>
    </CheckoutForm>
  );
}
