import { todayIso } from '../../lib/form-validation.ts';
import { FieldRow, TextField } from './fields.tsx';

export interface PersonDefaults {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
}

/** What every one of a person's fields is given. */
export interface PersonFieldProps {
  /** Prefixes the fields' ids, so two forms on a page never share one: `details`, `desk`, `join`. */
  idPrefix: string;
  /** Field name → its message (`useFormErrors`). */
  errors: Partial<Record<string, string>>;
  /** The values the fields start with (editing someone); empty when creating someone. */
  defaults?: PersonDefaults;
  /**
   * Whose details these are. `self`: the browser may fill them from the customer's own; `other`:
   * staff typing a customer's details, where the staff member's own would be wrong.
   */
  filledBy: 'self' | 'other';
}

function own(filledBy: PersonFieldProps['filledBy'], token: string): string {
  return filledBy === 'self' ? token : 'off';
}

/** First and last name side by side, then the email: every form that names a person asks these. */
export function NameAndEmailFields({
  idPrefix,
  errors,
  defaults,
  filledBy,
  autoFocus = false,
}: PersonFieldProps & { autoFocus?: boolean }) {
  return (
    <>
      <FieldRow>
        <TextField
          id={`${idPrefix}-first-name`}
          name="first_name"
          label="First name"
          autoComplete={own(filledBy, 'given-name')}
          defaultValue={defaults?.firstName}
          error={errors.first_name}
          required
          data-autofocus={autoFocus || undefined}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          name="last_name"
          label="Last name"
          autoComplete={own(filledBy, 'family-name')}
          defaultValue={defaults?.lastName}
          error={errors.last_name}
          required
        />
      </FieldRow>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete={own(filledBy, 'email')}
        defaultValue={defaults?.email}
        error={errors.email}
        required
      />
    </>
  );
}

/** An optional phone number. */
export function PhoneField({ idPrefix, errors, defaults, filledBy }: PersonFieldProps) {
  return (
    <TextField
      id={`${idPrefix}-phone`}
      name="phone"
      type="tel"
      label="Phone"
      optional
      autoComplete={own(filledBy, 'tel')}
      defaultValue={defaults ? (defaults.phone ?? '') : undefined}
      error={errors.phone}
    />
  );
}

/** The date of birth, no later than today; optional unless `required`. */
export function DateOfBirthField({
  idPrefix,
  errors,
  defaults,
  filledBy,
  required = false,
}: PersonFieldProps & { required?: boolean }) {
  return (
    <TextField
      id={`${idPrefix}-date-of-birth`}
      name="date_of_birth"
      type="date"
      label="Date of birth"
      optional={!required}
      required={required}
      autoComplete={own(filledBy, 'bday')}
      max={todayIso()}
      defaultValue={defaults ? (defaults.dateOfBirth ?? '') : undefined}
      error={errors.date_of_birth}
      data-testid="date-input"
    />
  );
}

export interface PersonFieldsProps extends PersonFieldProps {
  /** Focus the first name when the form opens. */
  autoFocus?: boolean;
}

/**
 * A person's names, email, and optional phone and date of birth, named as the API's keys. My
 * account's details and the desk's new customer ask for them in the same way.
 */
export function PersonFields(props: PersonFieldsProps) {
  return (
    <>
      <NameAndEmailFields {...props} />
      <FieldRow>
        <PhoneField {...props} />
        <DateOfBirthField {...props} />
      </FieldRow>
    </>
  );
}
