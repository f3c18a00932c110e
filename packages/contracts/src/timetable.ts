import { z } from 'zod';
import { AccessibilityFeature } from './activities.ts';
import { formatMoney } from './money.ts';
import { IsoDate } from './wire.ts';

/** Which timetable API serves a date: see `/api/activities/venue/{venue}/...` and `.../v2/...`. */
export const ApiFamily = z.enum(['v1', 'v2']);
export type ApiFamily = z.infer<typeof ApiFamily>;

/** An instant in the client's time zone: ISO 8601 with offset, and the 24-hour wall-clock time. */
export const ZonedTime = z
  .object({
    dateTime: z.iso.datetime({ offset: true }).describe('ISO 8601 with the offset of the client time zone'),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .describe('24-hour HH:mm'),
  })
  .meta({ id: 'ZonedTime' });
export type ZonedTime = z.infer<typeof ZonedTime>;

export const actionStatuses = [
  'BOOK',
  'CANCEL_RESERVATION',
  'CANCEL_BOOKING',
  'JOIN_WAITLIST',
  'LEAVE_WAITLIST',
  'FULL',
  'NOT_YET_BOOKABLE',
  'LOGIN',
  'CLOSED',
  'CANCELLED',
] as const;
export const ActionStatus = z.enum(actionStatuses);
export type ActionStatus = z.infer<typeof ActionStatus>;

export { actionableStatuses } from './limits.ts';

/** What the screen should offer the viewer for an item, and a human reason when it offers none. */
export const ActionToShow = z
  .object({
    status: ActionStatus,
    reason: z.string().nullable(),
    firstBookableAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('Set with NOT_YET_BOOKABLE: when booking opens'),
  })
  .meta({ id: 'ActionToShow' });
export type ActionToShow = z.infer<typeof ActionToShow>;

export const Price = z
  .object({
    amountPence: z.number().int().nonnegative(),
    formatted: z.string().describe("e.g. '£6.50'; zero is '£0.00'"),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof Price>;

export function priceOf(amountPence: number, symbol = '£'): Price {
  return { amountPence, formatted: formatMoney(amountPence, symbol) };
}

/** v1 ids are the numeric row ids; v2 ids are non-numeric public uids. */
export const ItemId = z.union([z.number().int(), z.string().regex(/\D/)]);
export type ItemId = z.infer<typeof ItemId>;

export const Instructor = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type Instructor = z.infer<typeof Instructor>;
export const Tag = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type Tag = z.infer<typeof Tag>;

export const PricingOption = z.object({ id: z.number().int(), name: z.string(), price: Price });

/**
 * What a logged-in customer pays for an item added now, when it is not its standard `price`: the
 * basket's own rule (their best member price on a class; then a membership benefit's free session,
 * or else a package session, on a class or slot for one person). On an item in their basket, the
 * price its line holds.
 */
export const ViewerPrice = z
  .object({
    price: Price.describe(
      'What this customer pays: their member price, or £0.00 when a benefit or package pays',
    ),
    paidWith: z.enum(['member_price', 'benefit', 'package']),
    heldThrough: z.string().describe('The membership plan (member price, benefit) or the package paying'),
  })
  .meta({ id: 'ViewerPrice' });
export type ViewerPrice = z.infer<typeof ViewerPrice>;

const viewerPrice = ViewerPrice.nullable()
  .optional()
  .describe(
    "For a logged-in customer (or the desk's customer) who pays other than `price`; absent for visitors",
  );

/**
 * A session's or a course's places as the viewer sees them: how many, how many are left for them,
 * what they may do, and their booking.
 */
export const viewerPlaces = {
  capacity: z.number().int().nonnegative(),
  spacesAvailable: z
    .number()
    .int()
    .nonnegative()
    .describe('For the viewer: what "3 spaces left" is drawn from'),
  actionToShow: ActionToShow,
  /** Optional so listings built without a viewer need not say them. */
  bookingId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "With CANCEL_BOOKING: the viewer's booking, for `DELETE /api/activities/bookings/{bookingId}/`",
    ),
};

const bookable = {
  startsAt: ZonedTime,
  endsAt: ZonedTime,
  ...viewerPlaces,
  waitlistId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "With LEAVE_WAITLIST: the viewer's entry, for `DELETE /api/activities/waitlist/remove/{waitlistId}`",
    ),
  waitlistPosition: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .describe("With LEAVE_WAITLIST: the viewer's place in the line (1 is next)"),
  waitlistOfferExpiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe(
      "With LEAVE_WAITLIST: a place is held in the viewer's basket for them until then (an offer); null while they wait",
    ),
};

/** A timed class (yoga, spin...). Cart add sends `objectType` as the item's `type`. */
export const ActivityClass = z
  .object({
    id: ItemId,
    objectType: z.literal('activity_class'),
    name: z.string(),
    description: z.string(),
    activitySlug: z.string(),
    venueSlug: z.string(),
    location: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    ...bookable,
    durationMinutes: z.number().int().positive(),
    instructors: z.array(z.number().int()).describe('Ids into the response `instructors`'),
    tags: z.array(z.number().int()).describe('Ids into the response `tags`'),
    price: Price.describe('The standard price'),
    viewerPrice,
    pricingOptions: z.array(PricingOption),
    accessibility: z.array(AccessibilityFeature),
  })
  .meta({ id: 'ActivityClass' });
