import type { OnlinePaymentSession } from '@leisure/contracts';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { paymentMessages } from '../lib/payment-messages.ts';
import type { CardBilling, CardReader, CardReading } from '../lib/provider-card.ts';
import { loadProviderScript } from '../lib/provider-script.ts';
import { CardFormLoading, CardFormProblem } from './card-loading.tsx';
import styles from './checkout.module.css';

interface StripeCardFieldsProps {
  session: OnlinePaymentSession;
  readerRef: RefObject<CardReader | null>;
  describedBy: string | undefined;
}

/**
 * Stripe.js from the session's address (Stripe's own origin in production), then the Stripe
 * constructor it defines: `loadStripe` resolves with the `window.Stripe` already there.
 */
async function stripeOf(session: OnlinePaymentSession): Promise<Stripe> {
  if (!session.url || !session.publishableKey) throw new Error('The Stripe session has no script or key');
  await loadProviderScript(session.url);
  const stripe = await loadStripe(session.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not start');
  return stripe;
}

/** The billing address goes from the checkout's own fields, so the Element does not ask again. */
const billingDetailsOf = (billing: CardBilling) => ({
  name: billing.name,
  address: {
    line1: billing.addressLineOne,
    line2: billing.addressLineTwo,
    city: billing.city,
    state: '',
    postal_code: billing.postcode,
    country: 'GB',
  },
});

/** Pay's questions to the Element: its own checks, then the PaymentMethod the server charges. */
function readerOf(stripe: Stripe, elements: StripeElements): CardReader {
  return {
    async read(billing): Promise<CardReading> {
      const checked = await elements.submit();
      // The Element shows its own field errors; the checkout points at them.
      if (checked.error) return { error: checked.error.message ?? 'Check the card details above.' };
      const { error, paymentMethod } = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: billingDetailsOf(billing) },
      });
      if (error || !paymentMethod) return { error: error?.message ?? paymentMessages.authorizationFailed };
      return { card: { provider: 'stripe', paymentMethodId: paymentMethod.id } };
    },
    async handleNextAction(clientSecret) {
      // Stripe's own 3-D Secure: a challenge on this page, or the bank's page and back.
      await stripe.handleNextAction({ clientSecret });
    },
  };
}

/** Stripe's Payment Element: cards, and Apple Pay or Google Pay where the browser offers them. */
export default function StripeCardFields({ session, readerRef, describedBy }: StripeCardFieldsProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { sessionKey, amount } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one Element per session (and per Try again).
  useEffect(() => {
    let element: StripePaymentElement | undefined;
    let isCurrent = true;
    setStatus('loading');
    stripeOf(session)
      .then((stripe) => {
        if (!isCurrent || !host.current) return;
        // Deferred intent: the server creates and confirms the PaymentIntent at authorise (for
        // cards, wallets included: the account's payment method configuration says which show).
        const elements = stripe.elements({
          mode: 'payment',
          amount: amount.amountPence,
          currency: 'gbp',
          paymentMethodCreation: 'manual',
        });
        element = elements.create('payment', {
          fields: { billingDetails: { name: 'never', address: 'never' } },
        });
        element.on('ready', () => isCurrent && setStatus('ready'));
        element.mount(host.current);
        readerRef.current = readerOf(stripe, elements);
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
      element?.destroy();
      readerRef.current = null;
    };
  }, [sessionKey, attempt]);

  if (status === 'failed') {
    return (
      <CardFormProblem
        message={paymentMessages.stripeConfigurationFailed}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <>
      {status === 'loading' ? <CardFormLoading /> : null}
      <div
        ref={host}
        className={styles.providerFields}
        aria-describedby={describedBy}
        data-testid="stripe-card-fields"
      />
    </>
  );
}
