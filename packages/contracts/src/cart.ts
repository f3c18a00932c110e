import { z } from 'zod';
import { Attendee, NewAttendee } from './attendees.ts';
import { CourseSession } from './courses.ts';
import { MAX_TICKETS_PER_LINE } from './limits.ts';
import { ItemId, Price, ZonedTime } from './timetable.ts';
import { IsoDate } from './wire.ts';

/** What a basket line books: the `objectType` of the listing (or membership plan) it came from. */
export const CartItemType = z.enum(['activity_class', 'ad_hoc_slot', 'ticket_time', 'course', 'membership']);
export type CartItemType = z.infer<typeof CartItemType>;

export { MAX_TICKETS_PER_LINE };

export const AddToCartItem = z.object({
  id: ItemId.describe('The listing id: numeric in v1, the uid in v2'),
  type: CartItemType,
  purchased_for_user_id: z.number().int().positive().optional(),
  attendee_id: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("Courses only: who attends, one of the customer's saved attendees (their own included)"),
  attendee: NewAttendee.optional().describe(
    "Courses only: who attends, someone new (saved to the customer's attendees); `date_of_birth` is needed when the course has an age range",
  ),
  pricing_option_id: z.number().int().nonnegative().optional(),
  options: z
    .object({
      quantity: z.number().int().min(1).max(MAX_TICKETS_PER_LINE).optional().describe('Tickets only'),
      ticket_type_id: z.number().int().positive().optional().describe('Tickets only'),
      home_venue_id: z
        .number()
        .int()
        .positive()
        .optional()
        .describe("Memberships only: the member's home centre (default: their home venue, or the plan's)"),
      starts_on: IsoDate.optional().describe('Memberships only: the first day (default: today)'),
    })
    .optional(),
});
export type AddToCartItem = z.infer<typeof AddToCartItem>;

