import type { AuthUser, Cart } from '@leisure/contracts';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useFormErrors } from '../../../ui/form/index.ts';
import { useCheckoutStart, useFocusOnStart } from '../hooks/use-checkout-start.ts';
import { missingCardText, usePayingCard } from '../hooks/use-paying-card.ts';
import type { usePayment } from '../hooks/use-payment.ts';
import {
  type BillingDetails,
  type BillingForm,
  billingDetailsForm,
  billingFieldNames,
  billingForm,
  cardBillingOf,
  type RefundTo,
} from '../lib/billing-form.ts';
import { readBillingDetails, saveBillingDetails } from '../lib/billing-storage.ts';
import { browserDetails } from '../lib/browser-details.ts';
import { requestCard } from '../lib/card-message.ts';
import {
  authoriseRequestOf,
  completionOf,
  hasWaiversToSign,
  type PayingCard,
} from '../lib/checkout-bodies.ts';
import { isPaymentBusy } from '../lib/payment-state.ts';
import type { CardReader } from '../lib/provider-card.ts';
import type { ScaReturn } from '../lib/sca-return.ts';
import { BillingFields } from './billing-fields.tsx';
import { CardStep } from './card-step.tsx';
import { CheckoutForm, CheckoutSubmit } from './checkout-form.tsx';
import styles from './checkout-layout.module.css';
import { OrderSummary } from './order-summary.tsx';
import { RefundChoice } from './refund-choice.tsx';
import { ResumePayment } from './resume-payment.tsx';

export interface CardCheckoutProps {
  cart: Cart;
  user: AuthUser | undefined;
  /** The app taking the payment (`bookings`, `online-joining`): the order's source. */
  source: string;
  /** The app's payment: where it goes once the order is placed (`useCheckoutPayment`). */
  payment: ReturnType<typeof usePayment>;
  /** Set when the bank has just sent the shopper back from 3-D Secure. */
  scaReturn: ScaReturn | null;
  /** The way back when the basket changed or its holds ran out. */
  recovery: ReactNode;
  /** The way to sign the waivers still due, shown instead of Pay; null when none are. */
  waiversDue: ReactNode;
  /** Move focus to the form when it appears (after logging in on this page). */
  focusOnStart?: boolean;
  /**
   * Whether the checkout asks for the terms (default). False where the page has asked for them
   * already (online joining's details step), so they are asked once; the payment still says
   * they were accepted.
   */
  askTerms?: boolean;
}

/** The card checkout: billing details, the card, the terms and Pay; or the return from the bank. */
export function CardCheckout(props: CardCheckoutProps) {
  const { cart, user, source, payment, scaReturn, recovery, waiversDue } = props;
  const { focusOnStart = false, askTerms = true } = props;
  const { state } = payment;
  const { errors, validateForm, revalidate } = useFormErrors(askTerms ? billingForm : billingDetailsForm);
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
  const readerRef = useRef<CardReader>(null);
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

  const [isReadingCard, setIsReadingCard] = useState(false);

  /**
   * The paying card: the one chosen, else the card typed into the card page or the processor's
   * own fields (Pay asks them); a text when those fields refused it.
   */
  async function cardToPay(values: BillingForm): Promise<PayingCard | string | null> {
    if (payingCard) return payingCard;
    const reader = readerRef.current;
    if (reader) {
      setIsReadingCard(true);
      const reading = await reader.read(cardBillingOf(values));
      setIsReadingCard(false);
      return 'card' in reading ? { kind: 'provider', card: reading.card } : reading.error;
    }
    if (!frameRef.current) return null;
    setIsReadingCard(true);
    const entered = await requestCard(frameRef.current);
    setIsReadingCard(false);
    if (!entered) return null;
    enterCard(entered);
    return { kind: 'new', card: entered };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy || isReadingCard || hasWaiversToSign(cart)) return;
    const values = validateForm(event.currentTarget);
    // The card page is asked for the card once the rest of the form is right (it then shows its
    // own field errors, if any).
    if (!values) return setCardError(undefined);
    const read = await cardToPay(values);
    const paying = typeof read === 'string' ? null : read;
    const missing =
      typeof read === 'string' ? read : missingCardText(session, state.status === 'preparing', paying);
    setCardError(missing ?? undefined);
    if (missing || !session || !paying) {
      (frameRef.current ?? cardHeadingRef.current)?.focus();
      return;
    }
    const billing = Object.fromEntries(billingFieldNames.map((name) => [name, values[name]]));
    saveBillingDetails({ ...billing, refund_to: refundTo });
    const request = authoriseRequestOf({
      form: values,
      cart,
      sessionKey: session.sessionKey,
      card: paying,
      source,
      browser: browserDetails(),
    });
    await payment.pay(request, session.paymentProvider, completion, readerRef.current?.handleNextAction);
  }

  return (
    <CheckoutForm
      state={state}
      label="Payment"
      summary={
        <OrderSummary
          cart={cart}
          holdExpiresAt={session?.holdExpiresAt}
          amountToPay={amount}
          recovery={recovery}
        />
      }
      recovery={recovery}
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
          readerRef={readerRef}
        />
      </section>
      {/* Only a place can be taken while paying: a membership alone needs no choice. */}
      {cart.items.some((item) => item.type !== 'membership') ? (
        <RefundChoice value={refundTo} onChange={setRefundTo} />
      ) : null}
      <CheckoutSubmit
        state={state}
        askTerms={askTerms}
        termsError={errors.terms}
        waiversDue={waiversDue}
        testId="pay-button"
      >
        Pay {amount}
      </CheckoutSubmit>
    </CheckoutForm>
  );
}
