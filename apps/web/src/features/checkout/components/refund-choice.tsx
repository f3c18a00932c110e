import type { RefundTo } from '../lib/billing-form.ts';
import { type Choice, ChoiceGroup } from './choice-group.tsx';

const choices: readonly Choice<RefundTo>[] = [
  { value: 'card', label: 'Refund to my card' },
  { value: 'credit', label: 'Add it to my account as credit' },
];

/**
 * Where the money goes if a place in the basket is taken while the shopper is paying (the order
 * is then not placed and the payment is given back).
 */
export function RefundChoice({ value, onChange }: { value: RefundTo; onChange: (value: RefundTo) => void }) {
  return (
    <ChoiceGroup
      legend="If a place is taken while you pay"
      name="refund_to"
      choices={choices}
      value={value}
      onChange={onChange}
    />
  );
}