export type ActivityClass = z.infer<typeof ActivityClass>;

/** `GET .../activity/{activity}/timetable` (v1) or `/v2/timetable`: the classes of one date. */
export const Timetable = z
  .object({
    date: IsoDate,
    family: ApiFamily,
    classes: z.array(ActivityClass),
    instructors: z.array(Instructor).describe("Only those the day's classes reference"),
    tags: z.array(Tag).describe("Only those the day's classes reference"),
  })
  .meta({ id: 'Timetable' });
export type Timetable = z.infer<typeof Timetable>;

/** `GET /api/activities/{id}`: one class, numeric id (v1) or uid (v2). */
export const ClassDetail = z
  .object({
    family: ApiFamily,
    class: ActivityClass,
    instructors: z.array(Instructor),
    tags: z.array(Tag),
  })
  .meta({ id: 'ClassDetail' });
export type ClassDetail = z.infer<typeof ClassDetail>;

export const SlotLocation = z.object({ id: z.number().int(), name: z.string(), kind: z.string() });
export type SlotLocation = z.infer<typeof SlotLocation>;

/** One bookable period of one court, lane or pitch; a slot is booked at most once. */
export const Slot = z
  .object({
    id: ItemId,
    objectType: z.literal('ad_hoc_slot'),
    activitySlug: z.string(),
    location: SlotLocation,
    price: Price.describe('The standard price'),
    viewerPrice,
    ...bookable,
    capacity: z.literal(1),
    spacesAvailable: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof Slot>;

/** `GET .../activity/{activity}/slots` (v1) or `/v2/slots`. */
export const SlotList = z
  .object({
    date: IsoDate,
    family: ApiFamily,
    locations: z.array(SlotLocation).describe("The activity's locations at the venue"),
    slots: z.array(Slot),
  })
  .meta({ id: 'SlotList' });
export type SlotList = z.infer<typeof SlotList>;

/** A fast-ticket session (public swim, skate) at a time; `compositeKey` is its identity. */
export const TimeSlot = z
  .object({
    compositeKey: z.string().describe('`{activityId}:{startsAt ISO}`, stable across v1 and v2'),
    id: ItemId.describe('The ticket time: numeric in v1, uid in v2'),
    objectType: z.literal('ticket_time'),
    ...bookable,
    times: z.array(z.object({ timestamp: z.iso.datetime({ offset: true }) })),
  })
  .meta({ id: 'TimeSlot' });
export type TimeSlot = z.infer<typeof TimeSlot>;

/** `GET .../activity/{activity}/times` (v1) or `/v2/times`. */
export const TimesResponse = z
  .object({ date: IsoDate, family: ApiFamily, timeSlots: z.array(TimeSlot) })
  .meta({ id: 'TimesResponse' });
export type TimesResponse = z.infer<typeof TimesResponse>;

/** A ticket of a fast-ticket activity (Adult, Junior, Family...). */
export const TicketType = z
  .object({
    id: z.number().int(),
    objectType: z.literal('ticket_type'),
    name: z.string(),
    price: Price,
    placesPerTicket: z.number().int().positive(),
    sortOrder: z.number().int(),
    spacesAvailable: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('With `time_id`: how many of this ticket that time can still take; otherwise null'),
  })
  .meta({ id: 'TicketType' });
export type TicketType = z.infer<typeof TicketType>;
export const TicketTypeList = z.array(TicketType);

export const weekdayLabels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A viewable date; `raw` is its identity. */
export const ActivityDate = z
  .object({
    raw: IsoDate,
    weekday: z.enum(weekdayLabels),
    label: z.string().describe("e.g. 'Mon 24 Nov'"),
    isToday: z.boolean(),
    hasSessions: z.boolean(),
  })
  .meta({ id: 'ActivityDate' });
export type ActivityDate = z.infer<typeof ActivityDate>;
export const ActivityDateList = z.array(ActivityDate);

const slug = z.string().min(1).max(120);

export const ActivityParams = z.object({ venue: slug, activity: slug });
export const CategoryActivityParams = z.object({ venue: slug, category: slug, activity: slug });
export const CategoryDatesParams = z.object({ venue: slug, category: slug });
export const ClassIdParams = z.object({ id: z.string().min(1).max(120) });

/**
 * Staff at the desk: the customer they serve, whose basket and bookings the listing marks
 * (404 for anyone but a customer of theirs; ignored for everyone else). The shared listing
 * itself never changes with it.
 */
export const ListingViewerQuery = z.object({
  selected_user_id: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Staff only: mark this customer’s basket and bookings'),
});

/** A bad date answers 422 with `errors.date`. */
export const TimetableQuery = ListingViewerQuery.extend({ date: IsoDate });
export const SlotsQuery = ListingViewerQuery.extend({
  date: IsoDate,
  location_id: z.coerce.number().int().positive().optional(),
});
export const TicketsQuery = z.object({
  time_id: z.string().min(1).max(120).optional().describe('A ticket time id (v1 number or v2 uid)'),
});
