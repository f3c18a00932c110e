import type { AuthoriseResponse, CompleteOrderResponse, OnlinePaymentSession } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cardRefunds } from '../../../db/schema/index.ts';
import {
  type BookingKit,
  bookingKit,
  classItem,
  type TestCustomer,
} from '../../../test/booking-kit.test-kit.ts';
import { dataOf, startTestApp, type TestApp } from '../../../test/test-app.test-kit.ts';
import { spinClassStartingIn } from '../../bookings/booking-orders.test-kit.ts';
import { billing } from '../../checkout/card-payment-calls.test-kit.ts';
import { TEST_CARDS } from '../card-rules.ts';
import {
  onboardOnStripe,
  signedStripeEvent,
  stripePaymentMethod,
} from '../settings/client-payments.test-kit.ts';
import { type StripeFake, startStripeFake } from '../test/stripe-fake.test-kit.ts';
import { retryCardRefunds } from './card-refunds.ts';

const WEBHOOK_SECRET = 'whsec_refunds_only';

let stripe: StripeFake;
let testApp: TestApp;
let kit: BookingKit;
beforeAll(async () => {
  stripe = await startStripeFake();
  testApp = await startTestApp({
    env: { STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' },
  });
  kit = await bookingKit(testApp);
  await onboardOnStripe(testApp, 'demo', stripe, WEBHOOK_SECRET, ['--cancellation-refunds', 'card']);
});
afterAll(async () => {
  await testApp?.close();
  await stripe?.close();
});

/** Books a spin class three days away, paid by card through Stripe; answers the booking. */
async function bookedOnStripe(who: TestCustomer) {
  await kit.added(who, [classItem(await spinClassStartingIn(kit, 72))]);
  const session = dataOf<OnlinePaymentSession>(await kit.get(who, '/api/checkout/prepare'));
  const method = await stripePaymentMethod(stripe, stripe.publishableKey, TEST_CARDS.approves);
  const paid = await kit.post(who, '/api/checkout/authorise', {
    ...billing,
    session_key: session.sessionKey,
    card_identifier: method,
    payment_method_id: method,
  });
  const done = await kit.post(who, '/api/checkout/complete', {
    transaction_uuid: dataOf<AuthoriseResponse>(paid).transactionUuid,
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
  return booking;
}

const refundOf = async (bookingId: number) =>
  (await kit.db().select().from(cardRefunds).where(eq(cardRefunds.bookingId, bookingId)))[0];

const webhook = (event: { headers: Record<string, string>; rawBody: string }) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/payment-providers/webhooks/stripe',
    headers: { host: 'bookings.demo.localhost', 'content-type': 'application/json', ...event.headers },
    payload: event.rawBody,
  });

const refunds = () => ({ db: kit.db(), config: testApp.app.config, warn: () => {} });

describe("Stripe's refund failure webhook", () => {
  it('marks a refund the bank returned failed, with the reason, and the reconciler makes it again once', async () => {
    const who = await kit.customer();
    const booking = await bookedOnStripe(who);
    const cancelled = await kit.call(who, {
      method: 'DELETE',
      url: `/api/activities/bookings/${booking.id}/`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const made = await refundOf(booking.id);
    expect(made).toMatchObject({ status: 'refunded', attempts: 1 });
    const bounced = stripe.failRefund(made?.providerRefundId ?? '', 'expired_or_canceled_card');

    const forged = await webhook(signedStripeEvent('refund.failed', { ...bounced }, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect((await refundOf(booking.id))?.status).toBe('refunded');

    const event = signedStripeEvent('refund.failed', { ...bounced }, WEBHOOK_SECRET);
    expect((await webhook(event)).statusCode).toBe(200);
    const failed = await refundOf(booking.id);
    expect(failed).toMatchObject({
      status: 'failed',
      lastError: 'Stripe could not make the refund: the card has expired or was cancelled.',
    });
    const upcoming = await kit.call(who, { method: 'GET', url: '/api/my-account/bookings?period=upcoming' });
    expect(upcoming.body).toContain('Refund failed, we are retrying');

    expect(await retryCardRefunds(refunds())).toEqual({ refunded: 1, failed: 0 });
    // The same notification again (Stripe retries webhooks) changes nothing.
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await refundOf(booking.id)).toMatchObject({ status: 'refunded', attempts: 2, lastError: null });
    expect(await retryCardRefunds(refunds(), new Date(Date.now() + 3_600_000))).toEqual({
      refunded: 0,
      failed: 0,
    });
    const ofThisPayment = stripe
      .refunds()
      .filter((refund) => refund.payment_intent === bounced.payment_intent);
    expect(ofThisPayment.map(({ status, amount }) => ({ status, amount }))).toEqual([
      { status: 'failed', amount: bounced.amount },
      { status: 'succeeded', amount: bounced.amount },
    ]);
  });

  it('reads the older charge.refund.updated the same way, and ignores a refund that succeeded', async () => {
    const who = await kit.customer();
    const booking = await bookedOnStripe(who);
    await kit.call(who, { method: 'DELETE', url: `/api/activities/bookings/${booking.id}/` });
    const made = await refundOf(booking.id);
    const succeeded = stripe.refunds().find((refund) => refund.id === made?.providerRefundId);
    expect(succeeded).toBeDefined();
    await webhook(signedStripeEvent('charge.refund.updated', { ...succeeded }, WEBHOOK_SECRET));
    expect((await refundOf(booking.id))?.status).toBe('refunded');
    const bounced = stripe.failRefund(made?.providerRefundId ?? '', 'lost_or_stolen_card');
    await webhook(signedStripeEvent('charge.refund.updated', { ...bounced }, WEBHOOK_SECRET));
    expect(await refundOf(booking.id)).toMatchObject({
      status: 'failed',
      lastError: 'Stripe could not make the refund: the card was reported lost or stolen.',
    });
  });
});
