import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../ui/button.tsx';
import { type PaymentState, shownError } from '../lib/payment-state.ts';
import styles from './checkout-layout.module.css';
import { PaymentAlert } from './payment-feedback.tsx';

/** A basket that changed under the page (409): the way forward is the page's `recovery`. */
const conflictCodes = new Set(['hold_expired', 'conflict', 'place_unavailable', 'idempotency_conflict']);

/**
 * Why the payment failed and what to do next. Focus moves here when a failure appears, so
 * keyboard and screen reader users land on it.
 */
export function CheckoutFailure({
  state,
  onRetryCompletion,
  recovery,
}: {
  state: PaymentState;
  onRetryCompletion?: (() => void) | undefined;
  /** The way back when the basket changed (its page, or choosing again). */
  recovery: ReactNode;
}) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.failureCount > 0) alert.current?.focus();
  }, [state.failureCount]);

  const message = shownError(state);
  const isConflict = state.errorCode !== null && conflictCodes.has(state.errorCode);
  // A paid attempt whose completion did not get through can be completed again (it books once).
  const canRetryCompletion =
    onRetryCompletion !== undefined &&
    state.status === 'failed' &&
    state.transactionId !== null &&
    !isConflict;
  return (
    <PaymentAlert ref={alert} message={message}>
      {isConflict || canRetryCompletion ? (
        <div className={styles.actions}>
          {canRetryCompletion ? (
            <Button variant="secondary" onClick={onRetryCompletion}>
              Try again
            </Button>
          ) : null}
          {isConflict ? recovery : null}
        </div>
      ) : null}
    </PaymentAlert>
  );
}
