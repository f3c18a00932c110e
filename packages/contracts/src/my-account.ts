import { z } from 'zod';
import { OrderPayment } from './checkout.ts';
import { phoneNumber } from './fields.ts';
import { Price, ZonedTime } from './timetable.ts';

/** The account area's calls (`/api/my-account/*`): what a logged-in customer owns. */

const Instant = z.iso.datetime({ offset: true });
const Day = z.iso.date().describe('YYYY-MM-DD');

/** Whether, and on what terms, a booking may still be cancelled by the customer. */
export const CancellationTerms = z
  .object({
    canCancel: z.boolean().describe('False once the session has started, or for a course already running'),
    cutoffAt: Instant.describe('Cancelling before this gives the refund back as account credit'),
    isWithinCutoff: z.boolean().describe('True while now is before cutoffAt'),
    refund: Price.describe('Money the customer gets back if they cancel now (0 after the cutoff)'),
    refundChoices: z
      .array(z.enum(['card', 'credit']))
      .describe(
        "Where that money may go, what the cancel call's `refund_to` takes: both when the operator lets the customer choose and the booking was paid by card, else the one the operator's rule allows; empty when nothing comes back",
      ),
    message: z
      .string()
      .describe(
        "What the confirmation says, e.g. 'You will get £6.50 back as account credit.' or 'It is less than 24 hours before the start, so you will not get a refund.'",
      ),
  })
  .meta({ id: 'CancellationTerms' });
export type CancellationTerms = z.infer<typeof CancellationTerms>;

export const AccountBooking = z
  .object({
    id: z.number().int(),
    uid: z.string().describe('Stable: the UID of its calendar event'),
    orderId: z.number().int(),
    orderReference: z.string(),
    type: z.enum(['activity_class', 'ad_hoc_slot', 'ticket_time', 'course']),
    name: z.string(),
    venueName: z.string(),
    venueSlug: z.string(),
    activitySlug: z.string().nullable(),
    locationName: z.string().nullable(),
    startsAt: ZonedTime,
    endsAt: ZonedTime,
    quantity: z.number().int(),
    total: Price,
    paidWith: z
      .enum(['money', 'benefit', 'package'])
      .describe('A membership benefit or a package session, or money (card, credit, desk)'),
    paidBy: z
      .array(z.enum(['card', 'credit', 'cash', 'cheque', 'offline-voucher']))
      .describe("How the booking's order was paid, each way once (empty when nothing was paid)"),
    status: z.enum(['confirmed', 'cancelled']),
    cancelledAt: Instant.nullable(),
    refund: Price.nullable().describe(
      'Money given back when it was cancelled (credit, and the card share in cardRefund)',
    ),
    cardRefund: z
      .object({
        status: z.enum(['pending', 'refunded', 'failed']),
        amount: Price,
        label: z
          .string()
          .describe(
            "What the customer and staff see: 'Refund pending', 'Refunded to your card' or 'Refund failed, we are retrying'",
          ),
      })
      .nullable()
      .describe('The part of the refund going back to the card paid with, and how far it has got'),
    cancellation: CancellationTerms.nullable().describe('Null for a cancelled or past booking'),
  })
  .meta({ id: 'AccountBooking' });
export type AccountBooking = z.infer<typeof AccountBooking>;

export const AccountBookingsQuery = z.object({
  period: z.enum(['upcoming', 'past']).default('upcoming'),
});

export const AccountBookingList = z
  .object({
    period: z.enum(['upcoming', 'past']),
    bookings: z.array(AccountBooking).describe('Upcoming soonest first; past latest first'),
  })
  .meta({ id: 'AccountBookingList' });
export type AccountBookingList = z.infer<typeof AccountBookingList>;

/** How many days ahead of its expiry a document is said to be expiring soon. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

/**
 * Where a customer stands with a document a plan asks for: `upload_required` (no valid one),
 * `expiring_soon` (the best valid one ends within 30 days) or `valid`.
 */
export const DocumentCheck = z
  .object({
    kind: z.string().describe("What the plan asks for, e.g. 'Proof of student status'"),
    state: z.enum(['upload_required', 'expiring_soon', 'valid']),
    expiresOn: Day.nullable().describe(
      'The last day of the best valid document; null when it never expires or there is none',
    ),
    daysLeft: z
      .number()
      .int()
      .nullable()
      .describe('Days from today to expiresOn in the client time zone (0: it expires today); null when none'),
  })
  .meta({ id: 'DocumentCheck' });
export type DocumentCheck = z.infer<typeof DocumentCheck>;

