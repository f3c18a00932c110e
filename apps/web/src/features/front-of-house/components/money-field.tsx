import type { InputHTMLAttributes } from 'react';
import formStyles from '../../../ui/form/form.module.css';
import styles from './front-of-house.module.css';

export interface AffixFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown before the box (a currency symbol) or, with `isSuffix`, after it (%). */
  affix: string;
  isSuffix?: boolean;
  error?: string | undefined;
  hint?: string;
}

/** A labelled box with its unit beside it (£ before, % after), its hint and its error. */
export function AffixField({ id, label, affix, isSuffix = false, error, hint, ...input }: AffixFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={isSuffix ? `${styles.moneyBox} ${styles.suffixBox}` : styles.moneyBox}>
        <span aria-hidden="true">{affix}</span>
        <input
          id={id}
          className={formStyles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={described === '' ? undefined : described}
          {...input}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
