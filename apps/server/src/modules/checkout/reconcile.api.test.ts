import type { AuthoriseResponse } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, checkoutTransactions, outbox, sandboxTransactions } from '../../db/schema/index.ts';
import { classItem, type TestCustomer, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { ProviderError } from '../payments/provider.ts';
import { paymentProviderFor } from '../payments/registry.ts';
import { billing, CARDS, cardPaymentCallsOf } from './card-payment-calls.test-kit.ts';
import { type ReconcileDeps, reconcilePayments } from './reconcile.ts';

const kit = useBookingKit();
const { prepared, cardIdentifier, authorise, atTheBank, complete, attemptOf, approvedAfterThePlaceWent } =
  cardPaymentCallsOf(kit);
const minutes = (count: number) => count * 60_000;
const later = (count: number) => new Date(Date.now() + minutes(count));

function reconcilerDeps(overrides: Partial<ReconcileDeps> = {}) {
  const warnings: string[] = [];
  const { app } = kit.testApp;
  const deps: ReconcileDeps = {
    db: kit.db(),
    mailer: app.mailer,
    providerOf: (name) => paymentProviderFor(name, { db: kit.db(), config: app.config }),
    holdMinutes: app.config.CART_HOLD_MINUTES,
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return { deps, warnings };
}

/**
 * What a server process SIGKILLed during the provider call leaves: the attempt still
 * `authorising`, without the provider's id, made and last touched `agoMinutes` ago (the charge,
 * if any, is in the sandbox's own tables).
 */
async function cutShort(uuid: string, agoMinutes: number) {
  const then = new Date(Date.now() - minutes(agoMinutes));
  await kit
    .db()
    .update(checkoutTransactions)
    .set({ status: 'authorising', providerTransactionId: null, createdAt: then, updatedAt: then })
    .where(and(eq(checkoutTransactions.clientId, kit.clientId), eq(checkoutTransactions.uuid, uuid)));
}

async function ageAttempt(uuid: string, agoMinutes: number) {
  await kit
    .db()
    .update(checkoutTransactions)
    .set({ updatedAt: new Date(Date.now() - minutes(agoMinutes)) })
    .where(and(eq(checkoutTransactions.clientId, kit.clientId), eq(checkoutTransactions.uuid, uuid)));
}

const chargesOf = (uuid: string) =>
  kit.db().select().from(sandboxTransactions).where(eq(sandboxTransactions.vendorTxCode, uuid));

const bookingsOf = (who: TestCustomer) =>
  kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.userId, who.id)));

async function basketWithAClass(who: TestCustomer, spaces = 5) {
  const row = await kit.classWithSpaces(spaces);
  await kit.added(who, [classItem(row)]);
  return row;
}

/** The authorise request the checkout page sends for `card`; sending it again is the page's retry. */
async function authoriseRequest(who: TestCustomer, card: string, key: string) {
  const session = await prepared(who);
  const body = {
    ...billing,
    session_key: session.sessionKey,
    card_identifier: await cardIdentifier(session, card),
  };
  return () => kit.post(who, '/api/checkout/authorise', body, { 'idempotency-key': key });
}

const authoriseWithKey = async (who: TestCustomer, card: string, key: string) =>
  (await authoriseRequest(who, card, key))();

describe('payments cut short by a dead server process', () => {
  it('answers a retry of a charged attempt as paid once it is stale, and books it once', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const send = await authoriseRequest(who, CARDS.approve, 'cut-1');
    const first = dataOf<AuthoriseResponse>(await send());
    await cutShort(first.transactionUuid, 0);
    // A double click: the first call is surely still under way, so the repeat waits.
    expect((await send()).statusCode).toBe(409);

    await cutShort(first.transactionUuid, 3);
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(dataOf<AuthoriseResponse>(retry)).toMatchObject({
      transactionUuid: first.transactionUuid,
      transactionStatus: 'authorised',
    });
    expect((await complete(who, first.transactionUuid)).statusCode).toBe(200);
    expect(await chargesOf(first.transactionUuid)).toHaveLength(1);
    expect(await bookingsOf(who)).toHaveLength(1);
  });

  it('replays the answer at once for a same-key retry when the provider has the payment', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const send = await authoriseRequest(who, CARDS.challenge, 'cut-2');
    const first = dataOf<AuthoriseResponse>(await send());
    expect(first.transactionStatus).toBe('sca_required');
    await cutShort(first.transactionUuid, 0.2);
    const retry = dataOf<AuthoriseResponse>(await send());
    expect(retry).toMatchObject({
      transactionUuid: first.transactionUuid,
      transactionStatus: 'sca_required',
    });
    expect(retry.scaUrl).toBe(first.scaUrl);
    expect(await attemptOf(first.transactionUuid)).toMatchObject({ status: 'sca_required' });
    // A new key for the same basket while the attempt was cut short only minutes ago still waits.
    const orphanKey = await authoriseWithKey(who, CARDS.approve, 'cut-3');
    await cutShort(dataOf<AuthoriseResponse>(orphanKey).transactionUuid, 0.5);
    expect((await authoriseWithKey(who, CARDS.approve, 'cut-4')).statusCode).toBe(409);
  });

  it('fails a stale attempt that never reached the provider, so that a new payment can start', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const cart = await kit.cartOf(who);
    const [orphan] = await kit
      .db()
      .insert(checkoutTransactions)
      .values({
        clientId: kit.clientId,
        userId: who.id,
        cartId: cart.id,
        provider: 'sandbox',
        amountPence: cart.totals.balance,
        source: 'bookings',
        updatedAt: new Date(Date.now() - minutes(3)),
      })
      .returning();
    if (!orphan) throw new Error('no attempt');

    const paid = await authorise(who, CARDS.approve);
    expect(paid.transactionStatus).toBe('authorised');
    expect(paid.transactionUuid).not.toBe(orphan.uuid);
    expect(await attemptOf(orphan.uuid)).toMatchObject({ status: 'failed' });
    expect(await chargesOf(orphan.uuid)).toHaveLength(0);
    expect((await complete(who, paid.transactionUuid)).statusCode).toBe(200);
  });
});

