import { type AccountBooking, AccountBooking as AccountBookingSchema, priceOf } from '@leisure/contracts';
import { type AnyColumn, and, asc, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  bookings,
  cardRefunds,
  classOccurrences,
  courses,
  locations,
  orderPayments,
  orders,
  slotBookings,
  ticketTimes,
  venues,
} from '../../db/schema/index.ts';
import { cancellationTerms, type PaidWith, refundablePence } from '../bookings/cancellation-terms.ts';
import { withRefundChoices } from '../bookings/refund-destination.ts';
import type { CancellationRefundRule } from '../payments/settings/client-payments.ts';
import { findPaymentSettings } from '../payments/settings/payment-settings.repository.ts';
import { zonedTime } from '../timetable/calendar.ts';
import type { AccountCustomer } from './account-customer.ts';

const DEFAULT_CUTOFF_HOURS = 24;
const DAY_MS = 24 * 60 * 60_000;

/** Which of the customer's bookings to read. */
export type BookingWindow =
  | { kind: 'upcoming'; confirmedOnly?: boolean; limit?: number }
  | { kind: 'past'; limit?: number }
  /** The calendar feed: everything ending at most `days` ago, soonest first. */
  | { kind: 'feed'; days: number };

const sameClient = (column: AnyColumn) => eq(column, bookings.clientId);

/** The activity a booking is of: through its class, slot, ticket time or course. */
const activityIdOf = sql`coalesce(${classOccurrences.activityId}, ${adHocSlots.activityId}, ${ticketTimes.activityId}, ${courses.activityId})`;
const locationIdOf = sql`coalesce(${classOccurrences.locationId}, ${adHocSlots.locationId})`;

function filterOf(window: BookingWindow, now: Date): { where: SQL[]; order: SQL[]; limit: number } {
  switch (window.kind) {
    case 'upcoming':
      return {
        where: [
          gt(bookings.endsAt, now),
          ...(window.confirmedOnly ? [eq(bookings.status, 'confirmed')] : []),
        ],
        order: [asc(bookings.startsAt), asc(bookings.id)],
        limit: window.limit ?? 200,
      };
    case 'past':
      return {
        where: [lte(bookings.endsAt, now)],
        order: [desc(bookings.startsAt), desc(bookings.id)],
        limit: window.limit ?? 100,
      };
    case 'feed':
      return {
        where: [gte(bookings.endsAt, new Date(now.getTime() - window.days * DAY_MS))],
        order: [asc(bookings.startsAt), asc(bookings.id)],
        limit: 1000,
      };
  }
}

/** The customer's bookings in a window, with their order, venue, activity and location. */
export async function bookingRows(db: Db, customer: AccountCustomer, window: BookingWindow, now: Date) {
  const filter = filterOf(window, now);
  return db
    .select({
      booking: bookings,
      orderReference: orders.reference,
      orderSubtotalPence: orders.subtotalPence,
      orderDiscountPence: orders.discountPence,
      venueName: venues.name,
      venueSlug: venues.slug,
      activitySlug: activities.slug,
      cutoffHours: activities.cancellationCutoffHours,
      locationName: locations.name,
      cardRefund: { status: cardRefunds.status, amountPence: cardRefunds.amountPence },
      paidBy: sql<
        AccountBooking['paidBy']
      >`(select coalesce(array_agg(distinct p.tender_type order by p.tender_type), '{}')
        from ${orderPayments} p where p.client_id = ${orders.clientId} and p.order_id = ${orders.id})`,
    })
    .from(bookings)
    .innerJoin(orders, and(sameClient(orders.clientId), eq(orders.id, bookings.orderId)))
    .innerJoin(venues, and(sameClient(venues.clientId), eq(venues.id, bookings.venueId)))
    .leftJoin(
      classOccurrences,
      and(sameClient(classOccurrences.clientId), eq(classOccurrences.id, bookings.classOccurrenceId)),
    )
    .leftJoin(
      slotBookings,
      and(sameClient(slotBookings.clientId), eq(slotBookings.id, bookings.slotBookingId)),
    )
    .leftJoin(adHocSlots, and(sameClient(adHocSlots.clientId), eq(adHocSlots.id, slotBookings.slotId)))
    .leftJoin(ticketTimes, and(sameClient(ticketTimes.clientId), eq(ticketTimes.id, bookings.ticketTimeId)))
    .leftJoin(courses, and(sameClient(courses.clientId), eq(courses.id, bookings.courseId)))
    .leftJoin(activities, and(sameClient(activities.clientId), eq(activities.id, activityIdOf)))
    .leftJoin(locations, and(sameClient(locations.clientId), eq(locations.id, locationIdOf)))
    .leftJoin(cardRefunds, and(sameClient(cardRefunds.clientId), eq(cardRefunds.bookingId, bookings.id)))
    .where(
      and(eq(bookings.clientId, customer.client.id), eq(bookings.userId, customer.user.id), ...filter.where),
    )
    .orderBy(...filter.order)
    .limit(filter.limit);
}