export const AddToCartRequest = z
  .object({
    items: z.array(AddToCartItem).min(1).max(10),
    membership_user_id: z.number().int().positive().nullable().optional(),
    selected_user_id: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.infer<typeof AddToCartRequest>;

export const RemoveFromCartRequest = z
  .object({ cart_item_ids: z.array(z.number().int().positive()).min(1).max(50) })
  .meta({ id: 'RemoveFromCartRequest' });
export type RemoveFromCartRequest = z.infer<typeof RemoveFromCartRequest>;

export const ExtendHoldsRequest = z
  .object({ cart_item_ids: z.array(z.number().int().positive()).min(1).max(50) })
  .meta({ id: 'ExtendHoldsRequest' });
export type ExtendHoldsRequest = z.infer<typeof ExtendHoldsRequest>;

export const CartQuery = z.object({
  selected_user_id: z.coerce.number().int().positive().optional(),
  source: z.string().max(40).optional(),
});

export const UpdateCartItemRequest = z
  .object({
    options: z
      .object({
        quantity: z.number().int().min(1).max(MAX_TICKETS_PER_LINE).optional(),
        pricing_option_id: z.number().int().nonnegative().optional(),
        purchased_for_user_id: z.number().int().positive().nullable().optional(),
      })
      .describe('What to change on the line; its place stays held'),
    selected_user_id: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'UpdateCartItemRequest' });
export type UpdateCartItemRequest = z.infer<typeof UpdateCartItemRequest>;

export const CartItemParams = z.object({ cartItemId: z.coerce.number().int().positive() });

export const CreditKind = z.enum(['membership', 'general']);
export type CreditKind = z.infer<typeof CreditKind>;

/** `POST /api/credits/apply`: camelCase body, one of the three such bodies (docs/product.md, 'Wire format'). */
export const ApplyCreditsRequest = z
  .object({
    creditsToReserve: z
      .array(
        z.object({
          amount: z.number().int().describe('Pence; 0 or less removes that kind'),
          type: CreditKind,
        }),
      )
      .min(1)
      .max(2),
    cartSource: z.string().max(40).optional(),
    selectedUserId: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'ApplyCreditsRequest' });
export type ApplyCreditsRequest = z.infer<typeof ApplyCreditsRequest>;

export const ApplyDiscountRequest = z
  .object({
    code: z.string().trim().min(1).max(40),
    customer_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('The customer of the basket it is for'),
    selected_user_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Staff: the customer whose basket it is'),
  })
  .meta({ id: 'ApplyDiscountRequest' });
export type ApplyDiscountRequest = z.infer<typeof ApplyDiscountRequest>;

export const TenderType = z.enum(['cash', 'offline-voucher', 'cheque', 'credit']);
export type TenderType = z.infer<typeof TenderType>;

/** A non-card payment put against the basket (credit; at the desk also cash, cheque, voucher). */
export const CartPayment = z
  .object({
    tenderType: TenderType,
    creditKind: CreditKind.nullable(),
    amount: z.number().int().positive().describe('Pence'),
    formattedAmount: z.string(),
  })
  .meta({ id: 'CartPayment' });
export type CartPayment = z.infer<typeof CartPayment>;

export const CartCredit = z
  .object({
    type: CreditKind,
    totalAvailable: z.number().int().nonnegative().describe('Pence the customer has of this kind'),
    maxApplicable: z.number().int().nonnegative().describe('Pence of it this basket can take now'),
    applied: z.number().int().nonnegative().describe('Pence of it put against this basket'),
  })
  .meta({ id: 'CartCredit' });
export type CartCredit = z.infer<typeof CartCredit>;

export const AppliedDiscount = z
  .object({
    code: z.string(),
    description: z.string(),
    customerId: z.number().int().nullable(),
    amount: z.number().int().nonnegative().describe('Pence taken off'),
    formattedAmount: z.string(),
  })
  .meta({ id: 'AppliedDiscount' });
export type AppliedDiscount = z.infer<typeof AppliedDiscount>;

/** The discount staff gave at the desk (`PUT /api/front-of-house/cart/discount`), at most one per basket. */
export const StaffDiscount = z
  .object({
    amountOffPence: z.number().int().positive().nullable().describe('An amount off, in pence'),
    percentOff: z.number().int().min(1).max(100).nullable().describe('Or a percentage off'),
    reason: z.string(),
    amount: z
      .number()
      .int()
      .nonnegative()
      .describe('Pence it takes off now: priced after the codes, on what they leave, never below zero'),
    formattedAmount: z.string(),
  })
  .meta({ id: 'StaffDiscount' });
export type StaffDiscount = z.infer<typeof StaffDiscount>;

export const LineAllowance = z
  .object({
    kind: z.enum(['benefit', 'package']),
    name: z.string().describe("The benefit ('2 free classes a month') or the package ('5 Class Pass')"),
    heldThrough: z.string().describe('The membership plan giving the benefit, or the package'),
    sessionsLeft: z
      .number()
      .int()
      .describe("Sessions left once this line is booked (a benefit's in the session's month)"),
    expiresAt: z.iso.datetime({ offset: true }).nullable().describe("A package's expiry"),
    priceWithout: Price.describe('What one unit would cost without it'),
  })
  .meta({ id: 'LineAllowance' });
export type LineAllowance = z.infer<typeof LineAllowance>;

export const CartItem = z
  .object({
    id: z.number().int(),
    type: CartItemType,
    listingId: ItemId.describe('The id the listing shows (numeric in v1, the uid in v2): what add was sent'),
    name: z.string(),
    description: z
      .string()
      .nullable()
      .describe(
        "What the line is when its times do not say it: a membership's monthly price and joining fee",
      ),
    venueSlug: z.string().describe("The session's venue; a membership's home centre"),
    venueName: z.string(),
    activitySlug: z.string().nullable(),
    locationName: z.string().nullable(),
    ticketTypeName: z.string().nullable(),
    ticketTypeId: z.number().int().nullable().describe('Tickets: the ticket type, to add the same again'),
    startsAt: ZonedTime,
    endsAt: ZonedTime,
    quantity: z.number().int().min(1),
    maxQuantity: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe(
        "Tickets: the most this line can be raised to now (its time's places left, its own included, up to 20); null for anything else",
      ),
    price: Price.describe('One unit'),
    total: Price.describe('price x quantity'),
    pricingOptionId: z.number().int().nullable(),
    purchasedForUserId: z.number().int().nullable(),
    attendee: Attendee.nullable().describe('Courses: who attends (null until chosen; checkout asks for it)'),
    sessions: z
      .array(CourseSession)
      .describe('Courses: every session the line books, first to last; empty for anything else'),
    holdExpiresAt: z.iso.datetime({ offset: true }),
    isExpired: z
      .boolean()
      .describe('The hold has run out: the place is no longer kept and the line is not in the totals'),
    holdExtended: z
      .boolean()
      .describe('The hold has been extended once (`POST /api/activities/cart/extend`); it cannot be again'),
    enablePrintReceipt: z.boolean(),
    allowance: LineAllowance.nullable().describe(
      'The membership benefit or package session paying for the line (its price is then 0): removed with the benefit or package remove call',
    ),
    sortBy: z.string().describe('The start time (ISO): items are sorted by it'),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;

export const CartTotals = z.object({
  total: z.number().int().describe("Pence to pay: subTotal less discounts (the codes' and the desk's)"),
  taxTotal: z.number().int().describe('The VAT included in total'),
  subTotal: z.number().int(),
  discountTotal: z.number().int(),
  balance: z.number().int().describe('What is left to pay by card once the payments are taken off'),
  itemCount: z.number().int().nonnegative(),
  formattedTotal: z.string(),
  formattedBalance: z.string(),
});

export const Cart = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    cartId: z.number().int(),
    items: z.array(CartItem),
    totals: CartTotals,
    selectedUserId: z.number().int().nullable(),
    completeOrderId: z.number().int().nullable(),
    isGuest: z.boolean().describe("A visitor's basket: checkout asks them to log in or sign up first"),
    holdMinutes: z.number().int().positive(),
    credits: z.object({ membership: CartCredit, general: CartCredit }),
    payments: z.array(CartPayment),
    discounts: z.array(AppliedDiscount),
    appliedDiscounts: z
      .record(z.string(), z.array(AppliedDiscount))
      .describe('The same discounts keyed by customer id (`basket` for the whole basket)'),
    staffDiscount: StaffDiscount.nullable().describe(
      "The desk's discount, in `discountTotal` with the codes' (not in `discounts`)",
    ),
    attendeeWaiversRequired: z.number().int().nonnegative(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

/** `DELETE /api/activities/cart/discount/{code}`. */
export const DiscountCodeParams = z.object({ code: z.string().trim().min(1).max(40).describe('Any case') });
