import { z } from 'zod';
import { ItemId, Price, ZonedTime } from './timetable.ts';

/** Cancelling a confirmed booking and the waiting lists of full classes. */

const Instant = z.iso.datetime({ offset: true });

export const CancelBookingParams = z.object({ bookingId: z.coerce.number().int().positive() });

/** `selected_user_id`: the customer a staff user acts for, as on the basket calls. */
export const CancelBookingQuery = z.object({
  source: z.string().max(40).optional(),
  selected_user_id: z.coerce.number().int().positive().optional(),
  refund_to: z
    .enum(['card', 'credit'])
    .optional()
    .describe("Where the refund goes, when the operator lets the customer choose (else the operator's rule)"),
});

/** `DELETE /api/activities/bookings/{bookingId}/`: what cancelling gave back. */
export const CancelBookingResponse = z
  .object({
    bookingId: z.number().int(),
    status: z.literal('cancelled'),
    refund: Price.describe(
      'Money given back, as account credit or to the card (0 after the cutoff, or when a benefit or package paid)',
    ),
    refundTo: z
      .enum(['card', 'credit'])
      .nullable()
      .describe(
        'Where the money went: `card` when any of it goes back to the card paid with; null when none',
      ),
    message: z
      .string()
      .describe(
        "What the toast says, e.g. 'Your booking is cancelled. £6.50 has been added to your account as credit.'",
      ),
  })
  .meta({ id: 'CancelBookingResponse' });
export type CancelBookingResponse = z.infer<typeof CancelBookingResponse>;

export const waitlistEntryStatuses = ['waiting', 'offered', 'accepted', 'expired', 'left'] as const;
export const WaitlistEntryStatus = z.enum(waitlistEntryStatuses);
export type WaitlistEntryStatus = z.infer<typeof WaitlistEntryStatus>;

/** A customer's place in the waiting list of a full class. */
export const WaitlistEntry = z
  .object({
    id: z.number().int().describe('What `DELETE /api/activities/waitlist/remove/{waitlistId}` takes'),
    classOccurrenceId: z.number().int(),
    listingId: ItemId.describe('The class as its listing shows it: numeric in v1, the uid in v2'),
    status: WaitlistEntryStatus.describe(
      'offered: a place is held in the basket until offerExpiresAt; accepted: it was booked',
    ),
    position: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('1-based among those waiting or offered; null once off the list'),
    offerExpiresAt: Instant.nullable(),
    message: z.string().describe('What the toast says'),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

/** `POST /api/activities/waitlist/add`. */
export const JoinWaitlistRequest = z
  .object({
    item: z.object({
      id: ItemId.describe('The class: numeric in v1, the uid in v2'),
      type: z.literal('activity_class'),
    }),
    selected_user_id: z.number().int().positive().nullable().optional(),
  })
  .meta({ id: 'JoinWaitlistRequest' });
export type JoinWaitlistRequest = z.infer<typeof JoinWaitlistRequest>;

/** `POST /api/v1/activities/occurrences/{id}/waitlist/members`. */
export const WaitlistMemberRequest = z
  .object({ data: z.object({ user_id: z.number().int().positive() }) })
  .meta({ id: 'WaitlistMemberRequest' });
export type WaitlistMemberRequest = z.infer<typeof WaitlistMemberRequest>;

export const WaitlistIdParams = z.object({ waitlistId: z.coerce.number().int().positive() });
export const WaitlistQuery = z.object({ selected_user_id: z.coerce.number().int().positive().optional() });
export const OccurrenceWaitlistParams = z.object({ id: z.string().min(1).max(120) });
export const OccurrenceMemberParams = z.object({
  occurrenceId: z.string().min(1).max(120),
  userId: z.coerce.number().int().positive(),
});

/** One of the customer's live waiting-list entries, as the account area lists it. */
export const MyWaitlistEntry = z
  .object({
    id: z.number().int().describe('What `DELETE /api/activities/waitlist/remove/{waitlistId}` takes'),
    classOccurrenceId: z.number().int(),
    listingId: ItemId.describe('The class as its listing shows it: numeric in v1, the uid in v2'),
    status: z
      .enum(['waiting', 'offered'])
      .describe('offered: a place is held in their basket until offerExpiresAt'),
    position: z.number().int().positive().describe('1-based among those waiting or offered'),
    offerExpiresAt: Instant.nullable().describe('When the held place goes to the next in line'),
    name: z.string(),
    venueName: z.string(),
    locationName: z.string().nullable(),
    startsAt: ZonedTime,
    endsAt: ZonedTime,
  })
  .meta({ id: 'MyWaitlistEntry' });
export type MyWaitlistEntry = z.infer<typeof MyWaitlistEntry>;

/** `GET /api/my-account/waitlists`: offers first (the one ending soonest first), then by class start. */
export const MyWaitlists = z.object({ entries: z.array(MyWaitlistEntry) }).meta({ id: 'MyWaitlists' });
export type MyWaitlists = z.infer<typeof MyWaitlists>;
