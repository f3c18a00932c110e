import { z } from 'zod';
import { formMessages, mustBeTicked, optionalText, requiredText } from '../../../lib/form-validation.ts';

/** A ticked box reads as true; anything else (not ticked) as false. */
const tickedOrNot = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/**
 * The checkout form. Field names are the authorise request's keys, so a 422 errors map from the
 * server lands under the matching field; lengths are the contract's.
 */
export const billingForm = z.object({
  billing_first_name: requiredText(60),
  billing_last_name: requiredText(60),
  billing_address_line_one: requiredText(100),
  billing_address_line_two: optionalText(100),
  billing_city: requiredText(60),
  billing_postcode: requiredText(10).pipe(z.string().min(2, { error: formMessages.minLength(2) })),
  save_card: tickedOrNot,
  terms: mustBeTicked,
});
export type BillingForm = z.output<typeof billingForm>;

/** The direct order asks for the terms only. */
export const termsForm = z.object({ terms: mustBeTicked });

/** The billing address fields the form remembers for this tab (never the card). */
export const billingFieldNames = [
  'billing_first_name',
  'billing_last_name',
  'billing_address_line_one',
  'billing_address_line_two',
  'billing_city',
  'billing_postcode',
] as const;
export type BillingFieldName = (typeof billingFieldNames)[number];
export type BillingDetails = Partial<Record<BillingFieldName, string>>;

/** The card holder: the billing name, cut to what the contract takes. */
export const cardHolderName = (form: Pick<BillingForm, 'billing_first_name' | 'billing_last_name'>) =>
  `${form.billing_first_name} ${form.billing_last_name}`.trim().slice(0, 60);
