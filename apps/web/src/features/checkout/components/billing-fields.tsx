import type { FieldErrors } from '../../../lib/form-validation.ts';
import { FieldRow, TextField } from '../../../ui/form/index.ts';
import { type BillingDetails, type BillingFieldName, billingFieldLengths } from '../lib/billing-form.ts';

interface BillingField {
  name: BillingFieldName;
  label: string;
  autoComplete: string;
  isOptional?: boolean;
}

/** The fields as laid out: a row of two sits side by side from tablet width up. */
const rows: readonly (readonly BillingField[])[] = [
  [
    { name: 'billing_first_name', label: 'First name', autoComplete: 'billing given-name' },
    { name: 'billing_last_name', label: 'Last name', autoComplete: 'billing family-name' },
  ],
  [{ name: 'billing_address_line_one', label: 'Address line 1', autoComplete: 'billing address-line1' }],
  [
    {
      name: 'billing_address_line_two',
      label: 'Address line 2',
      autoComplete: 'billing address-line2',
      isOptional: true,
    },
  ],
  [
    { name: 'billing_city', label: 'Town or city', autoComplete: 'billing address-level2' },
    { name: 'billing_postcode', label: 'Postcode', autoComplete: 'billing postal-code' },
  ],
];

/** The billing name and address, prefilled with what is known; names are the request's keys. */
export function BillingFields({ errors, defaults }: { errors: FieldErrors; defaults: BillingDetails }) {
  const fieldOf = ({ name, label, autoComplete, isOptional = false }: BillingField) => (
    <TextField
      key={name}
      id={`checkout-${name.replaceAll('_', '-')}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      maxLength={billingFieldLengths[name]}
      defaultValue={defaults[name]}
      error={errors[name]}
      optional={isOptional}
      required={!isOptional}
    />
  );
  return (
    <>
      {rows.map((row) =>
        row.length > 1 ? <FieldRow key={row[0]?.name}>{row.map(fieldOf)}</FieldRow> : row.map(fieldOf),
      )}
    </>
  );
}
