import { usePhoneRules } from '../../../lib/form-validation.ts';
import {
  DateOfBirthField,
  FieldRow,
  NameAndEmailFields,
  PhoneField,
  TextField,
} from '../../../ui/form/index.ts';

export interface SignUpFieldsProps {
  /** Prefixes the fields' ids, so two forms on a page never share one: `register`, `join`. */
  idPrefix: string;
  /** Field name → its message (`useFormErrors`). */
  errors: Partial<Record<string, string>>;
  /** Also asks for a phone number (optional), beside the date of birth. */
  withPhone?: boolean;
}

/**
 * The sign-up form's own fields, named as the register call's keys: first and last name, email,
 * password and date of birth (and, when asked, a phone number). Sign up on the bookings app and
 * joining online ask for them in the same way.
 */
export function SignUpFields({ idPrefix, errors, withPhone = false }: SignUpFieldsProps) {
  usePhoneRules(withPhone);
  const person = { idPrefix, errors, filledBy: 'self' } as const;
  const dateOfBirth = <DateOfBirthField {...person} required />;
  return (
    <>
      <NameAndEmailFields {...person} />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label="Password"
        hint="At least 8 characters. Avoid common passwords."
        autoComplete="new-password"
        error={errors.password}
        required
      />
      {withPhone ? (
        <FieldRow>
          {dateOfBirth}
          <PhoneField {...person} />
        </FieldRow>
      ) : (
        dateOfBirth
      )}
    </>
  );
}
