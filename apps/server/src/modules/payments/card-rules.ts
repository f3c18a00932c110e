/**
 * Card facts every test processor here agrees on: the three test cards of docs/product.md ('Paying'),
 * the Luhn check, brands by number and expiry dates. Used by the sandbox provider and by the
 * local Opayo and Stripe fakes, so a card behaves the same whichever provider is tested.
 */
export type CardBehaviour = 'approve' | 'challenge' | 'decline';

export const TEST_CARDS = {
  approves: '4242424242424242',
  asksForThreeDSecure: '4000002760003184',
  declines: '4000000000000002',
} as const;

const BEHAVIOUR_BY_NUMBER: Record<string, CardBehaviour> = {
  [TEST_CARDS.approves]: 'approve',
  [TEST_CARDS.asksForThreeDSecure]: 'challenge',
  [TEST_CARDS.declines]: 'decline',
};

/** What a (Luhn-valid) card does at a test processor: any number other than the three approves. */
export function behaviourOf(cardNumber: string): CardBehaviour {
  return BEHAVIOUR_BY_NUMBER[cardNumber] ?? 'approve';
}

/** The number without spaces or dashes, as people type it. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The scheme, lower-case as Stripe names it (`visa`, `mastercard`, `amex`, `discover`, `unknown`). */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const firstTwo = Number(digits.slice(0, 2));
  const firstFour = Number(digits.slice(0, 4));
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  if (firstTwo === 34 || firstTwo === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  return 'unknown';
}

/** Opayo says `Visa`, `MasterCard`, `American Express`; the product speaks Stripe's lower-case names. */
export function normaliseBrand(name: string): string {
  const compact = name.toLowerCase().replace(/[\s_-]/g, '');
  if (compact === 'americanexpress') return 'amex';
  return compact || 'unknown';
}

export interface CardExpiry {
  month: number;
  year: number;
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY`; undefined when it is none of these or the month is not 1-12. */
export function parseExpiry(input: string): CardExpiry | undefined {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match?.[1] || !match[2]) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid until the end of its expiry month (UTC). */
export function isExpiryInFuture(expiry: CardExpiry, now: Date): boolean {
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  return endOfMonth > now.getTime();
}
