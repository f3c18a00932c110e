import type { Cart } from '@leisure/contracts';
import type { FormEvent, ReactNode } from 'react';
import { WaiversDue } from '../../features/cart/components/waivers-due.tsx';
import { PaymentProgress } from '../../features/checkout/components/payment-feedback.tsx';
import { hasWaiversToSign } from '../../features/checkout/lib/checkout-bodies.ts';
import { isPaymentBusy, type PaymentState } from '../../features/checkout/lib/payment-state.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/form/index.ts';
import { paths } from '../shared/paths.ts';
import { CheckoutFailure } from './checkout-failure.tsx';
import styles from './checkout-page.module.css';
import { OrderSummary } from './order-summary.tsx';

interface CheckoutFormProps {
  cart: Cart;
  state: PaymentState;
  /** The form's accessible name. */
  label: string;
  /** When the places stop being held, and what the card pays (see OrderSummary). */
  holdExpiresAt: string | null;
  amountToPay: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (form: HTMLFormElement) => void;
  onRetryCompletion?: () => void;
  /** The steps above the terms. */
  children: ReactNode;
}

/** The checkout's frame: the order summary beside the form, with the payment's failure on top. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { cart, state, label, holdExpiresAt, amountToPay, onSubmit, onChange, onRetryCompletion } = props;
  return (
    <div className={styles.layout}>
      <OrderSummary cart={cart} holdExpiresAt={holdExpiresAt} amountToPay={amountToPay} />
      <form
        noValidate
        className={styles.form}
        aria-label={label}
        onSubmit={onSubmit}
        onChange={(event) => onChange(event.currentTarget)}
      >
        <CheckoutFailure state={state} onRetryCompletion={onRetryCompletion} />
        {props.children}
      </form>
    </div>
  );
}

/**
 * The end of the form: the terms, then the button that pays, or (while attendees still have
 * waivers to sign) the way to sign them, since the server refuses payment until then.
 */
export function CheckoutSubmit({
  cart,
  state,
  termsError,
  children,
  testId,
}: {
  cart: Cart;
  state: PaymentState;
  termsError: string | undefined;
  /** The button's words. */
  children: ReactNode;
  testId: string;
}) {
  return (
    <>
      <CheckboxField
        id="checkout-terms"
        name="terms"
        label="I accept the terms and conditions"
        error={termsError}
        required
      />
      {hasWaiversToSign(cart) ? (
        <WaiversDue count={cart.attendeeWaiversRequired} attendeesPath={paths.attendees} />
      ) : (
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
