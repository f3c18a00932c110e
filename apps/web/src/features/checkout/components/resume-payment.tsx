import { Button } from '../../../ui/button.tsx';
import styles from './checkout.module.css';

export const resumePaymentText = "A payment for this basket is waiting for your bank's check";

/**
 * A 3-D Secure check of this basket that never came back (the tab closed at the bank): finish it
 * with Continue, or pay again below; the server answers a paid attempt instead of charging twice.
 */
export function ResumePayment({ isBusy, onContinue }: { isBusy: boolean; onContinue: () => void }) {
  return (
    <div className={styles.resume} data-testid="resume-payment">
      <p className={styles.resumeText}>{resumePaymentText}</p>
      <p>Continue to finish it, or pay again below. You will not be charged twice.</p>
      <Button
        variant="secondary"
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) onContinue();
        }}
      >
        Continue
      </Button>
    </div>
  );
}
