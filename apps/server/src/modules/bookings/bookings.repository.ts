import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Transaction } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  bookings,
  classOccurrences,
  courses,
  creditLedger,
  orders,
  slotBookings,
  ticketTimes,
} from '../../db/schema/index.ts';
import { LOCK, lock } from '../checkout/fulfilment.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;

export async function findBooking(db: Db, clientId: number, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.id, bookingId)))
    .limit(1);
  return row;
}

/** The booking locked FOR UPDATE, first thing in a cancel: two cancels of it take turns. */
export async function lockBooking(tx: Transaction, clientId: number, bookingId: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.id, bookingId)))
    .for('update');
  return row;
}

/** The order a booking belongs to: its reference and what was paid, for the refund. */
export async function orderOf(db: Db, clientId: number, orderId: number) {
  const [row] = await db
    .select({
      reference: orders.reference,
      subtotalPence: orders.subtotalPence,
      discountPence: orders.discountPence,
    })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
    .limit(1);
  return row;
}

/** The cancellation cutoff of the activity of whatever the booking booked (24 h when unknown). */
export async function cutoffHoursOf(db: Db, booking: BookingRow): Promise<number> {
  const { clientId } = booking;
  const activityId = sql`coalesce(
    (select ${classOccurrences.activityId} from ${classOccurrences}
      where ${classOccurrences.clientId} = ${clientId} and ${classOccurrences.id} = ${booking.classOccurrenceId}),
    (select ${adHocSlots.activityId} from ${slotBookings} join ${adHocSlots}
        on ${adHocSlots.clientId} = ${slotBookings.clientId} and ${adHocSlots.id} = ${slotBookings.slotId}
      where ${slotBookings.clientId} = ${clientId} and ${slotBookings.id} = ${booking.slotBookingId}),
    (select ${ticketTimes.activityId} from ${ticketTimes}
      where ${ticketTimes.clientId} = ${clientId} and ${ticketTimes.id} = ${booking.ticketTimeId}),
    (select ${courses.activityId} from ${courses}
      where ${courses.clientId} = ${clientId} and ${courses.id} = ${booking.courseId}))`;
  const [row] = await rowsOf<{ hours: number }>(
    db,
    sql`select ${activities.cancellationCutoffHours} as hours from ${activities}
      where ${activities.clientId} = ${clientId} and ${activities.id} = ${activityId}`,
  );
  return row ? Number(row.hours) : 24;
}

/** One statement giving places back to a class, ticket time or course, under the lock that took them. */
async function giveBack(
  tx: Transaction,
  namespace: number,
  table: typeof classOccurrences | typeof ticketTimes | typeof courses,
  booking: BookingRow & { targetId: number },
) {
  await lock(tx, namespace, booking.targetId);
  await tx.execute(sql`update ${table} set booked_count = booked_count - ${booking.places}
    where client_id = ${booking.clientId} and id = ${booking.targetId}`);
}

/**
 * Frees a booking's places exactly as fulfilment took them (`confirmPlaces`): a class, ticket
 * time or course gives back `places` from its booked count under the same advisory lock the
 * basket and checkout take; a slot's confirmed `slot_bookings` row is cancelled, which lets
 * the partial unique index accept the next hold of the slot.
 */
export async function freePlaces(tx: Transaction, booking: BookingRow): Promise<void> {
  if (booking.classOccurrenceId !== null) {
    await giveBack(tx, LOCK.class, classOccurrences, { ...booking, targetId: booking.classOccurrenceId });
  } else if (booking.ticketTimeId !== null) {
    await giveBack(tx, LOCK.ticketTime, ticketTimes, { ...booking, targetId: booking.ticketTimeId });
  } else if (booking.courseId !== null) {
    await giveBack(tx, LOCK.course, courses, { ...booking, targetId: booking.courseId });
  } else if (booking.slotBookingId !== null) {
    await tx
      .update(slotBookings)
      .set({ status: 'cancelled', expiresAt: null })
      .where(
        and(
          eq(slotBookings.clientId, booking.clientId),
          eq(slotBookings.id, booking.slotBookingId),
          eq(slotBookings.status, 'confirmed'),
        ),
      );
  }
}

/** Marks the booking cancelled; a session returned to its benefit or package stops naming it. */
export async function markCancelled(
  tx: Transaction,
  booking: BookingRow,
  input: { byUserId: number; refundPence: number; returnsAllowance: boolean },
) {
  const allowance = input.returnsAllowance
    ? { customerMembershipId: null, planBenefitId: null, allowanceMonth: null, customerPackageId: null }
    : {};
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: sql`now()`,
      cancelledByUserId: input.byUserId,
      refundPence: input.refundPence,
      ...allowance,
    })
    .where(and(eq(bookings.clientId, booking.clientId), eq(bookings.id, booking.id)));
}

/** The refund as general account credit, on the ledger against the booking's order. */
export async function grantRefund(
  tx: Transaction,
  booking: BookingRow,
  input: { amountPence: number; orderReference: string },
) {
  await tx.insert(creditLedger).values({
    clientId: booking.clientId,
    userId: booking.userId,
    kind: 'general',
    amountPence: input.amountPence,
    reason: `Refund for cancelled booking ${booking.name} (${input.orderReference})`,
    orderId: booking.orderId,
  });
}
