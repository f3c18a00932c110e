import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldShell {
  /** The control's id; the label, hint and error hang off it. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** aria wiring shared by the controls: the hint and the error describe the control. */
function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids === '' ? undefined : ids };
}

function Messages({ id, error, hint }: Pick<FieldShell, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ id, label, optional }: Pick<FieldShell, 'id' | 'label' | 'optional'>) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}> (optional)</span> : null}
    </label>
  );
}

export type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its hint and its error message underneath. */
export function TextField({ id, label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <Label id={id} label={label} optional={optional} />
      <input id={id} className={styles.control} {...describedBy(id, error, hint)} {...input} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function SelectField({ id, label, error, hint, optional, children, ...select }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <Label id={id} label={label} optional={optional} />
      <select id={id} className={styles.control} {...describedBy(id, error, hint)} {...select}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export type CheckboxFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function CheckboxField({ id, label, error, hint, optional: _optional, ...input }: CheckboxFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" {...describedBy(id, error, hint)} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** Two fields side by side from tablet width up. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
