import type { CancellationTerms } from '@leisure/contracts';
import styles from './refund-choice.module.css';

export type RefundTo = CancellationTerms['refundChoices'][number];

const labels: Record<RefundTo, string> = {
  card: 'Refund to your card',
  credit: 'Refund as account credit',
};

interface RefundChoiceProps {
  terms: CancellationTerms;
  value: RefundTo;
  onChange: (value: RefundTo) => void;
}

/**
 * Where the refund of a booking being cancelled goes, when the operator lets the customer choose
 * and the booking was paid by card (else the terms' message says where it goes). Says the amount.
 */
export function RefundChoice({ terms, value, onChange }: RefundChoiceProps) {
  if (terms.refundChoices.length < 2) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>Where should your {terms.refund.formatted} go?</legend>
      {terms.refundChoices.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input
            type="radio"
            name="refund_to"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>{labels[choice]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What the cancel call is told: the customer's choice when there was one, else nothing (the rule decides). */
export function refundToOf(terms: CancellationTerms, chosen: RefundTo): RefundTo | undefined {
  return terms.refundChoices.length > 1 ? chosen : undefined;
}
