import type { AuthoriseResponse, OnlinePaymentSession } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartItems, checkoutTransactions } from '../../db/schema/index.ts';
import { type BookingKit, classItem, type TestCustomer } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

/** Test-only: paying the basket by card as the checkout pages do, through the sandbox processor. */

export const CARDS = {
  approve: '4242424242424242',
  challenge: '4000002760003184',
  decline: '4000000000000002',
};

export const billing = {
  billing_first_name: 'Alex',
  billing_last_name: 'Tester',
  billing_address_line_one: '1 High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
  card_holder_name: 'Alex Tester',
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  terms: true,
};

export function cardPaymentCallsOf(kit: BookingKit) {
  async function prepared(who: TestCustomer) {
    const response = await kit.get(who, '/api/checkout/prepare');
    expect(response.statusCode).toBe(200);
    return dataOf<OnlinePaymentSession>(response);
  }

  /** What the hosted card page does in the browser: the card goes to the sandbox, never to /api. */
  async function cardIdentifier(session: OnlinePaymentSession, number: string) {
    const response = await kit.testApp.request({
      method: 'POST',
      url: '/sandbox-pay/card-identifiers',
      payload: {
        session_key: session.sessionKey,
        card_number: number,
        expiry: '12/30',
        security_code: '123',
        cardholder_name: 'Alex Tester',
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { cardIdentifier: string }).cardIdentifier;
  }

  /** Prepares and authorises with `card`; `body` adds to (or overrides) the request, `headers` to its headers. */
  async function authorise(
    who: TestCustomer,
    card: string,
    headers: Record<string, string> = {},
    body: Record<string, unknown> = {},
  ) {
    const session = await prepared(who);
    const response = await kit.post(
      who,
      '/api/checkout/authorise',
      {
        ...billing,
        session_key: session.sessionKey,
        card_identifier: await cardIdentifier(session, card),
        ...body,
      },
      headers,
    );
    expect(response.statusCode).toBe(200);
    return dataOf<AuthoriseResponse>(response);
  }

  /** The shopper at the bank's page approves or fails; answers the bank's redirect back. */
  async function atTheBank(authorised: AuthoriseResponse, outcome: 'approve' | 'fail') {
    const response = await kit.testApp.request({
      method: 'POST',
      url: authorised.scaUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(response.statusCode).toBe(303);
    return response;
  }

  /**
   * The shopper at the bank's page: approve or fail, then back to the page that took the payment
   * with `cres`, which it hands on to the server; answers the server's reply.
   */
  async function answerChallenge(
    who: TestCustomer,
    authorised: AuthoriseResponse,
    outcome: 'approve' | 'fail',
  ) {
    const response = await atTheBank(authorised, outcome);
    const back = new URL(String(response.headers.location), 'http://bookings.demo.localhost:8080');
    const cres = back.searchParams.get('cres') ?? '';
    return kit.post(who, `/api/payment-providers/sca-completion/${authorised.transactionUuid}`, { cres });
  }

  const complete = (who: TestCustomer, transactionUuid: string, extra: object = {}) =>
    kit.post(who, '/api/checkout/complete', { transaction_uuid: transactionUuid, terms: true, ...extra });

  /** The checkout attempt with this uuid, as the database holds it. */
  async function attemptOf(uuid: string) {
    const [row] = await kit
      .db()
      .select()
      .from(checkoutTransactions)
      .where(and(eq(checkoutTransactions.clientId, kit.clientId), eq(checkoutTransactions.uuid, uuid)));
    if (!row) throw new Error(`no checkout attempt ${uuid}`);
    return row;
  }

  /** Runs the customer's holds out, as if the bank's page had taken too long; answers their basket. */
  async function expireHolds(who: TestCustomer) {
    const cart = await kit.cartOf(who);
    await kit
      .db()
      .update(cartItems)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.cartId, cart.id)));
    return cart;
  }

  /**
   * A challenged card payment for the basket (with the last place of class `row` in it), approved
   * at the bank after its hold ran out and a rival took that place. Answers the attempt and the
   * basket as it was paid.
   */
  async function approvedAfterThePlaceWent(who: TestCustomer, row: { listingId: number | string }) {
    const challenged = await authorise(who, CARDS.challenge);
    const cart = await expireHolds(who);
    expect((await kit.add(await kit.customer(), [classItem(row)])).statusCode).toBe(201);
    await answerChallenge(who, challenged, 'approve');
    return { challenged, cart };
  }

  return {
    prepared,
    cardIdentifier,
    authorise,
    atTheBank,
    answerChallenge,
    complete,
    attemptOf,
    expireHolds,
    approvedAfterThePlaceWent,
  };
}
