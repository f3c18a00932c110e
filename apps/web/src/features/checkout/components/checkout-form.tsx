import { type FormEvent, type ReactNode, Suspense } from 'react';
import { useAppContext } from '../../../lib/app-context.ts';
import { Button } from '../../../ui/button.tsx';
import { TermsField } from '../../../ui/form/index.ts';
import { isPaymentBusy, type PaymentState } from '../lib/payment-state.ts';
import { CheckoutFailure } from './checkout-failure.tsx';
import styles from './checkout-layout.module.css';
import { PaymentProgress } from './payment-feedback.tsx';

interface CheckoutFormProps {
  state: PaymentState;
  /** The form's accessible name. */
  label: string;
  /** The order summary shown beside the form. */
  summary: ReactNode;
  /** The way back when the basket changed under the page. */
  recovery: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (form: HTMLFormElement) => void;
  onRetryCompletion?: () => void;
  /** The steps above the terms. */
  children: ReactNode;
}

/** The checkout's frame: the order summary beside the form, with the payment's failure on top. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { state, label, summary, recovery, onSubmit, onChange, onRetryCompletion } = props;
  return (
    <div className={styles.layout}>
      {/* The summary and the form's steps are most of the checkout's hydration: boundaries of their
          own let React hydrate each in a task of its own (shorter tasks while the page starts), and
          first the one that is touched (decision 0029). */}
      <Suspense>{summary}</Suspense>
      <form
        noValidate
        className={styles.form}
        aria-label={label}
        onSubmit={onSubmit}
        onChange={(event) => onChange(event.currentTarget)}
      >
        <CheckoutFailure state={state} onRetryCompletion={onRetryCompletion} recovery={recovery} />
        <Suspense>{props.children}</Suspense>
      </form>
    </div>
  );
}

/**
 * The end of the form: the terms (unless the page asked for them already), then the button that
 * pays, or (while attendees still have waivers to sign) `waiversDue`, the way to sign them, since
 * the server refuses payment until then.
 */
export function CheckoutSubmit({
  state,
  askTerms = true,
  termsError,
  waiversDue,
  children,
  testId,
}: {
  state: PaymentState;
  /** False where the page took the terms before the checkout (online joining): asked once. */
  askTerms?: boolean;
  termsError: string | undefined;
  /** Shown instead of the button while waivers are unsigned; null when none are. */
  waiversDue: ReactNode;
  /** The button's words. */
  children: ReactNode;
  testId: string;
}) {
  const { client } = useAppContext();
  return (
    <>
      {askTerms ? <TermsField id="checkout-terms" termsUrl={client.termsUrl} error={termsError} /> : null}
      {waiversDue ?? (
        <Button
          type="submit"
          size="large"
          fullWidth
          disabled={isPaymentBusy(state.status)}
          data-testid={testId}
        >
          {children}
        </Button>
      )}
      <PaymentProgress status={state.status} />
    </>
  );
}
