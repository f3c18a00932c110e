import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PaymentAlert } from '../../features/checkout/components/payment-feedback.tsx';
import { type PaymentState, shownError } from '../../features/checkout/lib/payment-state.ts';
import { Button } from '../../ui/button.tsx';
import { paths } from '../shared/paths.ts';
import styles from './checkout-page.module.css';

/** A basket that changed under the page (409): the way forward is back in the basket. */
const conflictCodes = new Set(['hold_expired', 'conflict', 'place_unavailable', 'idempotency_conflict']);

/**
 * Why the payment failed and what to do next. Focus moves here when a failure appears, so
 * keyboard and screen reader users land on it.
 */
export function CheckoutFailure({
  state,
  onRetryCompletion,
}: {
  state: PaymentState;
  onRetryCompletion?: () => void;
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
          {isConflict ? <Link to={paths.basket}>Back to your basket</Link> : null}
        </div>
      ) : null}
    </PaymentAlert>
  );
}
