import { z } from 'zod';
import { Price } from './timetable.ts';
import { IsoDate } from './wire.ts';

/** `/api/online-joining/memberships/{membershipId}/direct-debit...` */
export const DirectDebitParams = z.object({ membershipId: z.coerce.number().int().positive() });

/** `POST .../direct-debit`: where the member gives their bank details. */
export const DirectDebitStart = z
  .object({
    provider: z.enum(['gocardless', 'sandbox']),
    url: z
      .string()
      .nullable()
      .describe(
        "The provider's page to send the member to; null when the details are taken on our own page (the sandbox)",
      ),
    setupId: z.string().describe('Names this set-up when confirming it'),
  })
  .meta({ id: 'DirectDebitStart' });
export type DirectDebitStart = z.infer<typeof DirectDebitStart>;

/** Bank details typed on our own page (the sandbox only): never stored beyond the last 2 digits. */
export const DirectDebitBankDetails = z.object({
  accountHolderName: z.string().trim().min(1, 'Enter the account holder name').max(60),
  sortCode: z
    .string()
    .trim()
    .regex(/^\d{2}-?\d{2}-?\d{2}$/, 'Enter a 6-digit sort code, like 20-00-00'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{8}$/, 'Enter an 8-digit account number'),
  soleSignatory: z.literal(true, 'Confirm you can authorise Direct Debits on this account on your own'),
});

/** `POST .../direct-debit/confirm`: the set-up finished (the provider's) or the details given (ours). */
export const DirectDebitConfirmRequest = z
  .object({
    setupId: z.string().max(100).optional(),
    bankDetails: DirectDebitBankDetails.optional(),
  })
  .meta({ id: 'DirectDebitConfirmRequest' });
export type DirectDebitConfirmRequest = z.infer<typeof DirectDebitConfirmRequest>;

/** A Direct Debit instruction in place: what Bacs rules require the member to be shown and sent. */
export const DirectDebitInstruction = z
  .object({
    serviceUserName: z.string().describe('Who collects: the name on the bank statement'),
    accountHolderName: z.string(),
    sortCode: z.string().nullable().describe("Masked, e.g. '••-••-56'; null when the provider does not tell"),
    accountNumberEnding: z.string().describe('The last 2 digits'),
    reference: z.string().describe("The mandate's reference"),
    firstCollectionOn: IsoDate.nullable(),
    amount: Price.describe('Each month'),
    email: z.string().describe('Where the confirmation was sent'),
  })
  .meta({ id: 'DirectDebitInstruction' });
export type DirectDebitInstruction = z.infer<typeof DirectDebitInstruction>;

/**
 * The Direct Debit Guarantee in the standard Bacs wording, for `serviceUserName` (who collects):
 * the heading, then its paragraphs. Shown beside the instruction's details and in its email.
 */
export function directDebitGuarantee(serviceUserName: string): { heading: string; paragraphs: string[] } {
  return {
    heading: 'The Direct Debit Guarantee',
    paragraphs: [
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
      `If there are any changes to the amount, date or frequency of your Direct Debit ${serviceUserName} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${serviceUserName} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
      `If an error is made in the payment of your Direct Debit, by ${serviceUserName} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
      `If you receive a refund you are not entitled to, you must pay it back when ${serviceUserName} asks you to.`,
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
    ],
  };
}

/** A sort code shown with only its last 2 digits: '••-••-56'. */
export const maskedSortCode = (lastTwo: string) => `••-••-${lastTwo}`;
