import type { CreditSeed, DiscountCodeSeed } from '../types.ts';

/** The demo operator's codes: a welcome percentage, an amount off over a minimum spend, an expired one. */
export const demoDiscountCodes: DiscountCodeSeed[] = [
  { code: 'WELCOME10', description: '10% off your booking', percentOff: 10 },
  {
    code: 'SAVE5',
    description: '£5.00 off when you spend £20.00 or more',
    amountOffPence: 500,
    minimumSpendPence: 2000,
  },
  {
    code: 'SPRING24',
    description: 'Spring 2024: 15% off',
    percentOff: 15,
    validFrom: new Date('2024-03-01T00:00:00Z'),
    validUntil: new Date('2024-06-01T00:00:00Z'),
  },
];

export const demoCredits: CreditSeed[] = [
  { email: 'customer@demo.test', kind: 'general', amountPence: 1250, reason: 'Demo general credit' },
  { email: 'customer@demo.test', kind: 'membership', amountPence: 500, reason: 'Demo membership credit' },
];
