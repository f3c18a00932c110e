import { todayIso, usePhoneRules } from '../../../lib/form-validation.ts';
import { FieldRow, TextField } from '../../../ui/form/index.ts';

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
  const dateOfBirth = (
    <TextField
      id={`${idPrefix}-date-of-birth`}
      name="date_of_birth"
      type="date"
      label="Date of birth"
      autoComplete="bday"
      max={todayIso()}
      error={errors.date_of_birth}
      required
      data-testid="date-input"
    />
  );
  return (
    <>
      <FieldRow>
        <TextField
          id={`${idPrefix}-first-name`}
          name="first_name"
          label="First name"
          autoComplete="given-name"
          error={errors.first_name}
          required
        />
        <TextField
          id={`${idPrefix}-last-name`}
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name}
          required
        />
      </FieldRow>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        error={errors.email}
        required
      />
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
          <TextField
            id={`${idPrefix}-phone`}
            name="phone"
            type="tel"
            label="Phone"
            optional
            autoComplete="tel"
            error={errors.phone}
          />
        </FieldRow>
      ) : (
        dateOfBirth
      )}
    </>
  );
}
