import {
  behaviourOf,
  brandOf,
  type CardBehaviour,
  isExpiryInFuture,
  isLuhnValid,
  normaliseCardNumber,
  parseExpiry,
} from './card-rules.ts';

/** What a shopper typed into a card form. */
export interface CardEntry {
  cardNumber: string;
  expiry: string;
  securityCode: string;
  cardholderName: string;
}

/** A checked card: what a processor keeps of it. The full number never leaves this object. */
export interface CheckedCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
  behaviour: CardBehaviour;
}

export type CardEntryResult =
  | { isValid: true; card: CheckedCard }
  | { isValid: false; errors: Record<keyof CardEntry, string[]> };

export const CARD_ENTRY_MESSAGES = {
  cardNumber: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired: enter an expiry date in the future',
  securityCode: 'Enter the 3 or 4 digit security code',
  cardholderName: 'Enter the name on the card',
} as const;

/** Checks a card the way a processor's tokeniser does: Luhn, future expiry, 3-4 digit code, a name. */
export function checkCardEntry(entry: CardEntry, now: Date): CardEntryResult {
  const errors: Record<keyof CardEntry, string[]> = {
    cardNumber: [],
    expiry: [],
    securityCode: [],
    cardholderName: [],
  };
  const digits = normaliseCardNumber(entry.cardNumber);
  if (!isLuhnValid(digits)) errors.cardNumber.push(CARD_ENTRY_MESSAGES.cardNumber);
  const expiry = parseExpiry(entry.expiry);
  if (!expiry) errors.expiry.push(CARD_ENTRY_MESSAGES.expiryFormat);
  else if (!isExpiryInFuture(expiry, now)) errors.expiry.push(CARD_ENTRY_MESSAGES.expiryPast);
  if (!/^\d{3,4}$/.test(entry.securityCode.trim()))
    errors.securityCode.push(CARD_ENTRY_MESSAGES.securityCode);
  const cardholderName = entry.cardholderName.trim().replace(/\s+/g, ' ');
  if (cardholderName.length < 2 || cardholderName.length > 45) {
    errors.cardholderName.push(CARD_ENTRY_MESSAGES.cardholderName);
  }
  if (!expiry || Object.values(errors).some((messages) => messages.length > 0)) {
    return { isValid: false, errors };
  }
  return {
    isValid: true,
    card: {
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardholderName,
      behaviour: behaviourOf(digits),
    },
  };
}
