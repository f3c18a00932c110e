import type {
  AuthoriseResponse,
  Cart,
  CompleteOrderResponse,
  Order,
  ScaCompletionResponse,
} from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  classOccurrences,
  creditLedger,
  outbox,
  sandboxTransactions,
  ticketTimes,
} from '../../db/schema/index.ts';
import {
  classItem,
  errorOf,
  slotItem,
  type TestCustomer,
  ticketItem,
  useBookingKit,
} from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { sandboxWebhookSecret, signSandboxWebhook } from '../payments/sandbox/sandbox-provider.ts';
import { billing, CARDS, cardPaymentCallsOf } from './card-payment-calls.test-kit.ts';

const kit = useBookingKit();
const { prepared, cardIdentifier, authorise, atTheBank, answerChallenge, complete, expireHolds } =
  cardPaymentCallsOf(kit);

async function addClass(who: TestCustomer, spaces = 5) {
  const row = await kit.classWithSpaces(spaces);
  return { row, cart: await kit.added(who, [classItem(row)]) };
}

/** A challenged payment whose holds ran out while the bank's page was open, and a rival took the last place. */
async function approvedAfterARivalTookThePlace(who: TestCustomer) {
  const { row } = await addClass(who, 1);
  const authorised = await authorise(who, CARDS.challenge);
  await expireHolds(who);
  expect((await kit.add(await kit.customer(), [classItem(row)])).statusCode).toBe(201);
  await answerChallenge(who, authorised, 'approve');
  return authorised;
}

/** The sandbox's own record of the charges made for a payment attempt. */
const sandboxCharges = (transactionUuid: string) =>
  kit.db().select().from(sandboxTransactions).where(eq(sandboxTransactions.vendorTxCode, transactionUuid));

const bookedCount = async (id: number) => {
  const [row] = await kit
    .db()
    .select({ booked: classOccurrences.bookedCount })
    .from(classOccurrences)
    .where(and(eq(classOccurrences.clientId, kit.clientId), eq(classOccurrences.id, id)));
  return row?.booked ?? -1;
};

