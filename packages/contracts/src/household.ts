import { z } from 'zod';
import { maxLengthMessage, requiredText } from './fields.ts';

/**
 * A customer's household (`/api/my-account/household`, decision 40): the dependants they book,
 * pay and answer for. A dependant has no login of their own.
 */

const Day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).describe('YYYY-MM-DD');

export const householdMessages = {
  futureBirthday: 'The date of birth cannot be in the future.',
  tooOld: 'A dependant must be under 18 years old.',
  notFound: 'This person is not in your household.',
  tooMany: 'A household can have at most 10 dependants.',
} as const;

/** How many dependants one account holder may add. */
export const HOUSEHOLD_MAX_DEPENDANTS = 10;

const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .optional();

export const HouseholdMember = z
  .object({
    id: z.number().int().describe("The member's user id: what `purchased_for_user_id` names"),
    kind: z.enum(['dependant']),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: Day,
    medicalNotes: z.string().nullable(),
    emergencyContact: z.string().nullable(),
  })
  .meta({ id: 'HouseholdMember' });
export type HouseholdMember = z.infer<typeof HouseholdMember>;

export const Household = z
  .object({
    members: z.array(HouseholdMember).describe('Dependants, youngest first'),
  })
  .meta({ id: 'Household' });
export type Household = z.infer<typeof Household>;

export const DependantRequest = z
  .object({
    first_name: requiredText(60),
    last_name: requiredText(60),
    date_of_birth: Day,
    medical_notes: optionalNote(1000).describe(
      'Allergies, conditions, medication: shown to staff who run the session',
    ),
    emergency_contact: optionalNote(200).describe('A name and a phone number to call'),
  })
  .meta({ id: 'DependantRequest' });
export type DependantRequest = z.input<typeof DependantRequest>;

export const DependantParams = z.object({ dependantId: z.coerce.number().int().positive() });
