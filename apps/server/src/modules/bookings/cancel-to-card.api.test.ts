import type {
  AccountBookingList,
  AuthoriseResponse,
  CancelBookingResponse,
  CompleteOrderResponse,
} from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cardRefunds, sandboxTransactions } from '../../db/schema/index.ts';
import {
  type BookingKit,
  bookingKit,
  classItem,
  errorOf,
  statusCounts,
  type TestCustomer,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf, startTestApp, type TestApp } from '../../test/test-app.test-kit.ts';
import { billing, CARDS, cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';
import { TEST_CARDS } from '../payments/card-rules.ts';
import { retryCardRefunds } from '../payments/refunds/card-refunds.ts';
import { clientCommand, opayoCardIdentifier } from '../payments/settings/client-payments.test-kit.ts';
import { type OpayoFake, startOpayoFake } from '../payments/test/opayo-fake.test-kit.ts';
import {
  bookWithCredit,
  cancelBooking,
  creditBalance,
  spinClassStartingIn,
} from './booking-orders.test-kit.ts';
import { refundMessages } from './refund-destination.ts';

let opayo: OpayoFake;
let testApp: TestApp;
let kit: BookingKit;
beforeAll(async () => {
  opayo = await startOpayoFake();
  testApp = await startTestApp();
  kit = await bookingKit(testApp);
});
afterAll(async () => {
  await testApp?.close();
  await opayo?.close();
});

const refundRule = (rule: string) =>
  clientCommand(testApp, [
    'payments',
    'set',
    'demo',
    '--provider',
    'sandbox',
    '--cancellation-refunds',
    rule,
  ]);

/** Books a spin class 72 hours away, paid by card on the sandbox; answers the booking and what the card paid. */
async function bookedByCard(who: TestCustomer) {
  const lesson = await spinClassStartingIn(kit, 72);
  await kit.added(who, [classItem(lesson)]);
  const calls = cardPaymentCallsOf(kit);
  const paid = await calls.authorise(who, CARDS.approve);
  return completed(who, paid);
}

async function completed(who: TestCustomer, paid: AuthoriseResponse) {
  const done = await kit.post(who, '/api/checkout/complete', {
    transaction_uuid: paid.transactionUuid,
    terms: true,
  });
  expect(done.statusCode, done.body).toBe(200);
  const { completeOrderId } = dataOf<CompleteOrderResponse>(done);
  const [booking] = await kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, completeOrderId)))
    .orderBy(asc(bookings.id));
  if (!booking) throw new Error('nothing booked');
  return { booking, pence: booking.pricePence * booking.quantity };
}

const cancel = (who: TestCustomer, bookingId: number, refundTo?: string) =>
  kit.call(who, {
    method: 'DELETE',
    url: `/api/activities/bookings/${bookingId}/?source=bookings${refundTo ? `&refund_to=${refundTo}` : ''}`,
  });

const refundsOfBooking = (bookingId: number) =>
  kit
    .db()
    .select()
    .from(cardRefunds)
    .where(and(eq(cardRefunds.clientId, kit.clientId), eq(cardRefunds.bookingId, bookingId)));

async function sandboxRefundedPence(bookingId: number) {
  const [refund] = await refundsOfBooking(bookingId);
  const [charged] = await kit
    .db()
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.id, refund?.providerTransactionId ?? ''));
  return charged?.refundedPence ?? 0;
}

const refunds = () => ({ db: kit.db(), config: testApp.app.config, warn: () => {} });

