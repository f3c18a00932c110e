import type { CompleteCardOrderRequest } from '@leisure/contracts';
import { z } from 'zod';
import {
  type FormOutput,
  formMessages,
  mustBeTicked,
  optionalText,
  requiredText,
} from '../../../lib/form-validation.ts';
import { onFirstUse } from '../../../lib/lazy-schema.ts';
import type { CardBilling } from './provider-card.ts';

/** The billing address fields, in the order asked, with the contract's longest lengths. */
export const billingFieldLengths = {
  billing_first_name: 60,
  billing_last_name: 60,
  billing_address_line_one: 100,
  billing_address_line_two: 100,
  billing_city: 60,
  billing_postcode: 10,
} as const;
export type BillingFieldName = keyof typeof billingFieldLengths;
export const billingFieldNames = Object.keys(billingFieldLengths) as BillingFieldName[];

/** A ticked box reads as true; anything else (not ticked) as false. */
const tickedOrNot = () =>
  z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true');

const lengths = billingFieldLengths;

/**
 * The checkout form's billing details. Field names are the authorise request's keys, so a 422
 * errors map from the server lands under the matching field.
 */
const billingFields = () =>
  z.object({
    billing_first_name: requiredText(lengths.billing_first_name),
    billing_last_name: requiredText(lengths.billing_last_name),
    billing_address_line_one: requiredText(lengths.billing_address_line_one),
    billing_address_line_two: optionalText(lengths.billing_address_line_two),
    billing_city: requiredText(lengths.billing_city),
    billing_postcode: requiredText(lengths.billing_postcode).pipe(
      z.string().min(2, { error: formMessages.minLength(2) }),
    ),
    save_card: tickedOrNot(),
  });

/** The checkout form: the billing details and the terms. */
export const billingForm = onFirstUse(() => billingFields().extend({ terms: mustBeTicked() }));
/** The billing details alone, for a page that has asked for the terms already (online joining). */
export const billingDetailsForm = onFirstUse(billingFields);
export type BillingForm = FormOutput<typeof billingDetailsForm>;

/** The direct order asks for the terms only. */
export const termsForm = onFirstUse(() => z.object({ terms: mustBeTicked() }));

/** Where the money goes if a place is taken while the shopper pays (`refund_to` on complete). */
export type RefundTo = z.output<typeof CompleteCardOrderRequest>['refund_to'];

/**
 * What the form remembers for this tab (never the card): the billing address, and where a
 * refund should go.
 */
export type BillingDetails = Partial<Record<BillingFieldName, string>> & { refund_to?: RefundTo };

/** The card holder: the billing name, cut to what the contract takes. */
export const cardHolderName = (form: Pick<BillingForm, 'billing_first_name' | 'billing_last_name'>) =>
  `${form.billing_first_name} ${form.billing_last_name}`.trim().slice(0, 60);

/** The billing details a processor's card fields are given with the card (Stripe's billing_details). */
export const cardBillingOf = (form: BillingForm): CardBilling => ({
  name: cardHolderName(form),
  addressLineOne: form.billing_address_line_one,
  addressLineTwo: form.billing_address_line_two ?? '',
  city: form.billing_city,
  postcode: form.billing_postcode,
});
