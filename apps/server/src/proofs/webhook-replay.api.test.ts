import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orders, sandboxTransactions } from '../db/schema/index.ts';
import { CARDS, cardPaymentCallsOf } from '../modules/checkout/card-payment-calls.test-kit.ts';
import { sandboxWebhookSecret, signSandboxWebhook } from '../modules/payments/sandbox/sandbox-provider.ts';
import { classItem, type TestCustomer, useBookingKit } from '../test/booking-kit.test-kit.ts';

/**
 * The provider's webhooks for one 3-D Secure payment, replayed many times at once, out of order
 * (a late "failed" after "authorised"), with forged signatures and signatures of another body:
 * every forgery is refused, the attempt moves forward once and never back, and completing the
 * order, even twice at once while webhooks keep coming, books the place once and takes the money
 * once.
 */

const kit = useBookingKit();
const { authorise, complete, attemptOf } = cardPaymentCallsOf(kit);

const hook = (body: string, signature: string) =>
  kit.testApp.request({
    method: 'POST',
    url: '/api/payment-providers/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  });

async function challengedPayment(who: TestCustomer) {
  await kit.added(who, [classItem(await kit.classWithSpaces(3))]);
  const authorised = await authorise(who, CARDS.challenge);
  const [charge] = await kit
    .db()
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.vendorTxCode, authorised.transactionUuid));
  if (!charge) throw new Error('no sandbox charge');
  return { authorised, chargeId: charge.id };
}

describe('payment webhooks replayed, reordered and forged', () => {
  it('refuses every forgery, moves the attempt forward once, and books and charges once', async () => {
    const who = await kit.customer();
    const { authorised, chargeId } = await challengedPayment(who);
    const secret = sandboxWebhookSecret(kit.testApp.app.config);
    const paid = JSON.stringify({ transactionId: chargeId, status: 'authorised' });
    const failed = JSON.stringify({ transactionId: chargeId, status: 'failed' });

    const forgeries = [
      hook(paid, '0'.repeat(64)),
      hook(paid, signSandboxWebhook(paid, 'not-the-secret-at-all')),
      hook(paid, signSandboxWebhook(failed, secret)),
      hook(failed, signSandboxWebhook(paid, secret)),
      hook(paid, ''),
      hook(paid, signSandboxWebhook(paid, secret).toUpperCase().slice(1)),
    ];
    const replays = Array.from({ length: 40 }, () => hook(paid, signSandboxWebhook(paid, secret)));
    const answers = await Promise.all([...forgeries, ...replays]);
    for (const refused of answers.slice(0, forgeries.length)) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    for (const accepted of answers.slice(forgeries.length)) expect(accepted.statusCode).toBe(200);
    expect((await attemptOf(authorised.transactionUuid)).status).toBe('authorised');

    // A stale "failed" arriving late, many times, cannot take the payment back.
    const late = await Promise.all(
      Array.from({ length: 10 }, () => hook(failed, signSandboxWebhook(failed, secret))),
    );
    for (const answer of late) expect(answer.statusCode).toBe(200);
    expect((await attemptOf(authorised.transactionUuid)).status).toBe('authorised');

    // Two completes at once while the provider keeps replaying: one order, one booking, one charge.
    const [first, second] = await Promise.all([
      complete(who, authorised.transactionUuid),
      complete(who, authorised.transactionUuid),
      ...Array.from({ length: 10 }, () => hook(paid, signSandboxWebhook(paid, secret))),
    ]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json()).toEqual(second?.json());
    const placed = await kit
      .db()
      .select()
      .from(orders)
      .where(and(eq(orders.clientId, kit.clientId), eq(orders.userId, who.id)));
    expect(placed).toHaveLength(1);
    const booked = await kit
      .db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.userId, who.id)));
    expect(booked).toHaveLength(1);
    const charges = await kit
      .db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.vendorTxCode, authorised.transactionUuid));
    expect(charges).toHaveLength(1);
    expect(charges[0]?.refundedPence, 'nothing was refunded: the booking stands').toBe(0);
  });

  it("ignores a signed event about another client's payment or an unknown one", async () => {
    const secret = sandboxWebhookSecret(kit.testApp.app.config);
    const unknown = JSON.stringify({ transactionId: 'sbx_does_not_exist', status: 'authorised' });
    const answer = await hook(unknown, signSandboxWebhook(unknown, secret));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { received: true, transactionUuid: null } });

    const who = await kit.customer();
    const { authorised, chargeId } = await challengedPayment(who);
    const paid = JSON.stringify({ transactionId: chargeId, status: 'authorised' });
    const elsewhere = await kit.testApp.request({
      method: 'POST',
      url: '/api/payment-providers/webhooks/sandbox',
      client: 'riverside',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxWebhook(paid, secret),
      },
      payload: paid,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ data: { transactionUuid: null } });
    expect((await attemptOf(authorised.transactionUuid)).status).toBe('sca_required');
  });
});
