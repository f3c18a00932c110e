import { invalidPhoneMessage, loadPhoneRules } from '@leisure/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../../lib/form-validation.ts';
import { createCustomerForm } from './customer-form.ts';

// The numbering plans, as the forms load them beside a phone field.
beforeAll(loadPhoneRules);

const customer = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  phone: '',
  date_of_birth: '',
};

describe('the desk’s Create a customer form', () => {
  it('leaves an empty phone out, and takes a UK or international one', () => {
    expect(validate(createCustomerForm(), customer)).toMatchObject({
      success: true,
      data: { phone: undefined },
    });
    expect(validate(createCustomerForm(), { ...customer, phone: ' 0113 496 0123 ' })).toMatchObject({
      data: { phone: '0113 496 0123' },
    });
  });

  it('refuses a phone number that is not one', () => {
    expect(validate(createCustomerForm(), { ...customer, phone: 'abc' })).toEqual({
      success: false,
      errors: { phone: invalidPhoneMessage },
    });
  });
});
