import type { OnlinePaymentSession, PaymentProviderName, ScaCompletionResponse } from '@leisure/contracts';
import { type AuthoriseResponse, type Cart, type CompleteOrderResponse, priceOf } from '@leisure/contracts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { cartOf } from '../cart/cart.service.ts';
import { type AuthoriseResult, type PaymentProvider, ProviderError } from '../payments/provider.ts';
import { isUnexpired, savedCardsOf, savedCardView } from '../payments/saved-cards/saved-cards.repository.ts';
import {
  type AuthoriseBody,
  authoriseInputOf,
  type CardToCharge,
  keepCard,
  providerFailure,
  recordAuthorisation,
  responseOf,
  resumeInterrupted,
  uuidFromKey,
} from './authorisation.ts';
import {
  assertPayable,
  assertPaymentsMatch,
  assertQuestionsAnswered,
  assertWaivers,
  conflict,
} from './basket-checks.ts';
import * as repository from './checkout.repository.ts';
import { extendHolds } from './checkout.repository.ts';
import { type CheckoutContext, checkoutPathOf, ownerOf } from './checkout-context.ts';
import { LOCK, lock } from './fulfilment.repository.ts';
import { codesStillApply } from './fulfilment-steps.ts';
import { settleStaleAttemptsOf } from './reconcile.ts';

export type { CheckoutContext, PaymentContext } from './checkout-context.ts';