export const AccountMembership = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    planName: z.string(),
    planSlug: z.string(),
    description: z.string(),
    status: z.enum(['active', 'frozen', 'cancelled', 'suspended', 'ended', 'future']),
    startsOn: Day,
    endsOn: Day.nullable(),
    nextPaymentOn: Day.nullable(),
    monthlyPrice: Price,
    homeVenueName: z.string().nullable(),
    discounts: z.array(z.object({ activityName: z.string(), percentOff: z.number().int() })),
    benefits: z.array(
      z.object({
        name: z.string(),
        sessionsPerMonth: z.number().int(),
        sessionsLeftThisMonth: z.number().int(),
      }),
    ),
    guestPassesPerMonth: z.number().int(),
    paidBy: z
      .string()
      .nullable()
      .describe(
        "How later months are paid, for an active or suspended membership: 'Direct Debit from account ending 78, reference DEMO-…' or a card's label; null when nothing is set up or none is due",
      ),
    requiredDocument: DocumentCheck.nullable().describe(
      "For an active membership whose plan asks members for a document: the customer's standing with it. Null otherwise.",
    ),
    freeze: z
      .object({ startsOn: Day, lastDay: Day })
      .nullable()
      .describe('The freeze under way or booked (its first and last frozen days); null when none'),
    pendingPlan: z
      .object({ name: z.string(), from: Day, monthlyPrice: Price })
      .nullable()
      .describe('A downgrade booked for the next billing date; null when none'),
  })
  .meta({ id: 'AccountMembership' });
export type AccountMembership = z.infer<typeof AccountMembership>;

export const AccountMembershipList = z.array(AccountMembership).meta({ id: 'AccountMembershipList' });

export const AccountPackage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    activities: z.array(z.string()).describe('Names of the activities it pays for'),
    sessionsTotal: z.number().int(),
    sessionsUsed: z.number().int().describe('Confirmed bookings that used it'),
    sessionsLeft: z.number().int(),
    expiresAt: Instant,
    isExpired: z.boolean(),
  })
  .meta({ id: 'AccountPackage' });
export type AccountPackage = z.infer<typeof AccountPackage>;

export const AccountPackageList = z.array(AccountPackage).meta({ id: 'AccountPackageList' });

export const AccountWarning = z
  .object({
    kind: z.enum([
      'outstanding_penalties',
      'membership_arrears',
      'document_expiring',
      'document_upload_required',
    ]),
    message: z.string(),
    daysLeft: z.number().int().nullable(),
  })
  .meta({ id: 'AccountWarning' });
export type AccountWarning = z.infer<typeof AccountWarning>;

export const AccountDashboard = z
  .object({
    firstName: z.string(),
    nextBookings: z.array(AccountBooking).max(3).describe('The next three upcoming bookings'),
    credit: z.object({ general: Price, membership: Price, total: Price }),
    membership: AccountMembership.nullable().describe('The oldest active membership'),
    packagesWithSessions: z.number().int(),
    warnings: z.array(AccountWarning),
  })
  .meta({ id: 'AccountDashboard' });
export type AccountDashboard = z.infer<typeof AccountDashboard>;

export const UserDetails = z
  .object({
    reference: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    dateOfBirth: Day.nullable(),
    homeVenueSlug: z.string().nullable(),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof UserDetails>;

const required = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `Must be ${max} characters or less`);

export const UpdateUserDetailsRequest = z
  .object({
    first_name: required(60),
    last_name: required(60),
    email: z.email('Enter a valid email address').max(254, 'Must be 254 characters or less'),
    phone: phoneNumber().nullable().optional(),
    date_of_birth: Day.nullable().optional(),
    home_venue_slug: z.string().nullable().optional(),
  })
  .meta({ id: 'UpdateUserDetailsRequest' });
export type UpdateUserDetailsRequest = z.input<typeof UpdateUserDetailsRequest>;

export const GuestPass = z
  .object({
    id: z.number().int(),
    guestFirstName: z.string(),
    guestLastName: z.string(),
    guestEmail: z.string().nullable(),
    validOn: Day,
    code: z.string(),
    status: z.enum(['issued', 'used', 'cancelled', 'expired']).describe('expired: issued for a day gone by'),
    createdAt: Instant,
  })
  .meta({ id: 'GuestPass' });
export type GuestPass = z.infer<typeof GuestPass>;

export const GuestPassList = z
  .object({
    passes: z.array(GuestPass).describe('Latest day first'),
    allowance: z.object({
      perMonth: z.number().int(),
      usedThisMonth: z.number().int(),
      leftThisMonth: z.number().int(),
    }),
  })
  .meta({ id: 'GuestPassList' });
export type GuestPassList = z.infer<typeof GuestPassList>;

export const IssueGuestPassRequest = z
  .object({
    first_name: required(60),
    last_name: required(60),
    email: z
      .email('Enter a valid email address')
      .max(254, 'Must be 254 characters or less')
      .nullable()
      .optional()
      .describe('Where the code is mailed: one address, checked as an email address'),
    valid_on: Day,
  })
  .meta({ id: 'IssueGuestPassRequest' });
export type IssueGuestPassRequest = z.input<typeof IssueGuestPassRequest>;

export const CreditEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(['membership', 'general']),
    amount: Price.describe('Its size; `isCredit` says which way'),
    isCredit: z.boolean().describe('True when credit was added (a refund or a grant)'),
    reason: z.string(),
    createdAt: Instant,
  })
  .meta({ id: 'CreditEntry' });

