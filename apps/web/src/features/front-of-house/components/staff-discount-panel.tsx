import type { Cart } from '@leisure/contracts';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api.ts';
import { formMessages } from '../../../lib/form-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form/index.ts';
import { useGiveStaffDiscount, useRemoveStaffDiscount } from '../hooks/use-staff-discount.ts';
import { penceFromPounds } from '../lib/money-input.ts';
import styles from './front-of-house.module.css';
import { AffixField } from './money-field.tsx';

type Kind = 'amount' | 'percent';

interface Errors {
  value?: string;
  reason?: string;
}

export const staffDiscountFormMessages = {
  amount: 'Enter an amount in pounds and pence, like 1.00',
  percent: 'Enter a whole percentage from 1 to 100',
} as const;

/** The form's values as the request, or the messages to show. */
function readForm(kind: Kind, value: string, reason: string) {
  const errors: Errors = {};
  const pence = penceFromPounds(value);
  const percent = /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (kind === 'amount' && (pence === null || pence <= 0)) errors.value = staffDiscountFormMessages.amount;
  if (kind === 'percent' && !(percent >= 1 && percent <= 100))
    errors.value = staffDiscountFormMessages.percent;
  if (reason.trim() === '') errors.reason = formMessages.required;
  if (errors.value || errors.reason) return { errors };
  const size = kind === 'amount' ? { amount_pence: pence ?? 0 } : { percent_off: percent };
  return { body: { ...size, reason: reason.trim() } };
}

/** The discount already on the basket, with its Remove. */
function GivenDiscount({
  current,
  money,
}: {
  current: NonNullable<Cart['staffDiscount']>;
  money: (pence: number) => string;
}) {
  const remove = useRemoveStaffDiscount();
  const isPercent = current.percentOff !== null;
  return (
    <div className={styles.given} data-testid="staff-discount-given">
      <p>
        <strong>
          {isPercent ? `${current.percentOff}% off` : `${money(current.amountOffPence ?? 0)} off`}
        </strong>
        {/* A percentage says what it comes to; an amount off already does. */}
        {isPercent ? ` (${money(current.amount)})` : ''}: {current.reason}
      </p>
      <Button
        variant="text"
        size="small"
        aria-disabled={remove.isPending || undefined}
        onClick={() => {
          if (!remove.isPending) remove.mutate();
        }}
      >
        Remove <span className="visually-hidden">the staff discount</span>
      </Button>
    </div>
  );
}

const KIND_LABELS = [
  ['amount', 'Amount'],
  ['percent', 'Percentage'],
] as const;

function KindChoice({ kind, onChange }: { kind: Kind; onChange: (kind: Kind) => void }) {
  return (
    <fieldset className={styles.choices}>
      <legend>Discount by</legend>
      {KIND_LABELS.map(([option, label]) => (
        <div key={option} className={styles.choice}>
          <input
            id={`staff-discount-kind-${option}`}
            type="radio"
            name="staff_discount_kind"
            checked={kind === option}
            onChange={() => onChange(option)}
          />
          <label htmlFor={`staff-discount-kind-${option}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The size of the discount: pounds off (`currency-input`) or a percentage (`percentage-input`). */
function SizeField({
  kind,
  symbol,
  value,
  error,
  onChange,
}: {
  kind: Kind;
  symbol: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (kind === 'amount') {
    return (
      <AffixField
        id="staff-discount-amount"
        label="Amount off"
        affix={symbol}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        data-testid="currency-input"
      />
    );
  }
  return (
    <AffixField
      id="staff-discount-percent"
      label="Percentage off"
      affix="%"
      isSuffix
      type="number"
      inputMode="numeric"
      min={1}
      max={100}
      step={1}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      data-testid="percentage-input"
    />
  );
}

/**
 * The staff discount on the basket of the customer being served: an amount (`currency-input`) or
 * a percentage (`percentage-input`) off what is left to pay, with the reason. One per basket:
 * applying another replaces it.
 */
export function StaffDiscountPanel({
  cart,
  money,
  symbol,
}: {
  cart: Cart;
  money: (pence: number) => string;
  symbol: string;
}) {
  const give = useGiveStaffDiscount();
  const [kind, setKind] = useState<Kind>('amount');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const current = cart.staffDiscount;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readForm(kind, value, reason);
    setErrors(read.errors ?? {});
    if (!read.body || give.isPending) return;
    give.mutate(read.body, {
      onSuccess: () => {
        setValue('');
        setReason('');
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const message = Object.values(error.errors).flat()[0];
        if (message) setErrors({ value: message });
      },
    });
  }

  return (
    <section aria-labelledby="staff-discount-heading" data-testid="staff-discount">
      <h2 id="staff-discount-heading" className={styles.panelHeading}>
        Staff discount
      </h2>
      {current ? <GivenDiscount current={current} money={money} /> : null}
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label={current ? 'Replace the staff discount' : 'Give a staff discount'}
      >
        <KindChoice
          kind={kind}
          onChange={(option) => {
            setKind(option);
            setValue('');
            setErrors({});
          }}
        />
        <div className={styles.amountRow}>
          <SizeField kind={kind} symbol={symbol} value={value} error={errors.value} onChange={setValue} />
          <TextField
            id="staff-discount-reason"
            label="Reason"
            autoComplete="off"
            maxLength={200}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" aria-disabled={give.isPending || undefined}>
          {give.isPending ? 'Applying…' : current ? 'Replace discount' : 'Apply discount'}
        </Button>
      </form>
    </section>
  );
}
