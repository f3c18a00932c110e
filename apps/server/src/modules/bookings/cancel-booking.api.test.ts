import type { CancelBookingResponse } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, creditLedger } from '../../db/schema/index.ts';
import { classItem, errorOf, statusCounts, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import {
  bookingRow,
  bookWithCredit,
  cancelBooking,
  creditBalance,
  joinGymAndSwim,
  spinClassStartingIn,
} from './booking-orders.test-kit.ts';

const kit = useBookingKit();

const refundsOf = async (bookingName: string, reference: string) =>
  kit
    .db()
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.clientId, kit.clientId),
        eq(creditLedger.reason, `Refund for cancelled booking ${bookingName} (${reference})`),
      ),
    );

describe('cancelling a booking before the cutoff', () => {
  it('gives the money back as account credit and frees the place, once', async () => {
    const who = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 72);
    const { booking, reference, orderId, paidPence } = await bookWithCredit(kit, who, [classItem(lesson)]);
    expect(paidPence).toBeGreaterThan(0);
    expect(await creditBalance(kit, who)).toBe(0);
    expect(await kit.classSpaces(lesson.listingId)).toBe(0);

    const cancelled = await cancelBooking(kit, who, booking.id, { 'idempotency-key': 'cancel-1' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = { amountPence: paidPence, formatted: `£${(paidPence / 100).toFixed(2)}` };
    expect(dataOf<CancelBookingResponse>(cancelled)).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
      refund,
      refundTo: 'credit',
      message: `Your booking is cancelled. ${refund.formatted} has been added to your account as credit.`,
    });
    expect(await creditBalance(kit, who)).toBe(paidPence);
    const [ledger] = await refundsOf(booking.name, reference);
    expect(ledger).toMatchObject({ userId: who.id, kind: 'general', amountPence: paidPence, orderId });
    expect(await kit.classSpaces(lesson.listingId)).toBe(1);
    expect(await bookingRow(kit, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledByUserId: who.id,
      refundPence: paidPence,
    });

    // The same key replays the answer; a new call finds it cancelled. Neither refunds again.
    const replay = await cancelBooking(kit, who, booking.id, { 'idempotency-key': 'cancel-1' });
    expect(dataOf(replay)).toEqual(dataOf(cancelled));
    const again = await kit.call(who, {
      method: 'DELETE',
      url: `/api/activities/bookings/${booking.id}?source=bookings`,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'conflict', message: 'This booking is already cancelled.' });
    expect(await refundsOf(booking.name, reference)).toHaveLength(1);
    expect(await kit.classSpaces(lesson.listingId)).toBe(1);
  });

  it('refunds once when two cancels of one booking race', async () => {
    const who = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 72, 2);
    const { booking, reference, paidPence } = await bookWithCredit(kit, who, [classItem(lesson)]);
    const responses = await Promise.all([1, 2, 3].map(() => cancelBooking(kit, who, booking.id)));
    expect(statusCounts(responses)).toEqual(
      new Map([
        [200, 1],
        [409, 2],
      ]),
    );
    expect(await refundsOf(booking.name, reference)).toHaveLength(1);
    expect(await creditBalance(kit, who)).toBe(paidPence);
    expect(await kit.classSpaces(lesson.listingId)).toBe(2);
  });

  it('gives a membership benefit session back instead of money', async () => {
    const who = await kit.customer();
    await joinGymAndSwim(kit, who);
    const early = await spinClassStartingIn(kit, 72);
    const late = await spinClassStartingIn(kit, 5);
    const { bookings: booked } = await bookWithCredit(kit, who, [classItem(early), classItem(late)]);
    for (const booking of booked) expect(booking.planBenefitId).not.toBeNull();
    const [first, second] = booked;
    if (!first || !second) throw new Error('two bookings expected');
    const byClass = (id: number) => (first.classOccurrenceId === id ? first : second);

    const returned = await cancelBooking(kit, who, byClass(early.id).id);
    expect(dataOf<CancelBookingResponse>(returned)).toMatchObject({
      refund: { amountPence: 0 },
      message: 'Your booking is cancelled. The session has gone back to your membership benefit.',
    });
    expect(await bookingRow(kit, byClass(early.id).id)).toMatchObject({
      customerMembershipId: null,
      planBenefitId: null,
      allowanceMonth: null,
      customerPackageId: null,
    });
    // Cancelled after the cutoff, the session stays spent.
    const kept = await cancelBooking(kit, who, byClass(late.id).id);
    expect(dataOf<CancelBookingResponse>(kept).message).toBe(
      'Your booking is cancelled. It is less than 24 hours before the start, so the session will not go back to your membership.',
    );
    expect((await bookingRow(kit, byClass(late.id).id)).planBenefitId).not.toBeNull();
    expect(await creditBalance(kit, who)).toBe(0);
  });
});

describe('cancelling late, or what is not yours', () => {
  it('gives nothing back after the cutoff, and says so', async () => {
    const who = await kit.customer();
    const lesson = await spinClassStartingIn(kit, 5);
    const { booking, reference } = await bookWithCredit(kit, who, [classItem(lesson)]);
    const cancelled = await cancelBooking(kit, who, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dataOf<CancelBookingResponse>(cancelled)).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
      refund: { amountPence: 0, formatted: '£0.00' },
      refundTo: null,
      message:
        'Your booking is cancelled. It is less than 24 hours before the start, so you will not get a refund.',
    });
    expect(await refundsOf(booking.name, reference)).toHaveLength(0);
    expect(await creditBalance(kit, who)).toBe(0);
    expect(await kit.classSpaces(lesson.listingId)).toBe(1);
    expect((await bookingRow(kit, booking.id)).refundPence).toBe(0);
  });

  it('refuses a session that has started', async () => {
    const who = await kit.customer();
    const { booking } = await bookWithCredit(kit, who, [classItem(await spinClassStartingIn(kit, 30))]);
    await kit
      .db()
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.id, booking.id)));
    const refused = await cancelBooking(kit, who, booking.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'conflict',
      message: 'This session has already started and can no longer be cancelled.',
    });
    expect((await bookingRow(kit, booking.id)).status).toBe('confirmed');
  });

  it('answers 404 to another customer, 401 to a visitor, and lets staff cancel for the customer', async () => {
    const [who, other] = await kit.twoCustomers();
    const { booking } = await bookWithCredit(kit, who, [classItem(await spinClassStartingIn(kit, 72))]);
    const foreign = await cancelBooking(kit, other, booking.id);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('not_found');
    expect((await cancelBooking(kit, kit.visitor(), booking.id)).statusCode).toBe(401);
    expect((await cancelBooking(kit, who, 999_999_999)).statusCode).toBe(404);
    // A customer may not act for another one.
    const named = await kit.call(other, {
      method: 'DELETE',
      url: `/api/activities/bookings/${booking.id}/?selected_user_id=${who.id}`,
    });
    expect(named.statusCode).toBe(403);
    expect((await bookingRow(kit, booking.id)).status).toBe('confirmed');

    const staff = await kit.staff();
    const byStaff = await kit.call(staff, {
      method: 'DELETE',
      url: `/api/activities/bookings/${booking.id}/?source=front-of-house&selected_user_id=${who.id}`,
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(await bookingRow(kit, booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledByUserId: staff.id,
    });
  });
});
