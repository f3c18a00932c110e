import type { CompleteOrderResponse, DeskRefund, DeskRefundList } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, cardRefunds, sandboxRefunds, sandboxTransactions } from '../../db/schema/index.ts';
import { classItem, errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { spinClassStartingIn } from '../bookings/booking-orders.test-kit.ts';
import { CARDS, cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';
import { clientCommand } from '../payments/settings/client-payments.test-kit.ts';
import { deskRefundMessages, PENDING_TOO_LONG_MS } from './desk-refunds.ts';

const kit = useBookingKit();
const LIST = '/api/front-of-house/refunds';
const retryUrl = (id: number) => `/api/front-of-house/refunds/${id}/retry`;

/** A class three days away paid by card on the sandbox, cancelled with its refund to the card. */
async function cancelledToCard(who: TestCustomer) {
  await clientCommand(kit.testApp, [
    'payments',
    'set',
    'demo',
    '--provider',
    'sandbox',
    '--cancellation-refunds',
    'card',
  ]);
  await kit.added(who, [classItem(await spinClassStartingIn(kit, 72))]);
  const paid = await cardPaymentCallsOf(kit).authorise(who, CARDS.approve);
  const done = await kit.post(who, '/api/checkout/complete', {
    transaction_uuid: paid.transactionUuid,
    terms: true,
  });
  const { completeOrderId } = dataOf<CompleteOrderResponse>(done);
  const [booking] = await kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, completeOrderId)))
    .orderBy(asc(bookings.id));
  if (!booking) throw new Error('nothing booked');
  const cancelled = await kit.call(who, { method: 'DELETE', url: `/api/activities/bookings/${booking.id}/` });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await kit.db().select().from(cardRefunds).where(eq(cardRefunds.bookingId, booking.id));
  if (!refund) throw new Error('no card refund');
  return { booking, refund };
}

/**
 * The processor refused it: the sandbox forgets the refund it made, and the refund is left as a
 * refusal leaves it, naming a payment the sandbox does not know.
 */
async function refusedByProcessor(refundId: number, paymentId: string) {
  await kit.db().delete(sandboxRefunds).where(eq(sandboxRefunds.transactionId, paymentId));
  await kit
    .db()
    .update(sandboxTransactions)
    .set({ refundedPence: 0, status: 'authorised' })
    .where(eq(sandboxTransactions.id, paymentId));
  await kit
    .db()
    .update(cardRefunds)
    .set({
      status: 'failed',
      providerTransactionId: 'sbx_gone',
      attempts: 1,
      lastError: 'Unknown sandbox transaction',
      nextAttemptAt: new Date(Date.now() + 60_000),
    })
    .where(and(eq(cardRefunds.clientId, kit.clientId), eq(cardRefunds.id, refundId)));
}

const listed = async (staff: TestCustomer) => dataOf<DeskRefundList>(await kit.get(staff, LIST)).refunds;

describe('the desk’s refunds that need attention', () => {
  it('lists a failed refund with customer, order, amount and error, and Retry now makes it once', async () => {
    const staff = await kit.staff();
    const who = await kit.customer();
    const { booking, refund } = await cancelledToCard(who);
    expect((await listed(staff)).map((entry) => entry.id)).not.toContain(refund.id);
    const paymentId = refund.providerTransactionId;
    await refusedByProcessor(refund.id, refund.providerTransactionId);

    const failed = (await listed(staff)).find((entry) => entry.id === refund.id);
    expect(failed).toMatchObject({
      customer: { id: who.id, email: who.email },
      bookingName: booking.name,
      amount: { amountPence: refund.amountPence },
      provider: 'sandbox',
      status: 'failed',
      label: 'Refund failed, we are retrying',
      error: 'Unknown sandbox transaction',
      attempts: 1,
      lastTriedAt: expect.any(String),
    });

    // Still refused: the error is the processor's, and it stays listed.
    const again = await kit.post(staff, retryUrl(refund.id), undefined);
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf<DeskRefund>(again)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(dataOf<DeskRefund>(again).error).toMatch(/sbx_gone/);

    // The payment is known again: Retry now makes it, and it leaves the list.
    await kit
      .db()
      .update(cardRefunds)
      .set({ providerTransactionId: paymentId })
      .where(eq(cardRefunds.id, refund.id));
    const made = await kit.post(staff, retryUrl(refund.id), undefined);
    expect(dataOf<DeskRefund>(made)).toMatchObject({
      status: 'refunded',
      label: 'Refunded to your card',
      attempts: 3,
    });
    const charged = async () =>
      (await kit.db().select().from(sandboxTransactions).where(eq(sandboxTransactions.id, paymentId)))[0];
    expect((await charged())?.refundedPence).toBe(refund.amountPence);
    expect((await listed(staff)).map((entry) => entry.id)).not.toContain(refund.id);

    const twice = await kit.post(staff, retryUrl(refund.id), undefined);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(deskRefundMessages.alreadyRefunded);
    expect((await charged())?.refundedPence).toBe(refund.amountPence);
  });

  it('lists a refund pending for long, but not one just made pending', async () => {
    const staff = await kit.staff();
    const { refund } = await cancelledToCard(await kit.customer());
    const pendingSince = (ms: number) =>
      kit
        .db()
        .update(cardRefunds)
        .set({ status: 'pending', createdAt: new Date(Date.now() - ms) })
        .where(eq(cardRefunds.id, refund.id));
    await pendingSince(60_000);
    expect((await listed(staff)).map((entry) => entry.id)).not.toContain(refund.id);
    await pendingSince(PENDING_TOO_LONG_MS + 60_000);
    expect((await listed(staff)).find((entry) => entry.id === refund.id)).toMatchObject({
      status: 'pending',
      label: 'Refund pending',
      lastTriedAt: expect.any(String),
    });
  });

  it('is for staff only: 401 for a visitor, 403 for a customer, and nothing changes', async () => {
    const who = await kit.customer();
    const { refund } = await cancelledToCard(who);
    await refusedByProcessor(refund.id, refund.providerTransactionId);
    expect((await kit.get(kit.visitor(), LIST)).statusCode).toBe(401);
    expect((await kit.get(who, LIST)).statusCode).toBe(403);
    expect((await kit.post(who, retryUrl(refund.id), undefined)).statusCode).toBe(403);
    const [after] = await kit.db().select().from(cardRefunds).where(eq(cardRefunds.id, refund.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await kit.post(await kit.staff(), retryUrl(2_000_000_000), undefined)).statusCode).toBe(404);
  });
});
