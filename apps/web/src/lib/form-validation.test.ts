import { invalidPhoneMessage, loadPhoneRules } from '@leisure/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  forgottenPasswordForm,
  formMessages,
  loginForm,
  registerForm,
  resetPasswordForm,
  serverFieldErrors,
  todayIso,
  validate,
} from './form-validation.ts';

// The numbering plans, as the forms load them beside a phone field.
beforeAll(loadPhoneRules);

const validSignUp = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  password: 'analytical-engine',
  date_of_birth: '1990-12-10',
  phone: '',
  home_venue_id: '',
  terms: 'on',
};

describe('form messages (docs/product.md)', () => {
  it('reads exactly as the spec words them', () => {
    expect(formMessages.checkboxRequired).toBe('Required');
    expect(formMessages.required).toBe('This field is required');
    expect(formMessages.minLength(8)).toBe('Must be at least 8 characters');
    expect(formMessages.maxLength(100)).toBe('Must be 100 characters or less');
  });
});

describe('login form', () => {
  it('asks for both fields', () => {
    expect(validate(loginForm(), { username: '  ', password: '' })).toEqual({
      success: false,
      errors: { username: 'This field is required', password: 'This field is required' },
    });
  });

  it('passes a filled-in form through, trimming the username', () => {
    expect(validate(loginForm(), { username: ' customer@demo.test ', password: 'x' })).toEqual({
      success: true,
      data: { username: 'customer@demo.test', password: 'x' },
    });
  });
});

describe('sign-up form', () => {
  it('accepts a complete form and converts it to the request shape', () => {
    const result = validate(registerForm(), { ...validSignUp, phone: ' 0113 000 0000 ', home_venue_id: '3' });
    expect(result).toEqual({
      success: true,
      data: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        password: 'analytical-engine',
        date_of_birth: '1990-12-10',
        phone: '0113 000 0000',
        home_venue_id: 3,
        terms: true,
      },
    });
  });

  it("says 'Required' for unticked terms and 'This field is required' for empty fields", () => {
    const result = validate(registerForm(), {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      date_of_birth: '',
    });
    expect(result).toEqual({
      success: false,
      errors: {
        first_name: 'This field is required',
        last_name: 'This field is required',
        email: 'This field is required',
        password: 'This field is required',
        date_of_birth: 'This field is required',
        terms: 'Required',
      },
    });
  });

  it('refuses a phone number that is not a UK or international one, as the server does', () => {
    expect(validate(registerForm(), { ...validSignUp, phone: 'abc' })).toMatchObject({
      success: false,
      errors: { phone: invalidPhoneMessage },
    });
    expect(validate(registerForm(), { ...validSignUp, phone: '+1 212 555 0100' })).toMatchObject({
      success: true,
    });
  });

  it('gives the length messages with their limits', () => {
    const result = validate(registerForm(), {
      ...validSignUp,
      first_name: 'a'.repeat(101),
      password: 'short',
      phone: '1'.repeat(31),
    });
    expect(result).toMatchObject({
      success: false,
      errors: {
        first_name: 'Must be 100 characters or less',
        password: 'Must be at least 8 characters',
        phone: 'Must be 30 characters or less',
      },
    });
    expect(validate(registerForm(), { ...validSignUp, password: 'p'.repeat(129) })).toMatchObject({
      errors: { password: 'Must be 128 characters or less' },
    });
  });

  it('refuses a new password of only whitespace, as the server does, and keeps spaces inside one', () => {
    const blank = { password: 'Must contain something other than spaces' };
    expect(validate(registerForm(), { ...validSignUp, password: ' '.repeat(8) })).toMatchObject({
      success: false,
      errors: blank,
    });
    expect(
      validate(resetPasswordForm(), { password: ' '.repeat(9), password_confirmation: ' '.repeat(9) }),
    ).toMatchObject({ success: false, errors: blank });
    expect(validate(registerForm(), { ...validSignUp, password: ' an engine of spaces ' })).toMatchObject({
      success: true,
    });
  });

  it('checks the email shape and that the date of birth is a real, past date', () => {
    expect(validate(registerForm(), { ...validSignUp, email: 'not-an-email' })).toMatchObject({
      errors: { email: 'Enter a valid email address' },
    });
    expect(validate(registerForm(), { ...validSignUp, date_of_birth: '1990-02-31' })).toMatchObject({
      errors: { date_of_birth: 'Enter a real date' },
    });
    expect(validate(registerForm(), { ...validSignUp, date_of_birth: todayIso() })).toMatchObject({
      errors: { date_of_birth: 'Date of birth must be in the past' },
    });
  });
});

describe('password forms', () => {
  it('needs an email or reference to send a reset link', () => {
    expect(validate(forgottenPasswordForm(), { email_or_reference: '' })).toMatchObject({
      errors: { email_or_reference: 'This field is required' },
    });
  });

  it('needs a long enough new password, typed twice the same', () => {
    expect(
      validate(resetPasswordForm(), { password: 'short', password_confirmation: 'short' }),
    ).toMatchObject({
      errors: { password: 'Must be at least 8 characters' },
    });
    expect(
      validate(resetPasswordForm(), { password: 'long-enough-1', password_confirmation: 'long-enough-2' }),
    ).toMatchObject({ errors: { password_confirmation: 'The passwords do not match' } });
  });
});

describe('server validation maps', () => {
  it('puts each field message under its field and keeps the rest aside', () => {
    expect(
      serverFieldErrors(
        { email: ['An account with this email already exists.'], client_id: ['Unknown client'] },
        ['email', 'password'],
      ),
    ).toEqual({
      errors: { email: 'An account with this email already exists.' },
      unmatched: ['Unknown client'],
    });
  });
});

describe('todayIso', () => {
  it('formats the local date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
