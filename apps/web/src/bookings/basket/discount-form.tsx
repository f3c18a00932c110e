import type { Cart } from '@leisure/contracts';
import { type FormEvent, useState } from 'react';
import { useApplyDiscount, useRemoveDiscount } from '../../features/cart/hooks/use-cart-mutations.ts';
import { isApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import styles from './basket.module.css';

/** The codes applied to the basket, each with what it takes off and its Remove. */
function AppliedCodes({
  discounts,
  onRemoved,
}: {
  discounts: Cart['discounts'];
  onRemoved: (code: string) => void;
}) {
  const remove = useRemoveDiscount();
  if (discounts.length === 0) return null;
  return (
    <ul className={styles.discounts} aria-label="Applied discount codes">
      {discounts.map((discount) => (
        <li key={discount.code} className={styles.discount}>
          <span>
            <strong>{discount.code}</strong>
            {discount.description && <span className={styles.lineMeta}> {discount.description}</span>}
          </span>
          <span className={styles.discountAmount}>−{discount.formattedAmount}</span>
          <Button
            variant="text"
            size="small"
            aria-disabled={remove.isPending || undefined}
            onClick={() => {
              if (remove.isPending) return;
              remove.mutate(discount.code, { onSuccess: () => onRemoved(discount.code) });
            }}
          >
            Remove <span className="visually-hidden">discount code {discount.code}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Discount code' and 'Apply'; the applied codes, each with Remove. A refused code shows the
 * server's reason in a toast and under the field, where it stays until the next try (used
 * already, not with another code, …); what changed is also said in a polite status for screen
 * readers.
 */
export function DiscountForm({ cart }: { cart: Cart }) {
  const apply = useApplyDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setError('Enter a discount code');
      return;
    }
    setError(undefined);
    if (apply.isPending) return;
    apply.mutate(trimmed, {
      onSuccess: () => {
        setCode('');
        setStatus(`Discount code ${trimmed} applied.`);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 400) setError(failure.message);
      },
    });
  }

  return (
    <div className={styles.panel}>
      <form noValidate onSubmit={handleSubmit}>
        <label htmlFor="discount-code" className={styles.fieldLabel}>
          Discount code
        </label>
        <div className={styles.inlineForm}>
          <input
            id="discount-code"
            name="code"
            className={styles.textInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'discount-code-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary" aria-disabled={apply.isPending || undefined}>
            {apply.isPending ? 'Applying…' : 'Apply'}
          </Button>
        </div>
        {error && (
          <p id="discount-code-error" className={styles.fieldError}>
            {error}
          </p>
        )}
      </form>
      <AppliedCodes
        discounts={cart.discounts}
        onRemoved={(code) => setStatus(`Discount code ${code} removed.`)}
      />
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
