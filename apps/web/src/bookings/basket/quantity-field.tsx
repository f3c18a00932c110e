import { type CartItem, MAX_TICKETS_PER_LINE } from '@leisure/contracts';
import { useEffect, useId, useRef } from 'react';
import { useUpdateCartItem } from '../../features/cart/hooks/use-cart-mutations.ts';
import { clampQuantity } from '../../features/timetable/components/fast-tickets.logic.ts';
import styles from './basket.module.css';

/** A line holds one ticket at least: removing it is the line's Remove. */
const minQuantity = 1;

/**
 * − / number / + for a ticket line. The buttons change the basket at once; a typed number is sent
 * when the field is left or Enter is pressed. The place stays held while it changes.
 */
export function QuantityField({ item }: { item: CartItem }) {
  const inputId = useId();
  const update = useUpdateCartItem();
  // Uncontrolled: what is typed stays in the field until it is sent, whatever re-renders the line
  // meanwhile (its hold timer ticks every second); the basket's answer then replaces it.
  const input = useRef<HTMLInputElement>(null);
  const show = (quantity: number) => {
    if (input.current) input.current.value = String(quantity);
  };
  useEffect(() => {
    if (input.current) input.current.value = String(item.quantity);
  }, [item.quantity]);
  const isBusy = update.isPending;
  // The places left at the line's time (its own included), as the basket last counted them.
  const maxQuantity = item.maxQuantity ?? MAX_TICKETS_PER_LINE;
  const isAtSpacesLimit = item.quantity >= maxQuantity && maxQuantity < MAX_TICKETS_PER_LINE;
  const hintId = `${inputId}-hint`;

  const commit = (value: number) => {
    const quantity = Math.max(minQuantity, clampQuantity(value, maxQuantity));
    show(quantity);
    if (isBusy || quantity === item.quantity) return;
    update.mutate({ item, quantity }, { onError: () => show(item.quantity) });
  };

  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Fewer: ${item.name}`}
        disabled={item.quantity <= minQuantity}
        aria-disabled={isBusy || undefined}
        onClick={() => commit(item.quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        Quantity of {item.name}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        className={styles.quantityInput}
        data-testid="number-input"
        min={minQuantity}
        max={maxQuantity}
        step={1}
        ref={input}
        defaultValue={item.quantity}
        aria-describedby={isAtSpacesLimit ? hintId : undefined}
        onBlur={(event) => commit(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(event.currentTarget.value));
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`More: ${item.name}`}
        disabled={item.quantity >= maxQuantity}
        aria-disabled={isBusy || undefined}
        onClick={() => commit(item.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {isAtSpacesLimit && (
        <p id={hintId} className={styles.quantityHint}>
          No more spaces left at this time.
        </p>
      )}
    </div>
  );
}
