import type { Cart, CompleteOrderResponse } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityQuestions,
  cartItems,
  checkoutTransactions,
  creditLedger,
  orders,
  questionAnswers,
} from '../../db/schema/index.ts';
import { errorOf, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { billing, CARDS, cardPaymentCallsOf } from './card-payment-calls.test-kit.ts';

/** Every way of completing an order refuses a basket whose required questions are unanswered. */

const kit = useBookingKit();
const { prepared, cardIdentifier, authorise, complete } = cardPaymentCallsOf(kit);
let levelQuestionId = 0;
beforeAll(async () => {
  const [level] = await kit
    .db()
    .select()
    .from(activityQuestions)
    .where(eq(activityQuestions.isRequired, true));
  if (!level) throw new Error('the demo yoga question is missing');
  levelQuestionId = level.id;
});

const refusal = (lineId: number) => ({
  message: 'Please complete all required questions',
  errors: { [`items.${lineId}.questions.${levelQuestionId}`]: ['This field is required'] },
});

const answerLevel = async (
  who: TestCustomer,
  line: { lineId: number; cartId: number },
  staffFor?: number,
) => {
  const response = await kit.answerCartQuestions(who, line.cartId, {
    answers: [{ cart_item_id: line.lineId, question_id: levelQuestionId, answer: 'Some classes' }],
    ...(staffFor === undefined ? {} : { selected_user_id: staffFor }),
  });
  expect(response.statusCode).toBe(200);
};

/** What completing would have written for a customer: orders, payment attempts, spent credit. */
async function writtenFor(who: TestCustomer) {
  const count = async (table: typeof orders | typeof checkoutTransactions) => {
    const [row] = await kit
      .db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.clientId, kit.clientId), eq(table.userId, who.id)));
    return row?.n ?? 0;
  };
  const [credit] = await kit
    .db()
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amountPence}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.clientId, kit.clientId), eq(creditLedger.userId, who.id)));
  return { orders: await count(orders), attempts: await count(checkoutTransactions), credit: credit?.total };
}

const lineStatus = async (lineId: number) => {
  const [row] = await kit
    .db()
    .select({ status: cartItems.status })
    .from(cartItems)
    .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, lineId)));
  return row?.status;
};

describe('a card payment with unanswered required questions', () => {
  it('is refused at authorise before any money moves, and goes through once answered', async () => {
    const who = await kit.customer();
    const line = await kit.yogaLine(who);
    const cart = await kit.cartOf(who);
    const session = await prepared(who);
    const refused = await kit.post(who, '/api/checkout/authorise', {
      ...billing,
      session_key: session.sessionKey,
      card_identifier: await cardIdentifier(session, CARDS.approve),
      payments: cart.payments.map((payment) => ({ tender_type: payment.tenderType, amount: payment.amount })),
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject(refusal(line.lineId));
    expect(await writtenFor(who)).toMatchObject({ orders: 0, attempts: 0 });

    await answerLevel(who, line);
    const authorised = await authorise(who, CARDS.approve);
    const completed = await complete(who, authorised.transactionUuid);
    expect(completed.statusCode).toBe(200);
    expect(dataOf<CompleteOrderResponse>(completed).completeOrderId).toBeGreaterThan(0);
    expect(await lineStatus(line.lineId)).toBe('booked');
  });

  it('is refused at complete (the payment kept for a retry, nothing booked), then completes once answered', async () => {
    const who = await kit.customer();
    const line = await kit.yogaLine(who);
    await answerLevel(who, line);
    const authorised = await authorise(who, CARDS.approve);
    // The answer went after the card was authorised (say, removed by the operator).
    await kit.db().delete(questionAnswers).where(eq(questionAnswers.cartId, line.cartId));

    const refused = await complete(who, authorised.transactionUuid);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject(refusal(line.lineId));
    expect(await writtenFor(who)).toMatchObject({ orders: 0, attempts: 1 });
    expect(await lineStatus(line.lineId)).toBe('held');

    await answerLevel(who, line);
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);
    expect(await lineStatus(line.lineId)).toBe('booked');
  });
});

describe('an order with nothing left to pay by card', () => {
  it('paid by credit is refused without spending the credit, then completes once answered', async () => {
    const who = await kit.customer();
    await kit.db().insert(creditLedger).values({
      clientId: kit.clientId,
      userId: who.id,
      kind: 'general',
      amountPence: 10_000,
      reason: 'Test grant',
    });
    const line = await kit.yogaLine(who);
    const added = await kit.cartOf(who);
    const applied = await kit.post(who, '/api/credits/apply', {
      creditsToReserve: [{ amount: added.totals.total, type: 'general' }],
      cartSource: 'bookings',
    });
    const cart = dataOf<Cart>(applied);
    expect(cart.totals.balance).toBe(0);
    const body = {
      payments: cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
      source: 'bookings',
      terms: true,
    };
    const refused = await kit.post(who, '/api/checkout/complete', body);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject(refusal(line.lineId));
    expect(await writtenFor(who)).toEqual({ orders: 0, attempts: 0, credit: 10_000 });
    expect(await lineStatus(line.lineId)).toBe('held');

    await answerLevel(who, line);
    expect((await kit.post(who, '/api/checkout/complete', body)).statusCode).toBe(200);
    expect(await writtenFor(who)).toEqual({ orders: 1, attempts: 0, credit: 10_000 - cart.totals.total });
  });
});

describe('the desk taking cash for a customer', () => {
  it('is refused until the customer’s questions are answered, then takes the payment', async () => {
    const staff = await kit.staff();
    const customer = await kit.customer();
    const line = await kit.yogaLine(customer);
    const cart = await kit.cartOf(customer);
    const pay = () =>
      kit.post(staff, '/api/front-of-house/checkout/pay', {
        payments: [{ tenderType: 'cash', amount: cart.totals.balance }],
        selectedUserId: customer.id,
        source: 'front-of-house',
        terms: true,
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject(refusal(line.lineId));
    expect(await writtenFor(customer)).toMatchObject({ orders: 0 });
    expect(await lineStatus(line.lineId)).toBe('held');

    await answerLevel(staff, line, customer.id);
    expect((await pay()).statusCode).toBe(200);
    expect(await lineStatus(line.lineId)).toBe('booked');
  });
});
