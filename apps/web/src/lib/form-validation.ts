import {
  authMessages,
  EMAIL_MAX_LENGTH,
  isBlankPassword,
  loadPhoneRules,
  maxLengthMessage,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneNumber,
  requiredText,
} from '@leisure/contracts';
import { useEffect } from 'react';
import { z } from 'zod';
import { onFirstUse } from './lazy-schema.ts';

/** The form messages, fixed word for word (docs/product.md, 'Money, time and words'). */
export const formMessages = {
  /** A checkbox that must be ticked (the terms). */
  checkboxRequired: 'Required',
  required: 'This field is required',
  minLength: (min: number) => `Must be at least ${min} characters`,
  maxLength: maxLengthMessage,
  invalidEmail: 'Enter a valid email address',
  passwordsDiffer: 'The passwords do not match',
  invalidDate: 'Enter a real date',
  dateInFuture: 'Date of birth must be in the past',
} as const;

/** The contracts' rule, as the server checks it. */
export { requiredText };

/** A text field that may be left empty; an empty answer reads as `undefined`. */
export const optionalText = (max: number) =>
  z
    .string({ error: formMessages.required })
    .trim()
    .max(max, { error: formMessages.maxLength(max) })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** An optional phone number, by the contract's rule; an empty answer reads as `undefined`. */
export const optionalPhone = () =>
  phoneNumber()
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * Loads the numbering plans `optionalPhone` checks against once a form with a phone field shows
 * (until then, and if they cannot load, the form checks the number's shape and the server the rest).
 */
export function usePhoneRules(enabled = true): void {
  useEffect(() => {
    if (enabled) loadPhoneRules().catch(() => undefined);
  }, [enabled]);
}

// The pieces below are made by functions, and the forms with `onFirstUse`: a page builds no schema
// as it loads, only when one of its forms is first checked (decision 27).

/**
 * A new password: required, then 8-128 characters, not only whitespace (the contract's rule);
 * the server also refuses common ones.
 */
export const newPassword = () =>
  z
    .string({ error: formMessages.required })
    .min(1, { error: formMessages.required })
    .min(PASSWORD_MIN_LENGTH, { error: formMessages.minLength(PASSWORD_MIN_LENGTH) })
    .max(PASSWORD_MAX_LENGTH, { error: formMessages.maxLength(PASSWORD_MAX_LENGTH) })
    .refine((value) => !isBlankPassword(value), { error: authMessages.passwordBlank });

export const emailAddress = () =>
  z
    .string({ error: formMessages.required })
    .trim()
    .min(1, { error: formMessages.required })
    .max(EMAIL_MAX_LENGTH, { error: formMessages.maxLength(EMAIL_MAX_LENGTH) })
    .pipe(z.email({ error: formMessages.invalidEmail }));

/** A ticked checkbox: FormData gives 'on' (or the value) when ticked and nothing when not. */
export const mustBeTicked = () =>
  z
    .unknown()
    .refine((value) => value === true || value === 'on' || value === 'true', {
      error: formMessages.checkboxRequired,
    })
    .transform(() => true as const);

/** Today's date as `YYYY-MM-DD` in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A required `<input type="date">` value (`YYYY-MM-DD`) that is a real date before today. */
export const pastDate = () =>
  z
    .string({ error: formMessages.required })
    .trim()
    .min(1, { error: formMessages.required })
    .pipe(z.iso.date({ error: formMessages.invalidDate }))
    .refine((value) => value < todayIso(), { error: formMessages.dateInFuture });

export const loginForm = onFirstUse(() =>
  z.object({
    username: requiredText(EMAIL_MAX_LENGTH),
    password: z
      .string({ error: formMessages.required })
      .min(1, { error: formMessages.required })
      .max(PASSWORD_MAX_LENGTH, { error: formMessages.maxLength(PASSWORD_MAX_LENGTH) }),
  }),
);
export type LoginForm = FormOutput<typeof loginForm>;

export const forgottenPasswordForm = onFirstUse(() =>
  z.object({ email_or_reference: requiredText(EMAIL_MAX_LENGTH) }),
);
export type ForgottenPasswordForm = FormOutput<typeof forgottenPasswordForm>;

export const resetPasswordForm = onFirstUse(() =>
  z
    .object({
      password: newPassword(),
      password_confirmation: z
        .string({ error: formMessages.required })
        .min(1, { error: formMessages.required }),
    })
    .refine((value) => value.password === value.password_confirmation, {
      error: formMessages.passwordsDiffer,
      path: ['password_confirmation'],
    }),
);
export type ResetPasswordForm = FormOutput<typeof resetPasswordForm>;

/**
 * The sign-up form's fields. Field names are the request's snake_case keys, so a 422 errors map
 * from the server lands under the matching field without translation.
 */
export const registerFields = () =>
  z.object({
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    email: emailAddress(),
    password: newPassword(),
    date_of_birth: pastDate(),
    phone: optionalPhone(),
    home_venue_id: z
      .string({ error: formMessages.required })
      .optional()
      .transform((value) => (value ? Number(value) : undefined))
      .pipe(z.number().int().positive().optional()),
    terms: mustBeTicked(),
  });

/** The sign-up form. */
export const registerForm = onFirstUse(registerFields);
export type RegisterForm = FormOutput<typeof registerForm>;

/** What a form's schema (made with `onFirstUse`) gives for a valid form. */
export type FormOutput<F extends () => z.ZodType> = z.output<ReturnType<F>>;

/** Field name → the first message for it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Validates `values`: the parsed data, or the first message of each failing field. */
export function validate<T extends z.ZodType>(
  schema: T,
  values: unknown,
): { success: true; data: z.output<T> } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/**
 * The server's 422 errors map (field → messages) as form errors: the first message of each field
 * the form shows; `unmatched` holds messages for fields the form does not have.
 */
export function serverFieldErrors(
  errors: Record<string, readonly string[]>,
  fields: readonly string[],
): { errors: FieldErrors; unmatched: string[] } {
  const result: FieldErrors = {};
  const unmatched: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first === undefined) continue;
    if (fields.includes(field)) result[field] = first;
    else unmatched.push(first);
  }
  return { errors: result, unmatched };
}

/** A form's entries as a plain object (a checkbox that is not ticked is absent). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
