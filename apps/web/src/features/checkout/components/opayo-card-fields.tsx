import type { OnlinePaymentSession } from '@leisure/contracts';
import { type RefObject, useEffect, useId, useState } from 'react';
import { paymentMessages } from '../lib/payment-messages.ts';
import type { CardReader, CardReading } from '../lib/provider-card.ts';
import { loadProviderScript } from '../lib/provider-script.ts';
import { CardFormLoading, CardFormProblem } from './card-loading.tsx';
import styles from './checkout.module.css';

/** What Opayo's drop-in checkout (sagepay.js) answers when it has tokenised the card. */
type TokenisationResult =
  | { success: true; cardIdentifier: string }
  | { success: false; error?: { errorCode?: string; errorMessage?: string } };

interface OpayoCheckout {
  form(options?: { formSelector?: string }): void;
  tokenise(): void;
  destroy?: () => void;
}

declare global {
  interface Window {
    sagepayCheckout?: (options: {
      merchantSessionKey: string;
      containerSelector: string;
      onTokenise: (result: TokenisationResult) => void;
    }) => OpayoCheckout;
  }
}

/** How long Pay waits for Opayo to turn the card into a card identifier. */
const tokeniseTimeoutMs = 20_000;

/**
 * Opayo Pi's drop-in checkout: its own card fields in its own frame, for the session's merchant
 * session key. Pay asks it to tokenise; the card identifier and the key go to authorise.
 */
function mountDropIn(containerSelector: string, merchantSessionKey: string) {
  const create = window.sagepayCheckout;
  if (!create) throw new Error('sagepay.js defined no sagepayCheckout');
  let pending: ((result: TokenisationResult) => void) | null = null;
  const checkout = create({
    merchantSessionKey,
    containerSelector,
    onTokenise: (result) => pending?.(result),
  });
  checkout.form();
  const reader: CardReader = {
    read: () =>
      new Promise<CardReading>((resolve) => {
        const timer = setTimeout(() => finish({ success: false }), tokeniseTimeoutMs);
        function finish(result: TokenisationResult) {
          clearTimeout(timer);
          pending = null;
          resolve(
            result.success
              ? { card: { provider: 'opayo', cardIdentifier: result.cardIdentifier } }
              : { error: result.error?.errorMessage || 'Check the card details above.' },
          );
        }
        pending = finish;
        checkout.tokenise();
      }),
  };
  return { reader, destroy: () => checkout.destroy?.() };
}

export default function OpayoCardFields({
  session,
  readerRef,
  describedBy,
}: {
  session: OnlinePaymentSession;
  readerRef: RefObject<CardReader | null>;
  describedBy: string | undefined;
}) {
  const containerId = `opayo-card-${useId().replace(/[^\w-]/g, '')}`;
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { sessionKey, url } = session;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one drop-in per merchant session key (and per Try again).
  useEffect(() => {
    let mounted: ReturnType<typeof mountDropIn> | undefined;
    let isCurrent = true;
    setStatus('loading');
    (url ? loadProviderScript(url) : Promise.reject(new Error('The Opayo session has no script')))
      .then(() => {
        if (!isCurrent) return;
        mounted = mountDropIn(`#${containerId}`, sessionKey);
        readerRef.current = mounted.reader;
        setStatus('ready');
      })
      .catch(() => isCurrent && setStatus('failed'));
    return () => {
      isCurrent = false;
      mounted?.destroy();
      readerRef.current = null;
    };
  }, [sessionKey, attempt]);

  if (status === 'failed') {
    return (
      <CardFormProblem
        message={paymentMessages.opayoSessionFailed}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <>
      {status === 'loading' ? <CardFormLoading /> : null}
      <div
        id={containerId}
        className={styles.providerFields}
        aria-describedby={describedBy}
        data-testid="opayo-card-fields"
      />
    </>
  );
}