describe('refunds of cancelled bookings go to the card or to credit, as the operator allows and the customer chooses', () => {
  it("with the operator's rule at credit (the default), a choice of card is refused and nothing changes", async () => {
    const who = await kit.customer();
    const { booking, pence } = await bookedByCard(who);
    const refused = await cancel(who, booking.id, 'card');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(refundMessages.creditOnly);
    expect((await kit.db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status).toBe(
      'confirmed',
    );

    const cancelled = await cancel(who, booking.id);
    expect(dataOf<CancelBookingResponse>(cancelled)).toMatchObject({
      refundTo: 'credit',
      refund: { amountPence: pence },
    });
    expect(await creditBalance(kit, who)).toBe(pence);
    expect(await refundsOfBooking(booking.id)).toEqual([]);
  });

  it('with customer_choice, card goes back to the card through the processor, and credit to the account', async () => {
    await refundRule('customer_choice');
    const who = await kit.customer();
    const toCard = await bookedByCard(who);
    const cancelled = await cancel(who, toCard.booking.id, 'card');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const formatted = `£${(toCard.pence / 100).toFixed(2)}`;
    expect(dataOf<CancelBookingResponse>(cancelled)).toMatchObject({
      refundTo: 'card',
      message: `Your booking is cancelled. ${formatted} will be refunded to the card you paid with.`,
    });
    expect(await refundsOfBooking(toCard.booking.id)).toMatchObject([
      { status: 'refunded', amountPence: toCard.pence, attempts: 1 },
    ]);
    expect(await sandboxRefundedPence(toCard.booking.id)).toBe(toCard.pence);
    expect(await creditBalance(kit, who)).toBe(0);

    const toCredit = await bookedByCard(who);
    expect(dataOf<CancelBookingResponse>(await cancel(who, toCredit.booking.id, 'credit')).refundTo).toBe(
      'credit',
    );
    expect(await creditBalance(kit, who)).toBe(toCredit.pence);
  });

  it('with the rule at card, a booking paid with credit still comes back as credit', async () => {
    await refundRule('card');
    const who = await kit.customer();
    const { booking, paidPence } = await bookWithCredit(kit, who, [
      classItem(await spinClassStartingIn(kit, 72)),
    ]);
    const cancelled = await cancelBooking(kit, who, booking.id);
    expect(dataOf<CancelBookingResponse>(cancelled).refundTo).toBe('credit');
    expect(await creditBalance(kit, who)).toBe(paidPence);
    const byCard = await bookedByCard(who);
    expect((await cancel(who, byCard.booking.id, 'credit')).statusCode).toBe(409);
    expect(dataOf<CancelBookingResponse>(await cancel(who, byCard.booking.id)).refundTo).toBe('card');
  });

  it('the account area offers what the rule allows: both ways only for a card payment the customer may choose for', async () => {
    const termsOf = async (who: TestCustomer, bookingId: number) => {
      const listed = await kit.call(who, { method: 'GET', url: '/api/my-account/bookings?period=upcoming' });
      return dataOf<AccountBookingList>(listed).bookings.find((booking) => booking.id === bookingId)
        ?.cancellation;
    };
    const who = await kit.customer();
    const byCard = await bookedByCard(who);
    const byCredit = await bookWithCredit(kit, who, [classItem(await spinClassStartingIn(kit, 72))]);
    const formatted = `£${(byCard.pence / 100).toFixed(2)}`;
    await refundRule('customer_choice');
    expect(await termsOf(who, byCard.booking.id)).toMatchObject({
      refundChoices: ['card', 'credit'],
      message: `You will get ${formatted} back, to your card or as account credit.`,
    });
    expect((await termsOf(who, byCredit.booking.id))?.refundChoices).toEqual(['credit']);
    await refundRule('card');
    expect(await termsOf(who, byCard.booking.id)).toMatchObject({
      refundChoices: ['card'],
      message: `You will get ${formatted} back to the card you paid with.`,
    });
    await refundRule('credit');
    expect(await termsOf(who, byCard.booking.id)).toMatchObject({
      refundChoices: ['credit'],
      message: `You will get ${formatted} back as account credit.`,
    });
  });

  it('refunds once when the same booking is cancelled twice at the same moment', async () => {
    await refundRule('card');
    const who = await kit.customer();
    const { booking, pence } = await bookedByCard(who);
    const answers = await Promise.all([cancel(who, booking.id), cancel(who, booking.id)]);
    expect(statusCounts(answers)).toEqual(
      new Map([
        [200, 1],
        [409, 1],
      ]),
    );
    expect(await refundsOfBooking(booking.id)).toMatchObject([{ status: 'refunded', amountPence: pence }]);
    expect(await sandboxRefundedPence(booking.id)).toBe(pence);
    expect(await retryCardRefunds(refunds(), new Date(Date.now() + 3_600_000))).toEqual({
      refunded: 0,
      failed: 0,
    });
  });

  it('retries a refund the processor refused, and makes it once the processor takes it', async () => {
    const opayoArgs = [
      'payments',
      'set',
      'demo',
      '--provider',
      'opayo',
      '--vendor-name',
      opayo.vendorName,
      '--api-url',
      opayo.apiUrl,
      '--cancellation-refunds',
      'card',
    ];
    await clientCommand(
      testApp,
      opayoArgs,
      `integration-key=${opayo.integrationKey}\nintegration-password=${opayo.integrationPassword}\n`,
    );
    const who = await kit.customer();
    await kit.added(who, [classItem(await spinClassStartingIn(kit, 72))]);
    const session = await cardPaymentCallsOf(kit).prepared(who);
    const paid = await kit.post(who, '/api/checkout/authorise', {
      ...billing,
      session_key: session.sessionKey,
      card_identifier: await opayoCardIdentifier(opayo, session.sessionKey, TEST_CARDS.approves),
    });
    const { booking, pence } = await completed(who, dataOf<AuthoriseResponse>(paid));
    // The operator's integration password is changed at Opayo but not here yet: refunds are refused.
    await clientCommand(testApp, ['payments', 'set', 'demo'], 'integration-password=outdated\n');

    const cancelled = await cancel(who, booking.id);
    expect(dataOf<CancelBookingResponse>(cancelled).refundTo).toBe('card');
    const [failed] = await refundsOfBooking(booking.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, amountPence: pence });
    expect(failed?.lastError).toMatch(/Authentication failed|401/i);
    expect(failed?.lastError).not.toContain(opayo.integrationPassword);

    await clientCommand(
      testApp,
      ['payments', 'set', 'demo'],
      `integration-password=${opayo.integrationPassword}\n`,
    );
    expect(await retryCardRefunds(refunds(), new Date())).toEqual({ refunded: 0, failed: 0 });
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await retryCardRefunds(refunds(), later)).toEqual({ refunded: 1, failed: 0 });
    expect(await refundsOfBooking(booking.id)).toMatchObject([
      { status: 'refunded', attempts: 2, lastError: null },
    ]);
    expect(await retryCardRefunds(refunds(), new Date(later.getTime() + 3_600_000))).toEqual({
      refunded: 0,
      failed: 0,
    });
  });
});