describe('checkout by card', () => {
  it('pays a class, a court slot and two fast tickets, books them and mails one invite per booking', async () => {
    const who = await kit.customer();
    const { row: yoga } = await addClass(who);
    const slot = await kit.freeSlot();
    const swim = await kit.ticketTimeWithSpaces(5);
    const added = await kit.add(who, [slotItem(slot), ticketItem(swim, 2)]);
    expect(added.statusCode).toBe(201);
    const cart = dataOf<Cart>(added);
    expect(cart.items).toHaveLength(3);
    const before = await bookedCount(yoga.id);

    const session = await prepared(who);
    expect(session).toMatchObject({ paymentProvider: 'sandbox', mode: 'test', inProgress: false });
    expect(session.amount.amountPence).toBe(cart.totals.balance);
    expect(new Date(session.holdExpiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const authorised = await authorise(who, CARDS.approve);
    expect(authorised).toMatchObject({ transactionStatus: 'authorised', error: null });
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode).toBe(200);
    const { completeOrderId } = dataOf<CompleteOrderResponse>(completed);

    const order = dataOf<Order>(await kit.get(who, `/api/activities/orders/${completeOrderId}`));
    expect(order.bookings).toHaveLength(3);
    expect(order.total.amountPence).toBe(cart.totals.total);
    expect(order.payments).toEqual([expect.objectContaining({ tenderType: 'card' })]);
    expect(await bookedCount(yoga.id)).toBe(before + 1);
    const [times] = await kit
      .db()
      .select({ booked: ticketTimes.bookedCount })
      .from(ticketTimes)
      .where(and(eq(ticketTimes.clientId, kit.clientId), eq(ticketTimes.id, swim.id)));
    expect(times?.booked).toBeGreaterThanOrEqual(2);

    const emptied = await kit.cartOf(who);
    expect(emptied.items).toEqual([]);
    expect(emptied.id).not.toBe(cart.id);

    const [mail] = await kit
      .db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, who.email)));
    expect(mail?.subject).toContain(order.reference);
    expect(mail?.attachments).toHaveLength(3);
    for (const booking of order.bookings) {
      const invite = mail?.attachments.find((file) => file.content.includes(`UID:${booking.uid}@`));
      expect(invite?.contentType).toContain('text/calendar');
    }
    // Another customer cannot see the order.
    const stranger = await kit.customer();
    expect((await kit.get(stranger, `/api/activities/orders/${completeOrderId}`)).statusCode).toBe(404);
  });

  it('passes a 3-D Secure challenge and books', async () => {
    const who = await kit.customer();
    await addClass(who);
    const authorised = await authorise(who, CARDS.challenge);
    expect(authorised.transactionStatus).toBe('sca_required');
    expect(authorised.scaUrl).toBeTruthy();
    const waiting = await prepared(who);
    expect(waiting).toMatchObject({ inProgress: true, transactionUuid: authorised.transactionUuid });
    // Completing before the bank answered books nothing.
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(409);
    const sca = await answerChallenge(who, authorised, 'approve');
    expect(dataOf<ScaCompletionResponse>(sca)).toMatchObject({ status: 'authorised', error: null });
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode).toBe(200);
  });

  it("resumes a waiting check without the bank page's answer by asking the provider", async () => {
    const who = await kit.customer();
    await addClass(who);
    const authorised = await authorise(who, CARDS.challenge);
    const resume = () =>
      kit.post(who, `/api/payment-providers/sca-completion/${authorised.transactionUuid}`, {});
    expect(dataOf<ScaCompletionResponse>(await resume())).toMatchObject({
      status: 'sca_required',
      error: { code: 'sca_pending' },
    });
    // The shopper approved at the bank, but never came back to the page.
    await atTheBank(authorised, 'approve');
    expect(dataOf<ScaCompletionResponse>(await resume())).toMatchObject({
      status: 'authorised',
      error: null,
    });
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);
  });

  it('fails a refused 3-D Secure challenge and books nothing', async () => {
    const who = await kit.customer();
    const { row } = await addClass(who);
    const before = await bookedCount(row.id);
    const authorised = await authorise(who, CARDS.challenge);
    const sca = await answerChallenge(who, authorised, 'fail');
    expect(dataOf<ScaCompletionResponse>(sca)).toMatchObject({
      status: 'failed',
      error: { message: '3D Secure verification failed' },
    });
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode).toBe(409);
    expect(await bookedCount(row.id)).toBe(before);
    expect((await kit.cartOf(who)).items).toHaveLength(1);
  });

  it('reports a declined card and keeps the basket', async () => {
    const who = await kit.customer();
    await addClass(who);
    const declined = await authorise(who, CARDS.decline);
    expect(declined).toMatchObject({
      transactionStatus: 'failed',
      error: { code: 'payment_declined', message: 'Payment was declined' },
    });
    expect((await complete(who, declined.transactionUuid)).statusCode).toBe(409);
    // A second try with a good card goes through.
    const retried = await authorise(who, CARDS.approve);
    expect((await complete(who, retried.transactionUuid)).statusCode).toBe(200);
  });

  it('answers the same order to a repeated or concurrent complete, and never books twice', async () => {
    const who = await kit.customer();
    const { row } = await addClass(who);
    const before = await bookedCount(row.id);
    const authorised = await authorise(who, CARDS.approve);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => complete(who, authorised.transactionUuid)),
    );
    const ids = new Set(answers.map((answer) => dataOf<CompleteOrderResponse>(answer).completeOrderId));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await bookedCount(row.id)).toBe(before + 1);
  });

  it('reaches the same attempt for a repeated authorise with the same Idempotency-Key', async () => {
    const who = await kit.customer();
    await addClass(who);
    const session = await prepared(who);
    const body = {
      ...billing,
      session_key: session.sessionKey,
      card_identifier: await cardIdentifier(session, CARDS.approve),
    };
    const first = await kit.post(who, '/api/checkout/authorise', body, { 'idempotency-key': 'pay-1' });
    const second = await kit.post(who, '/api/checkout/authorise', body, { 'idempotency-key': 'pay-1' });
    const uuid = dataOf<AuthoriseResponse>(first).transactionUuid;
    expect(dataOf<AuthoriseResponse>(second).transactionUuid).toBe(uuid);
    const charged = await sandboxCharges(uuid);
    expect(charged).toHaveLength(1);
  });

  it('books a late payment when the place is still free after the hold ran out', async () => {
    const who = await kit.customer();
    const { row } = await addClass(who);
    const before = await bookedCount(row.id);
    const authorised = await authorise(who, CARDS.challenge);
    await expireHolds(who);
    await answerChallenge(who, authorised, 'approve');
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);
    expect(await bookedCount(row.id)).toBe(before + 1);
  });

  it('refunds a late payment to the card when the place was taken meanwhile', async () => {
    const who = await kit.customer();
    const authorised = await approvedAfterARivalTookThePlace(who);
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode).toBe(409);
    const error = errorOf(completed);
    expect(error.code).toBe('hold_expired');
    expect(error.message).toMatch(/refunded to your card/);
    const [charge] = await sandboxCharges(authorised.transactionUuid);
    expect(charge?.status).toBe('refunded');
    // Asking again tells the same story and refunds nothing more.
    const again = await complete(who, authorised.transactionUuid);
    expect(errorOf(again).message).toBe(error.message);
  });

  it('refunds a late payment as account credit when the customer chose so', async () => {
    const who = await kit.customer();
    const authorised = await approvedAfterARivalTookThePlace(who);
    const completed = await complete(who, authorised.transactionUuid, { refund_to: 'credit' });
    expect(errorOf(completed).message).toMatch(/added to your account as credit/);
    const [credit] = await kit
      .db()
      .select({ total: sql<number>`sum(${creditLedger.amountPence})::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.clientId, kit.clientId), eq(creditLedger.userId, who.id)));
    expect(credit?.total).toBeGreaterThan(0);
  });

  it("moves a waiting 3-D Secure attempt on when the provider's signed webhook says it was paid", async () => {
    const who = await kit.customer();
    await addClass(who);
    const authorised = await authorise(who, CARDS.challenge);
    const [charge] = await sandboxCharges(authorised.transactionUuid);
    const body = JSON.stringify({ transactionId: charge?.id, status: 'authorised' });
    const hook = (signature: string) =>
      kit.testApp.request({
        method: 'POST',
        url: '/api/payment-providers/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload: body,
      });
    expect((await hook('0'.repeat(64))).statusCode).toBe(400);
    const secret = sandboxWebhookSecret(kit.testApp.app.config);
    const accepted = await hook(signSandboxWebhook(body, secret));
    expect(accepted.statusCode).toBe(200);
    expect(dataOf<{ transactionUuid: string }>(accepted).transactionUuid).toBe(authorised.transactionUuid);
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);
  });

  it('refuses to start with an empty basket, a visitor, or unaccepted terms', async () => {
    const who = await kit.customer();
    const empty = await kit.get(who, '/api/checkout/prepare');
    expect(empty.statusCode).toBe(409);
    expect(errorOf(empty).message).toBe('Your basket is empty.');
    const visitor = await kit.testApp.request({ method: 'GET', url: '/api/checkout/prepare' });
    expect(visitor.statusCode).toBe(401);
    await addClass(who);
    const session = await prepared(who);
    const noTerms = await kit.post(who, '/api/checkout/authorise', {
      ...billing,
      terms: false,
      session_key: session.sessionKey,
      card_identifier: 'x',
    });
    expect(noTerms.statusCode).toBe(422);
    expect(errorOf(noTerms).errors.terms).toEqual(['Terms must be accepted']);
  });
});
