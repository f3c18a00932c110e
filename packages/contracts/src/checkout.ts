import { z } from 'zod';
import { TenderType } from './cart.ts';
import { CourseSession } from './courses.ts';
import { refundTargets } from './limits.ts';
import { Price, ZonedTime } from './timetable.ts';
import { IsoDate } from './wire.ts';

export { refundTargets };

export const PaymentProviderName = z.enum(['sandbox', 'opayo', 'stripe']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

export const CheckoutSource = z.string().trim().min(1).max(40).default('bookings');

export const PrepareCheckoutQuery = z.object({ source: z.string().max(40).optional() });

export const SavedCard = z
  .object({
    id: z.number().int(),
    brand: z.string(),
    last4: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCard>;

/** `GET /api/my-account/saved-cards`: the customer's saved cards, newest first. */
export const SavedCardList = z.object({ cards: z.array(SavedCard) }).meta({ id: 'SavedCardList' });
export type SavedCardList = z.infer<typeof SavedCardList>;

export const SavedCardParams = z.object({ cardId: z.coerce.number().int().positive() });

export const TransactionStatus = z.enum(['authorised', 'sca_required', 'failed']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

/** `GET /api/checkout/prepare`: the online payment session (decision 13). */
export const OnlinePaymentSession = z
  .object({
    paymentProvider: PaymentProviderName,
    sessionKey: z.string().describe('Give it to the card page; send it back on authorise'),
    mode: z.enum(['test', 'live']),
    url: z.string().nullable().describe('The hosted card page (sandbox) or the provider script (opayo)'),
    publishableKey: z.string().nullable().describe('Stripe only'),
    savedCard: SavedCard.nullable().describe('The newest of `savedCards` (kept for older callers)'),
    savedCards: z
      .array(SavedCard)
      .describe("The customer's unexpired cards saved with this provider, newest first"),
    scaData: z.record(z.string(), z.string()).nullable(),
    scaUrl: z.string().nullable(),
    transactionStatus: TransactionStatus.nullable(),
    transactionUuid: z.string().nullable(),
    inProgress: z.boolean().describe('A 3-D Secure check of this basket is waiting: resume it'),
    amount: Price.describe('What the card will pay: the basket balance'),
    holdExpiresAt: z.iso.datetime({ offset: true }).describe('Places are held until then while paying'),
  })
  .meta({ id: 'OnlinePaymentSession' });
export type OnlinePaymentSession = z.infer<typeof OnlinePaymentSession>;

export const PaymentLine = z.object({
  tender_type: TenderType,
  amount: z.number().int().positive().describe('Pence'),
});

/** `POST /api/checkout/authorise`: snake_case (docs/product.md, 'Wire format'). */
export const AuthoriseRequest = z
  .object({
    billing_first_name: z.string().trim().min(1, 'Required').max(60),
    billing_last_name: z.string().trim().min(1, 'Required').max(60),
    billing_address_line_one: z.string().trim().min(1, 'Required').max(100),
    billing_address_line_two: z.string().trim().max(100).optional(),
    billing_city: z.string().trim().min(1, 'Required').max(60),
    billing_postcode: z.string().trim().min(2, 'Required').max(10),
    browser_color_depth: z.number().int().positive().max(64).optional(),
    browser_language: z.string().max(20).optional(),
    browser_screen_height: z.number().int().positive().max(100000).optional(),
    browser_screen_width: z.number().int().positive().max(100000).optional(),
    browser_timezone_offset: z.number().int().min(-900).max(900).optional(),
    browser_java_enabled: z.boolean().optional(),
    browser_javascript_enabled: z.boolean().optional(),
    card_identifier: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe('From the card page; not with a saved card'),
    card_holder_name: z.string().trim().min(1, 'Required').max(60),
    completed_waivers: z.boolean().optional(),
    payments: z.array(PaymentLine).max(4).default([]).describe('The non-card payments already in the basket'),
    session_key: z.string().min(1).max(200),
    source: CheckoutSource,
    terms: z.literal(true, { error: 'Terms must be accepted' }),
    save_card: z.boolean().optional(),
    saved_card_id: z.number().int().positive().optional(),
    payment_method_id: z.string().max(200).optional().describe('Stripe only'),
    setup_intent_id: z.string().max(200).optional().describe('Stripe only'),
  })
  .meta({ id: 'AuthoriseRequest' });
export type AuthoriseRequest = z.input<typeof AuthoriseRequest>;

export const PaymentError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).nullable(),
});

export const AuthoriseResponse = z
  .object({
    transactionUuid: z.string(),
    transactionStatus: TransactionStatus,
    scaUrl: z.string().nullable(),
    scaMethod: z.enum(['redirect', 'post']).nullable(),
    scaData: z.record(z.string(), z.string()).nullable(),
    clientSecret: z.string().nullable(),
    returnUrl: z.string(),
    error: PaymentError.nullable(),
  })
  .meta({ id: 'AuthoriseResponse' });
export type AuthoriseResponse = z.infer<typeof AuthoriseResponse>;

/** What `POST /api/payment-providers/webhooks/{provider}` answers a provider. */
export const WebhookReceipt = z
  .object({ received: z.boolean(), transactionUuid: z.string().nullable() })
  .meta({ id: 'WebhookReceipt' });

export const ScaCompletionParams = z.object({ transactionId: z.string().min(1).max(100) });

export const ScaCompletionRequest = z
  .object({
    cres: z.string().max(4000).optional().describe('What the challenge page returned'),
    data: z.record(z.string(), z.string().max(4000)).optional(),
  })
  .meta({ id: 'ScaCompletionRequest' });

export const ScaCompletionResponse = z
  .object({ transactionId: z.string(), status: TransactionStatus, error: PaymentError.nullable() })
  .meta({ id: 'ScaCompletionResponse' });
export type ScaCompletionResponse = z.infer<typeof ScaCompletionResponse>;

/** Completing a card payment: snake_case with the transaction from authorise. */
export const CompleteCardOrderRequest = z.object({
  transaction_uuid: z.string().min(1).max(100),
  completed_waivers: z.boolean().optional(),
  payments: z.array(PaymentLine).max(4).default([]),
  terms: z.literal(true, { error: 'Terms must be accepted' }),
  source: CheckoutSource,
  refund_to: z
    .enum(refundTargets)
    .default('card')
    .describe('Where the money goes if a place was taken while paying (account credit or back to the card)'),
});

/** The direct order (nothing left for a card): camelCase, one of the three such bodies (docs/product.md, 'Wire format'). */
export const DirectOrderRequest = z.object({
  completedWaivers: z.boolean().optional(),
  payments: z
    .array(z.object({ tenderType: TenderType, amount: z.number().int().positive() }))
    .max(4)
    .default([]),
  selectedUserId: z.number().int().positive().nullable().optional(),
  source: CheckoutSource,
  terms: z.literal(true, { error: 'Terms must be accepted' }),
});

export const CompleteOrderRequest = z
  .union([CompleteCardOrderRequest, DirectOrderRequest])
  .meta({ id: 'CompleteOrderRequest' });
export type CompleteOrderRequest = z.input<typeof CompleteOrderRequest>;

export const CompleteOrderResponse = z
  .object({ completeOrderId: z.number().int(), reference: z.string() })
  .meta({ id: 'CompleteOrderResponse' });
export type CompleteOrderResponse = z.infer<typeof CompleteOrderResponse>;

export const OrderParams = z.object({ orderId: z.coerce.number().int().positive() });

export const OrderBooking = z
  .object({
    id: z.number().int(),
    uid: z.string(),
    type: z.string(),
    name: z.string(),
    venueName: z.string(),
    startsAt: ZonedTime,
    endsAt: ZonedTime,
    quantity: z.number().int(),
    total: Price,
    status: z.enum(['confirmed', 'cancelled']),
    attendeeName: z.string().nullable().describe('Courses: who attends'),
    sessions: z
      .array(CourseSession)
      .describe('Courses: every session booked, first to last; empty for anything else'),
  })
  .meta({ id: 'OrderBooking' });
export type OrderBooking = z.infer<typeof OrderBooking>;

/** A membership an order bought online (online joining): it starts on `startsOn`. */
export const OrderMembership = z
  .object({
    id: z.number().int(),
    reference: z.string().describe('The membership reference (a login username too)'),
    planName: z.string(),
    homeVenueName: z.string().nullable(),
    startsOn: IsoDate,
    nextPaymentOn: IsoDate.nullable().describe('When the monthly price is next taken'),
    monthlyPrice: Price,
    joiningFee: Price,
    termMonths: z.number().int().describe('Minimum term; 1 is rolling monthly'),
    status: z.enum(['active', 'frozen', 'cancelled', 'suspended']),
  })
  .meta({ id: 'OrderMembership' });
export type OrderMembership = z.infer<typeof OrderMembership>;

export const OrderPayment = z.object({
  tenderType: z.enum(['card', 'cash', 'offline-voucher', 'cheque', 'credit']),
  creditKind: z.enum(['membership', 'general']).nullable(),
  amount: Price,
  description: z.string().describe("e.g. 'Visa ending 4242' or 'General credit'"),
});

export const Order = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: z.enum(['completed', 'refunded']),
    subTotal: Price,
    discount: Price,
    total: Price,
    bookings: z.array(OrderBooking),
    memberships: z.array(OrderMembership).describe('Memberships the order bought (online joining)'),
    payments: z.array(OrderPayment),
    email: z.string().describe('Where the confirmation was sent'),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

/** `POST /api/payment-providers/webhooks/{provider}`. */
export const WebhookParams = z.object({ provider: z.enum(['sandbox', 'opayo', 'stripe']) });

/** `POST /api/payment-providers/direct-debit-webhooks/{provider}`: a Direct Debit provider's events. */
export const DirectDebitWebhookParams = z.object({ provider: z.enum(['gocardless']) });

/** What a Direct Debit provider is answered: how many of its payment outcomes were ours and new. */
export const DirectDebitWebhookReceipt = z
  .object({ received: z.boolean(), recorded: z.number().int().min(0) })
  .meta({ id: 'DirectDebitWebhookReceipt' });

/** `POST /api/payment-providers/sca-return/{transactionUuid}`: the card issuer's form post. */
export const ScaReturnParams = z.object({ transactionUuid: z.string().min(1).max(100) });
export const ScaReturnForm = z.object({
  cres: z.string().max(10_000).optional(),
  threeDSSessionData: z.string().max(10_000).optional(),
});
