import type { Cart, CartCredit } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useApplyCredit } from '../../features/cart/hooks/use-cart-mutations.ts';
import { useClient } from '../../lib/app-context.ts';
import { creditKindLabels } from '../../lib/credit-kinds.ts';
import { Button } from '../../ui/button.tsx';
import styles from './basket.module.css';

/** '5', '5.5' or '5.50' pounds as pence; null for anything else. */
export function poundsToPence(value: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const penceToPounds = (pence: number) => (pence / 100).toFixed(2);

/** One kind of credit: what is available, what this basket can take, and how much to use. */
function CreditForm({ credit }: { credit: CartCredit }) {
  const { currency } = useClient();
  const inputId = useId();
  const apply = useApplyCredit();
  const [amount, setAmount] = useState(() =>
    penceToPounds(credit.applied > 0 ? credit.applied : credit.maxApplicable),
  );
  const [error, setError] = useState<string | null>(null);
  const name = creditKindLabels[credit.type];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pence = poundsToPence(amount);
    if (pence === null) {
      setError('Enter an amount in pounds and pence, like 5.00');
      return;
    }
    setError(null);
    if (!apply.isPending) apply.mutate({ type: credit.type, amountPence: pence });
  }

  return (
    <form className={styles.credit} noValidate onSubmit={handleSubmit} aria-label={name}>
      <p className={styles.creditName}>{name}</p>
      <p className={styles.lineMeta}>
        {formatMoney(credit.totalAvailable, currency.symbol)} available, up to{' '}
        {formatMoney(credit.maxApplicable, currency.symbol)} can be used on this basket
        {credit.applied > 0 && `; ${formatMoney(credit.applied, currency.symbol)} used`}.
      </p>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        Amount of {name.toLowerCase()} to use
      </label>
      <div className={styles.inlineForm}>
        <span className={styles.currency}>
          <span aria-hidden="true">{currency.symbol}</span>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={styles.currencyInput}
            data-testid="currency-input"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </span>
        <Button type="submit" variant="secondary" aria-disabled={apply.isPending || undefined}>
          {apply.isPending ? 'Applying…' : 'Apply credit'}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </form>
  );
}

/** Credits a logged-in customer can put against the basket; nothing for guests or without credit. */
export function CreditsPanel({ cart }: { cart: Cart }) {
  const credits = [cart.credits.membership, cart.credits.general].filter(
    (credit) => credit.totalAvailable > 0,
  );
  if (cart.isGuest || credits.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="credits-heading">
      <h3 id="credits-heading" className={styles.panelHeading}>
        Use your credit
      </h3>
      {credits.map((credit) => (
        <CreditForm key={credit.type} credit={credit} />
      ))}
    </section>
  );
}
