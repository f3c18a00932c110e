import { describe, expect, it } from 'vitest';
import { CARD_ENTRY_MESSAGES, checkCardEntry } from './card-entry.ts';
import {
  behaviourOf,
  brandOf,
  isExpiryInFuture,
  isLuhnValid,
  normaliseBrand,
  parseExpiry,
  TEST_CARDS,
} from './card-rules.ts';

describe('card rules', () => {
  it('passes the Luhn check for the test cards and fails it for a changed digit or junk', () => {
    for (const number of Object.values(TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
    expect(isLuhnValid('42424')).toBe(false);
  });

  it('gives each test card its behaviour, and approves any other valid number', () => {
    expect(behaviourOf(TEST_CARDS.approves)).toBe('approve');
    expect(behaviourOf(TEST_CARDS.asksForThreeDSecure)).toBe('challenge');
    expect(behaviourOf(TEST_CARDS.declines)).toBe('decline');
    expect(behaviourOf('5555555555554444')).toBe('approve');
  });

  it('names brands by number the way Stripe does, and reads Opayo’s names the same way', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3056930009020004')).toBe('unknown');
    expect(normaliseBrand('MasterCard')).toBe('mastercard');
    expect(normaliseBrand('American Express')).toBe('amex');
    expect(normaliseBrand('Visa')).toBe('visa');
  });

  it('reads MM/YY, MMYY and MM/YYYY expiries and refuses a month outside 1-12', () => {
    expect(parseExpiry('09/27')).toEqual({ month: 9, year: 2027 });
    expect(parseExpiry('0927')).toEqual({ month: 9, year: 2027 });
    expect(parseExpiry(' 09 / 2027 ')).toEqual({ month: 9, year: 2027 });
    expect(parseExpiry('13/27')).toBeUndefined();
    expect(parseExpiry('9/27')).toBeUndefined();
  });

  it('treats a card as valid until the end of its expiry month', () => {
    const now = new Date('2026-03-31T23:59:00Z');
    expect(isExpiryInFuture({ month: 3, year: 2026 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 2, year: 2026 }, now)).toBe(false);
    expect(isExpiryInFuture({ month: 3, year: 2026 }, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });
});

describe('checkCardEntry', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('keeps what a processor may keep of a good card, never the number', () => {
    const result = checkCardEntry(
      {
        cardNumber: '4000 0027 6000 3184',
        expiry: '12/28',
        securityCode: '1234',
        cardholderName: '  Ada   Lovelace ',
      },
      now,
    );
    expect(result).toEqual({
      isValid: true,
      card: {
        brand: 'visa',
        last4: '3184',
        expiryMonth: 12,
        expiryYear: 2028,
        cardholderName: 'Ada Lovelace',
        behaviour: 'challenge',
      },
    });
    expect(JSON.stringify(result)).not.toContain('400000276000');
  });

  it('reports every problem under its field', () => {
    const result = checkCardEntry(
      { cardNumber: '1234', expiry: '05/26', securityCode: 'abc', cardholderName: '' },
      now,
    );
    expect(result).toEqual({
      isValid: false,
      errors: {
        cardNumber: [CARD_ENTRY_MESSAGES.cardNumber],
        expiry: [CARD_ENTRY_MESSAGES.expiryPast],
        securityCode: [CARD_ENTRY_MESSAGES.securityCode],
        cardholderName: [CARD_ENTRY_MESSAGES.cardholderName],
      },
    });
  });
});
