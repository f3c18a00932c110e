import { z } from 'zod';
import { authMessages, NAME_MAX_LENGTH } from './auth.ts';
import { CheckoutSource } from './checkout.ts';
import { phoneNumber } from './fields.ts';
import { DeskTenderType, OfflinePayment } from './offline-payments.ts';
import { IsoDate } from './wire.ts';

export { DeskTenderType, OfflinePayment };

export const CustomerSearchQuery = z.object({ query: z.string().trim().min(2).max(100) });

export const CustomerSummary = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: IsoDate.nullable(),
    homeVenueSlug: z.string().nullable(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerList = z.object({ customers: z.array(CustomerSummary) }).meta({ id: 'CustomerList' });

const text = (max: number) =>
  z
    .string({ error: authMessages.required })
    .trim()
    .min(1, { error: authMessages.required })
    .max(max, { error: `Must be ${max} characters or less` });

/** A customer made at the desk: no password; they set one with the forgotten-password email. */
export const CreateCustomerRequest = z
  .object({
    first_name: text(NAME_MAX_LENGTH),
    last_name: text(NAME_MAX_LENGTH),
    email: z.email({ error: authMessages.invalidEmail }).max(254),
    date_of_birth: IsoDate.optional(),
    phone: phoneNumber().optional(),
    home_venue_id: z.number().int().positive().optional(),
  })
  .meta({ id: 'CreateCustomerRequest' });

/** What a desk amount that is not money says (a payment or a staff discount's amount). */
export const deskAmountMessages = {
  enter: 'Enter an amount',
  pence: 'Enter pounds and pence',
  aboveZero: 'Enter an amount above 0.00',
} as const;

/** `POST /api/front-of-house/checkout/pay`: camelCase, one of the three such bodies (docs/product.md, 'Wire format'). */
export const DeskPayRequest = z
  .object({
    completedWaivers: z.boolean().optional(),
    payments: z
      .array(
        z.object({
          tenderType: z.enum(['cash', 'cheque', 'offline-voucher', 'credit']),
          amount: z
            .number({ error: deskAmountMessages.enter })
            .int({ error: deskAmountMessages.pence })
            .positive({ error: deskAmountMessages.aboveZero })
            .describe('Pence'),
          reference: z.string().trim().max(60).optional().describe('Cheque number or voucher code'),
        }),
      )
      .max(6)
      .describe('Empty when nothing is left to pay (a discount or credit covers the basket)'),
    selectedUserId: z.number().int().positive(),
    source: CheckoutSource,
    terms: z.literal(true, { error: 'Terms must be accepted' }),
  })
  .meta({ id: 'DeskPayRequest' });
export type DeskPayRequest = z.input<typeof DeskPayRequest>;

export const SyncPaymentsRequest = z
  .object({ payments: z.array(OfflinePayment).min(1).max(500) })
  .meta({ id: 'SyncPaymentsRequest' });

export const SyncPaymentsResponse = z
  .object({
    results: z.array(
      z.object({
        offlineReference: z.string(),
        status: z.enum(['recorded', 'already_recorded']),
      }),
    ),
  })
  .meta({ id: 'SyncPaymentsResponse' });

export const staffDiscountMessages = {
  oneKind: 'Give an amount or a percentage off, not both.',
  emptyBasket: 'There is nothing in the basket to discount.',
  tooMuch: (left: string) => `The discount cannot be more than the ${left} left to pay.`,
  notGiven: 'There is no staff discount on this basket.',
} as const;

/**
 * `PUT /api/front-of-house/cart/discount`: a discount staff give on the basket of the customer
 * they serve, an amount (pence) or a percentage, with a reason. It replaces the basket's last one.
 */
export const StaffDiscountRequest = z
  .object({
    selected_user_id: z.number().int().positive().describe('The customer whose basket it is'),
    amount_pence: z
      .number({ error: deskAmountMessages.enter })
      .int({ error: deskAmountMessages.pence })
      .positive({ error: deskAmountMessages.aboveZero })
      .optional(),
    percent_off: z
      .number({ error: 'Enter a percentage' })
      .int({ error: 'Enter a whole percentage' })
      .min(1, { error: 'Enter a percentage from 1 to 100' })
      .max(100, { error: 'Enter a percentage from 1 to 100' })
      .optional(),
    reason: text(200),
  })
  .superRefine((body, context) => {
    const given = Number(body.amount_pence !== undefined) + Number(body.percent_off !== undefined);
    if (given !== 1) {
      context.addIssue({
        code: 'custom',
        path: [body.percent_off === undefined ? 'amount_pence' : 'percent_off'],
        message: staffDiscountMessages.oneKind,
      });
    }
  })
  .meta({ id: 'StaffDiscountRequest' });
export type StaffDiscountRequest = z.infer<typeof StaffDiscountRequest>;

export const StaffDiscountQuery = z.object({
  selected_user_id: z.coerce.number().int().positive().describe('The customer whose basket it is'),
});