export async function prepare(context: CheckoutContext): Promise<OnlinePaymentSession> {
  const { db, client, provider } = context;
  const cart = await cartOf(db, ownerOf(context));
  assertPayable(cart);
  if (cart.totals.balance === 0) {
    throw conflict('There is nothing left to pay by card: place the order without a card.');
  }
  const attempt = await repository.openAttemptOf(db, client.id, cart.id);
  const holdExpiresAt = await extendHolds(db, client.id, cart.id);
  let session: Awaited<ReturnType<PaymentProvider['prepareSession']>>;
  try {
    session = await provider.prepareSession({
      merchant: client.slug,
      amountPence: cart.totals.balance,
      currency: client.currencyCode,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const text =
      provider.name === 'stripe' ? 'Failed to get Stripe configuration' : 'Failed to create Opayo session';
    throw providerFailure(provider.name === 'sandbox' ? 'Preparation failed' : text, error);
  }
  const saved = (await savedCardsOf(db, { clientId: client.id, userId: context.user.id }, provider.name))
    .filter((card) => isUnexpired(card, new Date()))
    .map(savedCardView);
  const waiting = attempt?.status === 'sca_required' ? attempt : undefined;
  return {
    paymentProvider: provider.name as PaymentProviderName,
    sessionKey: session.sessionKey,
    mode: session.mode,
    url: session.url,
    publishableKey: session.publishableKey ?? null,
    savedCard: saved[0] ?? null,
    savedCards: saved,
    scaData: null,
    scaUrl: null,
    transactionStatus: waiting ? 'sca_required' : null,
    transactionUuid: waiting?.uuid ?? null,
    inProgress: waiting !== undefined,
    amount: priceOf(cart.totals.balance, client.currencySymbol),
    holdExpiresAt: (holdExpiresAt ?? new Date()).toISOString(),
  };
}

/** The basket as the card may pay for it now, checked against what the checkout page sends. */
async function payableCart(context: CheckoutContext, body: AuthoriseBody): Promise<Cart> {
  const cart = await cartOf(context.db, ownerOf(context));
  assertPayable(cart);
  if (cart.totals.balance === 0) {
    throw conflict('There is nothing left to pay by card: place the order without a card.');
  }
  assertWaivers(cart, body.completed_waivers, 'completed_waivers');
  const scope = { clientId: context.client.id, cartId: cart.id, userId: context.user.id };
  await codesStillApply(context.db, scope);
  await assertQuestionsAnswered(context.db, context.client.id, cart);
  assertPaymentsMatch(
    cart,
    body.payments.map((payment) => ({ tenderType: payment.tender_type, amount: payment.amount })),
  );
  return cart;
}

/** The card to charge: one the customer saved with this provider, or the one just entered. */
async function cardToCharge(context: CheckoutContext, body: AuthoriseBody): Promise<CardToCharge> {
  const { db, client, user, provider } = context;
  const saved =
    body.saved_card_id === undefined
      ? undefined
      : await repository.savedCardOf(
          db,
          { clientId: client.id, userId: user.id },
          { id: body.saved_card_id },
        );
  if (body.saved_card_id !== undefined && (!saved || saved.provider !== provider.name)) {
    throw validationFailed({ saved_card_id: ['This saved card cannot be used.'] });
  }
  const cardIdentifier = saved?.providerToken ?? body.card_identifier;
  if (!cardIdentifier && !body.payment_method_id) {
    throw validationFailed({ card_identifier: ['Enter your card details.'] });
  }
  return { cardIdentifier, isSaved: saved !== undefined };
}

/**
 * Under the basket's checkout lock: the attempt a repeat reaches (same Idempotency-Key, or a
 * paid attempt for the same balance), or a new `authorising` one.
 */
async function attemptFor(
  context: CheckoutContext,
  cart: Cart,
  body: AuthoriseBody,
  uuid: string | undefined,
): Promise<{ repeat: repository.CheckoutTransactionRow } | { created: repository.CheckoutTransactionRow }> {
  const { db, client, user, provider } = context;
  return db.transaction(async (tx) => {
    await lock(tx, LOCK.checkout, cart.id);
    if (uuid) {
      const repeat = await repository.findTransaction(tx, client.id, user.id, uuid);
      if (repeat) return { repeat };
    }
    const open = await repository.openAttemptOf(tx, client.id, cart.id);
    if (open?.status === 'authorised' && open.amountPence === cart.totals.balance) return { repeat: open };
    if (open?.status === 'authorising') throw conflict('A payment for this basket is already being taken.');
    const created = await repository.insertTransaction(tx, {
      clientId: client.id,
      ...(uuid ? { uuid } : {}),
      userId: user.id,
      cartId: cart.id,
      provider: provider.name,
      sessionKey: body.session_key,
      amountPence: cart.totals.balance,
      payments: cart.payments.map((payment) => ({
        tenderType: payment.tenderType,
        creditKind: payment.creditKind,
        amountPence: payment.amount,
      })),
      cartItemIds: cart.items.map((item) => item.id),
      source: body.source,
      saveCard: body.save_card === true && body.saved_card_id === undefined,
    });
    if (!created) throw conflict('A payment for this basket is already being taken.');
    return { created };
  });
}

export async function authorise(
  context: CheckoutContext,
  body: AuthoriseBody,
  idempotencyKey: string | undefined,
): Promise<AuthoriseResponse> {
  const { db, client, user, provider } = context;
  const cart = await payableCart(context, body);
  const card = await cardToCharge(context, body);
  // An earlier attempt whose process died mid-call would refuse this one for 30 minutes (and
  // its charge, if taken, would hang): the provider says what became of it first.
  await settleStaleAttemptsOf(context, { clientId: client.id, cartId: cart.id }, new Date());
  const uuid = idempotencyKey ? uuidFromKey(`user:${user.id}`, idempotencyKey) : undefined;
  const attempt = await attemptFor(context, cart, body, uuid);
  if ('repeat' in attempt) {
    const row = attempt.repeat;
    const returnUrl = context.returnUrlFor(row.uuid, checkoutPathOf(row.source, cart));
    if (row.status === 'authorising') {
      const resumed = await resumeInterrupted(
        context,
        row,
        authoriseInputOf(client, body, card, row, returnUrl),
      );
      if (resumed) return resumed;
      throw conflict('A payment for this basket is already being taken.');
    }
    return responseOf(row, {}, returnUrl);
  }
  const row = attempt.created;
  const returnUrl = context.returnUrlFor(row.uuid, checkoutPathOf(body.source, cart));
  await extendHolds(db, client.id, cart.id);

  let result: AuthoriseResult;
  try {
    result = await provider.authorise(authoriseInputOf(client, body, card, row, returnUrl));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await repository.moveTransaction(db, row, ['authorising'], {
      status: 'failed',
      errorMessage: 'Failed to authorize payment',
    });
    throw providerFailure('Failed to authorize payment', error);
  }
  return recordAuthorisation(context, row, result, body.save_card === true, returnUrl);
}

export async function completeChallenge(
  context: CheckoutContext,
  transactionUuid: string,
  data: Record<string, string>,
): Promise<ScaCompletionResponse> {
  const { db, client, user, provider } = context;
  const row = await repository.findTransaction(db, client.id, user.id, transactionUuid);
  if (!row) throw notFound();
  const failed = (message: string): ScaCompletionResponse => ({
    transactionId: row.uuid,
    status: 'failed',
    error: { code: 'sca_failed', message, details: null },
  });
  if (row.status === 'authorised' || row.status === 'completed') {
    return { transactionId: row.uuid, status: 'authorised', error: null };
  }
  if (row.status !== 'sca_required' || !row.providerTransactionId) {
    return failed(row.errorMessage ?? '3D Secure verification failed');
  }
  let state: Awaited<ReturnType<PaymentProvider['completeChallenge']>>;
  try {
    // Without the bank page's answer (a shopper resuming later) the provider is asked instead.
    const reference = { merchant: client.slug, providerTransactionId: row.providerTransactionId };
    state =
      Object.keys(data).length > 0
        ? await provider.completeChallenge({ ...reference, data })
        : await provider.status(reference);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw providerFailure('Failed to complete 3D Secure verification', error);
  }
  if (state.status === 'authorised') {
    const moved = await repository.moveTransaction(db, row, ['sca_required'], { status: 'authorised' });
    if (moved && row.saveCard && row.provider === provider.name) await keepCard(context, state.card);
    return { transactionId: row.uuid, status: 'authorised', error: null };
  }
  if (state.status === 'sca_required') {
    return {
      transactionId: row.uuid,
      status: 'sca_required',
      error: { code: 'sca_pending', message: 'Your bank has not confirmed this payment yet.', details: null },
    };
  }
  await repository.moveTransaction(db, row, ['sca_required'], {
    status: 'failed',
    errorMessage: '3D Secure verification failed',
  });
  return failed('3D Secure verification failed');
}

export function completedResponse(orderId: number, reference: string): CompleteOrderResponse {
  return { completeOrderId: orderId, reference };
}