export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

export function paidWithOf(booking: BookingRow['booking']): PaidWith {
  if (booking.planBenefitId !== null) return 'benefit';
  if (booking.customerPackageId !== null) return 'package';
  return 'money';
}

export const cardRefundLabels = {
  pending: 'Refund pending',
  refunded: 'Refunded to your card',
  failed: 'Refund failed, we are retrying',
} as const;

/** The card share of a cancelled booking's refund, as far as the processor has taken it. */
function cardRefundOf(refund: BookingRow['cardRefund'], symbol: string): AccountBooking['cardRefund'] {
  if (!refund?.status || refund.amountPence === null) return null;
  return {
    status: refund.status,
    amount: priceOf(refund.amountPence, symbol),
    label: cardRefundLabels[refund.status],
  };
}

/** A booking as the account area shows it, with its cancellation terms while it may be cancelled. */
export function toAccountBooking(
  row: BookingRow,
  customer: AccountCustomer,
  now: Date,
  refundRule: CancellationRefundRule = 'credit',
): AccountBooking {
  const { booking } = row;
  const { currencySymbol: symbol, timezone: zone } = customer.client;
  const totalPence = booking.pricePence * booking.quantity;
  const terms =
    booking.status === 'confirmed'
      ? cancellationTerms({
          startsAt: booking.startsAt,
          cutoffHours: row.cutoffHours ?? DEFAULT_CUTOFF_HOURS,
          paidWith: paidWithOf(booking),
          refundablePence: refundablePence({
            bookingTotalPence: totalPence,
            orderSubtotalPence: row.orderSubtotalPence,
            orderDiscountPence: row.orderDiscountPence,
          }),
          currencySymbol: symbol,
          now,
        })
      : null;
  const cancellation = terms && withRefundChoices(terms, refundRule, row.paidBy.includes('card'));
  return {
    id: booking.id,
    uid: booking.uid,
    orderId: booking.orderId,
    orderReference: row.orderReference,
    type: AccountBookingSchema.shape.type.parse(booking.type),
    name: booking.name,
    venueName: row.venueName,
    venueSlug: row.venueSlug,
    activitySlug: row.activitySlug,
    locationName: row.locationName,
    startsAt: zonedTime(booking.startsAt, zone),
    endsAt: zonedTime(booking.endsAt, zone),
    quantity: booking.quantity,
    total: priceOf(totalPence, symbol),
    paidWith: paidWithOf(booking),
    paidBy: row.paidBy,
    status: booking.status,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    refund: booking.refundPence === null ? null : priceOf(booking.refundPence, symbol),
    cardRefund: cardRefundOf(row.cardRefund, symbol),
    cancellation,
  };
}

/** `GET /api/my-account/bookings`: upcoming soonest first, or past latest first (at most 100). */
export async function accountBookings(
  db: Db,
  customer: AccountCustomer,
  window: Exclude<BookingWindow, { kind: 'feed' }>,
): Promise<AccountBooking[]> {
  const now = new Date();
  const [rows, settings] = await Promise.all([
    bookingRows(db, customer, window, now),
    findPaymentSettings(db, customer.client.id),
  ]);
  return rows.map((row) => toAccountBooking(row, customer, now, settings?.cancellationRefunds));
}
