import { NAME_MAX_LENGTH } from '@leisure/contracts';
import { z } from 'zod';
import {
  emailAddress,
  type FormOutput,
  formMessages,
  optionalPhone,
  requiredText,
  todayIso,
} from '../../../lib/form-validation.ts';
import { onFirstUse } from '../../../lib/lazy-schema.ts';

/** An optional date of birth: empty, or a real date before today. */
const optionalPastDate = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.iso
        .date({ error: formMessages.invalidDate })
        .refine((value) => value < todayIso(), { error: formMessages.dateInFuture })
        .optional(),
    );

/**
 * The desk's "Create a customer" form, named like `POST /api/front-of-house/customers`'s keys so a
 * 422 lands under the matching field. No password: the customer chooses one by email later.
 */
export const createCustomerForm = onFirstUse(() =>
  z.object({
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    email: emailAddress(),
    phone: optionalPhone(),
    date_of_birth: optionalPastDate(),
  }),
);
export type CreateCustomerForm = FormOutput<typeof createCustomerForm>;
