import type { ReactNode } from 'react';
import styles from './checkout.module.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The legend is read out but not shown (the heading above already says it). */
  isLegendHidden?: boolean;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** Radios in a fieldset, each a whole-row touch target. */
export function ChoiceGroup<T extends string>({
  legend,
  isLegendHidden = false,
  name,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={styles.choices}>
      <legend className={isLegendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
