import { z } from 'zod';
import { PaymentProviderName } from './checkout.ts';
import { Price } from './timetable.ts';

export const MembershipArrearsParams = z.object({ membershipId: z.coerce.number().int().positive() });

/** `POST /api/my-account/memberships/{membershipId}/pay-arrears`: what paying the arrears did. */
export const MembershipArrearsPayment = z
  .object({
    paid: z.number().int().describe('Renewals in arrears paid now with the payment method on file'),
    declined: z.number().int().describe('Renewals the payment method refused again'),
    outstandingPence: z.number().int().describe('What is still owed on the membership'),
    membershipStatus: z.enum(['active', 'frozen', 'cancelled', 'suspended']),
  })
  .meta({ id: 'MembershipArrearsPayment' });
export type MembershipArrearsPayment = z.infer<typeof MembershipArrearsPayment>;

const Day = z.iso.date().describe('YYYY-MM-DD');
const Instant = z.iso.datetime({ offset: true });

/** How a member's later months are paid: a card kept on file, or a Direct Debit mandate. */
export const MembershipPaymentMethod = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('card'),
      label: z.string().describe("What the member knows it by, e.g. 'Visa ending 4242'"),
      brand: z.string().nullable().describe("'visa', 'mastercard', 'amex'…"),
      last4: z.string().nullable(),
      expiryMonth: z.number().int().nullable(),
      expiryYear: z.number().int().nullable(),
    }),
    z.object({
      kind: z.literal('direct_debit'),
      label: z.string().describe("e.g. 'Account ending 6789'"),
      reference: z.string().nullable().describe("The mandate's reference on the member's bank statement"),
    }),
  ])
  .meta({ id: 'MembershipPaymentMethod' });
export type MembershipPaymentMethod = z.infer<typeof MembershipPaymentMethod>;

/** One renewal of a membership: a month charged by the product, with its tries. */
export const MembershipCharge = z
  .object({
    id: z.number().int(),
    periodStart: Day.describe('The day it was due: the first day of the month it pays for'),
    periodEnd: Day,
    amount: Price,
    status: z
      .enum(['paid', 'retrying', 'processing', 'arrears'])
      .describe(
        'paid; retrying (declined, tried again on nextTryOn); processing (being charged now); arrears (declined after the last retry)',
      ),
    tries: z.number().int().describe('How many times it was charged'),
    paidAt: Instant.nullable(),
    failureReason: z
      .string()
      .nullable()
      .describe("The processor's reason for the last decline; null once paid"),
    nextTryOn: Day.nullable().describe('When a declined renewal is tried again, in the client time zone'),
  })
  .meta({ id: 'MembershipCharge' });
export type MembershipCharge = z.infer<typeof MembershipCharge>;

/** `GET /api/my-account/memberships/{membershipId}/billing`: what the member sees about paying. */
export const MembershipBilling = z
  .object({
    membershipId: z.number().int(),
    membershipStatus: z.enum(['active', 'frozen', 'cancelled', 'suspended']),
    nextPayment: z
      .object({ on: Day, amount: Price })
      .nullable()
      .describe('The next renewal: null when none is due (suspended, ended, or a free plan)'),
    paymentMethod: MembershipPaymentMethod.nullable().describe(
      'The live payment instruction; null when none',
    ),
    arrears: Price.describe(
      'What is owed after the last retry (zero when nothing): paying it restores a suspended membership',
    ),
    canChangeCard: z
      .boolean()
      .describe(
        "Whether a new card can be put on file here (the client's card processor keeps cards without a payment)",
      ),
    history: z
      .array(MembershipCharge)
      .describe('Renewals charged by the product, newest first (the first month was paid at joining)'),
  })
  .meta({ id: 'MembershipBilling' });
export type MembershipBilling = z.infer<typeof MembershipBilling>;

/** `POST /api/my-account/memberships/{membershipId}/card-session`: a card-entry session for a new card on file. */
export const MembershipCardSession = z
  .object({
    paymentProvider: PaymentProviderName,
    sessionKey: z.string().describe('Give it to the card page; send it back with the card'),
    mode: z.enum(['test', 'live']),
    url: z.string().nullable().describe('The hosted card page (sandbox) or the provider script (opayo)'),
    publishableKey: z.string().nullable().describe('Stripe only'),
  })
  .meta({ id: 'MembershipCardSession' });
export type MembershipCardSession = z.infer<typeof MembershipCardSession>;

/** `PUT /api/my-account/memberships/{membershipId}/card`: the card entered in that session (snake_case wire format). */
export const ChangeMembershipCardRequest = z
  .object({
    session_key: z.string().min(1).max(200),
    card_identifier: z.string().min(1).max(200),
  })
  .meta({ id: 'ChangeMembershipCardRequest' });
export type ChangeMembershipCardRequest = z.infer<typeof ChangeMembershipCardRequest>;