describe('the payment reconciler', () => {
  it('books a charged attempt nobody came back for, once, even with two reconcilers at once', async () => {
    const who = await kit.customer();
    const row = await basketWithAClass(who);
    const paid = await authorise(who, CARDS.approve);
    await cutShort(paid.transactionUuid, 3);
    const { deps } = reconcilerDeps();

    const first = await reconcilePayments(deps);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await attemptOf(paid.transactionUuid)).toMatchObject({ status: 'authorised' });
    // Too soon to book for the shopper: their own page may still complete it.
    await reconcilePayments(deps);
    expect(await bookingsOf(who)).toHaveLength(0);

    const passes = await Promise.all([reconcilePayments(deps, later(6)), reconcilePayments(deps, later(6))]);
    expect(passes.reduce((sum, pass) => sum + pass.booked, 0)).toBeGreaterThanOrEqual(1);
    const attempt = await attemptOf(paid.transactionUuid);
    expect(attempt.status).toBe('completed');
    const booked = await bookingsOf(who);
    expect(booked).toHaveLength(1);
    expect(booked[0]?.classOccurrenceId).toBe(row.id);
    const mails = await kit.db().select().from(outbox).where(eq(outbox.to, who.email));
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('booking confirmed'));
    // The shopper's page coming back late answers the same order.
    const late = await complete(who, paid.transactionUuid);
    expect(late.statusCode).toBe(200);
    expect(dataOf<{ completeOrderId: number }>(late).completeOrderId).toBe(attempt.orderId);
  });

  it('records a challenge approved at the bank with no return and no webhook, then books it', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const challenged = await authorise(who, CARDS.challenge);
    // The shopper approves at the bank and closes the page: the answer never reaches us.
    await atTheBank(challenged, 'approve');
    const { deps } = reconcilerDeps();
    expect((await reconcilePayments(deps, later(10))).challengesSettled).toBe(0);
    // Sixteen minutes on, the provider is asked, and the paid attempt (untouched for more than
    // five of them by then) is booked in the same pass.
    const settled = await reconcilePayments(deps, later(16));
    expect(settled.challengesSettled).toBe(1);
    expect(settled.booked).toBe(1);
    expect(await attemptOf(challenged.transactionUuid)).toMatchObject({ status: 'completed' });
    expect(await bookingsOf(who)).toHaveLength(1);
  });

  it('refunds to the card a paid basket whose place went while nobody completed it', async () => {
    const who = await kit.customer();
    const row = await basketWithAClass(who, 1);
    const { challenged } = await approvedAfterThePlaceWent(who, row);
    await ageAttempt(challenged.transactionUuid, 6);

    const { deps } = reconcilerDeps();
    const pass = await reconcilePayments(deps);
    expect(pass.refunded).toBe(1);
    expect(await attemptOf(challenged.transactionUuid)).toMatchObject({
      status: 'refunded',
      refundedTo: 'card',
    });
    const [charge] = await chargesOf(challenged.transactionUuid);
    expect(charge?.status).toBe('refunded');
    expect(await bookingsOf(who)).toHaveLength(0);
  });

  it('leaves an attempt for later, with a warning, when the provider cannot be asked', async () => {
    const who = await kit.customer();
    await basketWithAClass(who);
    const paid = await authorise(who, CARDS.approve);
    await cutShort(paid.transactionUuid, 3);
    const { deps, warnings } = reconcilerDeps({
      providerOf: () => ({
        ...paymentProviderFor('sandbox', { db: kit.db(), config: kit.testApp.app.config }),
        lookup: () => Promise.reject(new ProviderError('Opayo cannot look this up', 'opayo')),
      }),
    });
    const pass = await reconcilePayments(deps);
    expect(pass.left).toBeGreaterThanOrEqual(1);
    expect(warnings.join('\n')).toMatch(/could not say what an interrupted payment did/);
    expect(await attemptOf(paid.transactionUuid)).toMatchObject({ status: 'authorising' });
    // Asked again only after another wait, and then by the real provider: settled.
    expect((await reconcilePayments(reconcilerDeps().deps)).settled).toBe(0);
    await reconcilePayments(reconcilerDeps().deps, later(3));
    expect(await attemptOf(paid.transactionUuid)).toMatchObject({ status: 'authorised' });
  });
});
