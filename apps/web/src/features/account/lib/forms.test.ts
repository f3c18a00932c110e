import { invalidPhoneMessage, loadPhoneRules } from '@leisure/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../../lib/form-validation.ts';
import { guestPassDateInPast, guestPassForm, toUpdateDetailsBody, userDetailsForm } from './forms.ts';

// The numbering plans, as the forms load them beside a phone field.
beforeAll(loadPhoneRules);

const details = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  phone: '',
  date_of_birth: '',
  home_venue_slug: '',
};

describe('the My details form', () => {
  it('sends what is left empty as null', () => {
    const result = validate(userDetailsForm(), details);
    expect(result.success && toUpdateDetailsBody(result.data)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: null,
      date_of_birth: null,
      home_venue_slug: null,
    });
  });

  it('uses the spec messages and the contract lengths', () => {
    const result = validate(userDetailsForm(), {
      ...details,
      first_name: '  ',
      last_name: 'x'.repeat(61),
      phone: '0'.repeat(31),
      date_of_birth: '2999-01-01',
    });
    expect(result.success ? {} : result.errors).toEqual({
      first_name: 'This field is required',
      last_name: 'Must be 60 characters or less',
      phone: 'Must be 30 characters or less',
      date_of_birth: 'Date of birth must be in the past',
    });
  });
});

describe('the My details phone number', () => {
  it('takes a UK or international number and refuses anything else', () => {
    expect(validate(userDetailsForm(), { ...details, phone: '+44 7700 900123' })).toMatchObject({
      success: true,
    });
    expect(validate(userDetailsForm(), { ...details, phone: 'abc' })).toEqual({
      success: false,
      errors: { phone: invalidPhoneMessage },
    });
  });
});

describe('the guest pass form', () => {
  it('needs a name and a day from today, and an email only when one is given', () => {
    const result = validate(guestPassForm(), {
      first_name: '',
      last_name: 'Hopper',
      email: 'not-an-email',
      valid_on: '2000-01-01',
    });
    expect(result.success ? {} : result.errors).toEqual({
      first_name: 'This field is required',
      email: 'Enter a valid email address',
      valid_on: guestPassDateInPast,
    });
    expect(
      validate(guestPassForm(), {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: '',
        valid_on: '2999-01-01',
      }).success,
    ).toBe(true);
  });
});