export const AccountOrder = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    createdAt: Instant,
    total: Price,
    bookingCount: z.number().int(),
    payments: z.array(OrderPayment),
  })
  .meta({ id: 'AccountOrder' });
export type AccountOrder = z.infer<typeof AccountOrder>;

export const AccountPayments = z
  .object({
    orders: z.array(AccountOrder).describe('Latest first'),
    creditHistory: z.array(CreditEntry).describe('Latest first'),
  })
  .meta({ id: 'AccountPayments' });
export type AccountPayments = z.infer<typeof AccountPayments>;

export const CalendarFeed = z
  .object({
    url: z.string().nullable().describe('webcal:// URL with its secret token; null when there is none'),
    active: z
      .boolean()
      .optional()
      .describe(
        'True while a feed works. Only a hash of its token is stored, so the URL is shown once, when it is made: reading the feed later answers `url` null with `active` true.',
      ),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** What a customer may upload as a membership document, and how big it may be. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DocumentContentType = z.enum(DOCUMENT_CONTENT_TYPES);
export type DocumentContentType = z.infer<typeof DocumentContentType>;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const AccountDocument = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    fileName: z.string(),
    contentType: DocumentContentType,
    sizeBytes: z.number().int(),
    expiresOn: Day.nullable().describe('Its last valid day; null when it does not expire'),
    status: z.enum(['submitted', 'approved', 'rejected']).describe('Staff approve or reject it'),
    isExpired: z.boolean().describe('True once expiresOn has gone by'),
    createdAt: Instant,
  })
  .meta({ id: 'AccountDocument' });
export type AccountDocument = z.infer<typeof AccountDocument>;

/** A document an active membership asks for, with the membership that asks for it. */
export const RequiredDocument = DocumentCheck.extend({
  membershipId: z.number().int().describe('The oldest active membership asking for it'),
  membershipName: z.string().describe("Its plan's name"),
}).meta({ id: 'RequiredDocument' });
export type RequiredDocument = z.infer<typeof RequiredDocument>;

export const AccountDocuments = z
  .object({
    required: z.array(RequiredDocument).describe('One per kind the active memberships ask for'),
    documents: z.array(AccountDocument).describe('Every upload, newest first (the files are not included)'),
  })
  .meta({ id: 'AccountDocuments' });
export type AccountDocuments = z.infer<typeof AccountDocuments>;

export const UploadDocumentRequest = z
  .object({
    kind: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .max(100, 'Must be 100 characters or less')
      .describe('One of the kinds in `required`'),
    file_name: z.string().trim().min(1, 'This field is required').max(200, 'Must be 200 characters or less'),
    content_type: z.enum(DOCUMENT_CONTENT_TYPES, { error: 'Upload a PDF, JPEG or PNG file' }),
    content_base64: z
      .string()
      .min(1, 'Choose a file to upload')
      // Base64 of MAX_DOCUMENT_BYTES, plus a little: the exact size is checked once decoded.
      .max(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4 + 8, 'The file must be 5 MB or smaller')
      .describe('The file, base64-encoded (at most 5 MB decoded)'),
    expires_on: Day.nullable().optional().describe('Its last valid day (today or later); leave out if none'),
  })
  .meta({ id: 'UploadDocumentRequest' });
export type UploadDocumentRequest = z.input<typeof UploadDocumentRequest>;

export const DocumentParams = z.object({ documentId: z.coerce.number().int().positive() });

export const PenaltyReason = z.enum(['no_show', 'late_cancellation', 'damage']);
export type PenaltyReason = z.infer<typeof PenaltyReason>;

export const AccountPenalty = z
  .object({
    id: z.number().int(),
    reason: PenaltyReason,
    description: z.string(),
    amount: Price,
    isOutstanding: z.boolean().describe('True until it is settled'),
    settledAt: Instant.nullable(),
    createdAt: Instant,
  })
  .meta({ id: 'AccountPenalty' });
export type AccountPenalty = z.infer<typeof AccountPenalty>;

export const AccountPenalties = z
  .object({
    outstanding: z.object({ count: z.number().int(), total: Price }),
    penalties: z.array(AccountPenalty).describe('Outstanding and settled, newest first'),
  })
  .meta({ id: 'AccountPenalties' });
export type AccountPenalties = z.infer<typeof AccountPenalties>;

export const SettlePenaltyParams = z.object({
  customerId: z.coerce.number().int().positive(),
  penaltyId: z.coerce.number().int().positive(),
});

/** `GET /api/calendar/{token}.ics`: the feed's secret token. */
export const FeedParams = z.object({ token: z.string().max(100) });
