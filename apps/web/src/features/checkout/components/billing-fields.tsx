import type { FieldErrors } from '../../../lib/form-validation.ts';
import { FieldRow, TextField } from '../../../ui/form/index.ts';
import type { BillingDetails } from '../lib/billing-form.ts';

/** The billing name and address, prefilled with what is known; names are the request's keys. */
export function BillingFields({ errors, defaults }: { errors: FieldErrors; defaults: BillingDetails }) {
  return (
    <>
      <FieldRow>
        <TextField
          id="checkout-billing-first-name"
          name="billing_first_name"
          label="First name"
          autoComplete="billing given-name"
          maxLength={60}
          defaultValue={defaults.billing_first_name}
          error={errors.billing_first_name}
          required
        />
        <TextField
          id="checkout-billing-last-name"
          name="billing_last_name"
          label="Last name"
          autoComplete="billing family-name"
          maxLength={60}
          defaultValue={defaults.billing_last_name}
          error={errors.billing_last_name}
          required
        />
      </FieldRow>
      <TextField
        id="checkout-billing-address-line-one"
        name="billing_address_line_one"
        label="Address line 1"
        autoComplete="billing address-line1"
        maxLength={100}
        defaultValue={defaults.billing_address_line_one}
        error={errors.billing_address_line_one}
        required
      />
      <TextField
        id="checkout-billing-address-line-two"
        name="billing_address_line_two"
        label="Address line 2"
        optional
        autoComplete="billing address-line2"
        maxLength={100}
        defaultValue={defaults.billing_address_line_two}
        error={errors.billing_address_line_two}
      />
      <FieldRow>
        <TextField
          id="checkout-billing-city"
          name="billing_city"
          label="Town or city"
          autoComplete="billing address-level2"
          maxLength={60}
          defaultValue={defaults.billing_city}
          error={errors.billing_city}
          required
        />
        <TextField
          id="checkout-billing-postcode"
          name="billing_postcode"
          label="Postcode"
          autoComplete="billing postal-code"
          maxLength={10}
          defaultValue={defaults.billing_postcode}
          error={errors.billing_postcode}
          required
        />
      </FieldRow>
    </>
  );
}
