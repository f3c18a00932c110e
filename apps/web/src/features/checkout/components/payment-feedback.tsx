import type { ReactNode, Ref } from 'react';
import type { PaymentStatus } from '../lib/payment-state.ts';
import styles from './checkout.module.css';

/** What the page is doing, for the busy status (read out politely as it changes). */
export const progressTexts: Partial<Record<PaymentStatus, string>> = {
  preparing: 'Setting up secure payment…',
  authorizing: 'Authorising your payment…',
  authorized: 'Payment authorised. Confirming your booking…',
  sca_required: 'Taking you to your bank to verify the payment…',
  sca_processing: 'Checking the 3D Secure verification…',
  completing: 'Confirming your booking…',
  completed: 'Order complete. Opening your confirmation…',
};

/** Always in the page, so screen readers announce each change of what it says. */
export function PaymentProgress({ status }: { status: PaymentStatus }) {
  const text = progressTexts[status] ?? '';
  return (
    <p
      role="status"
      aria-live="polite"
      className={text ? styles.progress : 'visually-hidden'}
      data-testid="payment-progress"
    >
      {text ? <span className={styles.progressSpinner} aria-hidden="true" /> : null}
      {text}
    </p>
  );
}

/** The failure of the payment, with what the shopper can do next; the page focuses it when it appears. */
export function PaymentAlert({
  message,
  children,
  ref,
}: {
  message: string | null;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} className={message ? styles.alert : undefined} data-testid="payment-alert">
      <div role="alert">{message ? <p className={styles.alertText}>{message}</p> : null}</div>
      {message ? children : null}
    </div>
  );
}
