import { beforeAll, describe, expect, it } from 'vitest';
import { invalidPhoneMessage, loadPhoneRules, phoneNumber } from './fields.ts';

describe('phoneNumber before the numbering plans load', () => {
  it('checks the shape: digits and separators, 7 to 15 digits', () => {
    expect(phoneNumber().safeParse('0113 496 0123').success).toBe(true);
    expect(phoneNumber().safeParse('+1 (212) 555-0100').success).toBe(true);
    for (const phone of ['abc', '12345', '07700 90012a', '+1234567890123456']) {
      expect(phoneNumber().safeParse(phone).success, phone).toBe(false);
    }
  });
});

describe('phoneNumber', () => {
  beforeAll(loadPhoneRules);

  it.each([
    '07700 900123',
    '0113 496 0123',
    '(0113) 496 0123',
    '+44 (0)113 496 0123',
    '0044 7700 900123',
    '+1 212 555 0100',
    '+353 1 234 5678',
  ])('takes the UK or international number %s', (phone) => {
    expect(phoneNumber().parse(` ${phone} `)).toBe(phone);
  });

  it.each(['abc', '12345', '999', '+12', '07700 90012a', 'call 07700 900123'])('refuses %s', (phone) => {
    const result = phoneNumber().safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([invalidPhoneMessage]);
  });

  it('lets an empty answer through for the optional fields to read as none', () => {
    expect(phoneNumber().parse('  ')).toBe('');
  });
});
