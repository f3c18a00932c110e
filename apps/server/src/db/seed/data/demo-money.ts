import type { CreditSeed, DiscountCodeSeed } from '../types.ts';

/**
 * The demo operator's codes: a welcome percentage (once per customer), an amount off over a
 * minimum spend (500 uses in all), an expired one. None of them combines with another code.
 */
export const demoDiscountCodes: DiscountCodeSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first booking',
    percentOff: 10,
    oncePerCustomer: true,
    combinable: false,
  },
  {
    code: 'SAVE5',
    description: '£5.00 off when you spend £20.00 or more',
    amountOffPence: 500,
    minimumSpendPence: 2000,
    maxRedemptions: 500,
    combinable: false,
  },
  {
    code: 'SPRING24',
    description: 'Spring 2024: 15% off',
    percentOff: 15,
    validFrom: new Date('2024-03-01T00:00:00Z'),
    validUntil: new Date('2024-06-01T00:00:00Z'),
    combinable: false,
  },
];

export const demoCredits: CreditSeed[] = [
  { email: 'customer@demo.test', kind: 'general', amountPence: 1250, reason: 'Demo general credit' },
  { email: 'customer@demo.test', kind: 'membership', amountPence: 500, reason: 'Demo membership credit' },
];
