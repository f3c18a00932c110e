import { type DependantRequest, householdMessages } from '@leisure/contracts';
import { z } from 'zod';
import { type FormOutput, formMessages, requiredText, todayIso } from '../../../lib/form-validation.ts';
import { onFirstUse } from '../../../lib/lazy-schema.ts';

// Field names are the request's snake_case keys, so a 422 errors map lands under its field.

const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be ${max} characters or less` })
    .optional()
    .transform((value) => (value ? value : null));

export const dependantForm = onFirstUse(() =>
  z.object({
    first_name: requiredText(60),
    last_name: requiredText(60),
    date_of_birth: z
      .string({ error: formMessages.required })
      .trim()
      .min(1, { error: formMessages.required })
      .pipe(z.iso.date({ error: formMessages.invalidDate }))
      .refine((day) => day <= todayIso(), { error: householdMessages.futureBirthday }),
    medical_notes: optionalNote(1000),
    emergency_contact: optionalNote(200),
  }),
);
export type DependantForm = FormOutput<typeof dependantForm>;

export const toDependantBody = (form: DependantForm): DependantRequest => ({
  first_name: form.first_name,
  last_name: form.last_name,
  date_of_birth: form.date_of_birth,
  medical_notes: form.medical_notes,
  emergency_contact: form.emergency_contact,
});
