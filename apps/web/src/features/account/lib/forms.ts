import {
  EMAIL_MAX_LENGTH,
  type IssueGuestPassRequest as IssueGuestPassBody,
  IssueGuestPassRequest,
  type UpdateUserDetailsRequest as UpdateUserDetailsBody,
  UpdateUserDetailsRequest,
} from '@leisure/contracts';
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

// Field names are the requests' snake_case keys, so a 422 errors map lands under its field.
// The lengths are the contract's, so the form never accepts what the server refuses.
const nameMax = UpdateUserDetailsRequest.shape.first_name.maxLength ?? 60;
const guestNameMax = IssueGuestPassRequest.shape.first_name.maxLength ?? 60;

/** An optional 'YYYY-MM-DD' answer: empty reads as undefined; otherwise a real date passing `check`. */
const optionalDay = (check: (day: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.iso.date({ error: formMessages.invalidDate }).refine(check, { error: message }).optional());

/** Optional text that must be an email address when given. */
const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: formMessages.maxLength(EMAIL_MAX_LENGTH) })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email({ error: formMessages.invalidEmail }).optional());

export const userDetailsForm = onFirstUse(() =>
  z.object({
    first_name: requiredText(nameMax),
    last_name: requiredText(nameMax),
    email: emailAddress(),
    phone: optionalPhone(),
    date_of_birth: optionalDay((day) => day < todayIso(), formMessages.dateInFuture),
    home_venue_slug: z.string().optional(),
  }),
);
export type UserDetailsForm = FormOutput<typeof userDetailsForm>;

/** The form's answers as the PUT body: what is left empty is cleared (null). */
export const toUpdateDetailsBody = (form: UserDetailsForm): UpdateUserDetailsBody => ({
  first_name: form.first_name,
  last_name: form.last_name,
  email: form.email,
  phone: form.phone ?? null,
  date_of_birth: form.date_of_birth ?? null,
  home_venue_slug: form.home_venue_slug ? form.home_venue_slug : null,
});

export const guestPassDateInPast = 'Choose today or a later date';

export const guestPassForm = onFirstUse(() =>
  z.object({
    first_name: requiredText(guestNameMax),
    last_name: requiredText(guestNameMax),
    email: optionalEmail(),
    valid_on: z
      .string({ error: formMessages.required })
      .trim()
      .min(1, { error: formMessages.required })
      .pipe(z.iso.date({ error: formMessages.invalidDate }))
      .refine((day) => day >= todayIso(), { error: guestPassDateInPast }),
  }),
);
export type GuestPassForm = FormOutput<typeof guestPassForm>;

export const toIssueGuestPassBody = (form: GuestPassForm): IssueGuestPassBody => ({
  first_name: form.first_name,
  last_name: form.last_name,
  email: form.email ?? null,
  valid_on: form.valid_on,
});
