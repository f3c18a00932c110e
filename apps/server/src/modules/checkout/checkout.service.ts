import { createHash } from 'node:crypto';
import type {
  AuthoriseResponse,
  Cart,
  CompleteOrderResponse,
  OnlinePaymentSession,
  PaymentProviderName,
  ScaCompletionResponse,
} from '@leisure/contracts';
import { type AuthoriseRequest, priceOf } from '@leisure/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import { cartOf } from '../cart/cart.service.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  type AuthoriseInput,
  type AuthoriseResult,
  type PaymentProvider,
  ProviderError,
} from '../payments/provider.ts';
import * as repository from './checkout.repository.ts';
import { type CheckoutTransactionRow, extendHolds } from './checkout.repository.ts';
import { LOCK, lock } from './fulfilment.repository.ts';
import { settleStaleAttemptsOf } from './reconcile.ts';

/** What taking and booking a customer's payment needs, with or without a request. */
export interface PaymentContext {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  client: ClientRow;
  user: UserWithVenue;
  holdMinutes: number;
}

export interface CheckoutContext extends PaymentContext {
  /** The adapter of an attempt's provider (an earlier attempt may have used another one). */
  providerOf: (name: string) => PaymentProvider;
  warn: (message: string, detail: Record<string, unknown>) => void;
  /**
   * Where the 3-D Secure page sends the shopper back: the page that took the payment (the
   * bookings checkout unless `checkoutPath` names another) with the attempt.
   */
  returnUrlFor: (transactionUuid: string, checkoutPath?: string | null) => string;
}

/**
 * The page an online-joining payment comes back to: the joining page of the membership's home
 * centre (null: the bookings checkout).
 */
export function checkoutPathOf(source: string, cart: Pick<Cart, 'items'>): string | null {
  if (source !== 'online-joining') return null;
  const membership = cart.items.find((item) => item.type === 'membership');
  return membership ? `/centre/${encodeURIComponent(membership.venueSlug)}` : null;
}

const conflict = (message: string) => new AppError({ statusCode: 409, code: 'conflict', message });

const providerFailure = (message: string, cause: unknown) =>
  new AppError({ statusCode: 502, code: 'payment_failed', message, cause });

export const ownerOf = (context: PaymentContext) => ({
  client: context.client,
  userId: context.user.id,
  holdMinutes: context.holdMinutes,
});

/** A basket that can be paid for: not empty, and every line still holding its place. */
export function assertPayable(cart: Cart) {
  const live = cart.items.filter((item) => !item.isExpired);
  if (live.length === 0) throw conflict('Your basket is empty.');
  if (live.length !== cart.items.length) {
    throw new AppError({
      statusCode: 409,
      code: 'hold_expired',
      message: 'Your hold on some places has expired. Remove them from your basket to continue.',
    });
  }
}

export function assertWaivers(cart: Cart, completedWaivers: boolean | undefined, field: string) {
  if (cart.attendeeWaiversRequired > 0 && completedWaivers !== true) {
    throw validationFailed({ [field]: ['Please complete the waivers for every attendee before paying.'] });
  }
}

/** The payments the browser sends must be the ones in the basket (a stale page would pay the wrong amount). */
export function assertPaymentsMatch(cart: Cart, sent: { tenderType: string; amount: number }[]) {
  const key = (payments: { tenderType: string; amount: number }[]) =>
    payments
      .map((payment) => `${payment.tenderType}:${payment.amount}`)
      .sort()
      .join(',');
  const total = (payments: { amount: number }[]) =>
    payments.reduce((sum, payment) => sum + payment.amount, 0);
  // Two credit kinds travel as one `credit` tender type: compare per type and in total.
  const merged = (payments: { tenderType: string; amount: number }[]) => {
    const byType = new Map<string, number>();
    for (const payment of payments)
      byType.set(payment.tenderType, (byType.get(payment.tenderType) ?? 0) + payment.amount);
    return [...byType].map(([tenderType, amount]) => ({ tenderType, amount }));
  };
  if (total(sent) !== total(cart.payments) || key(merged(sent)) !== key(merged(cart.payments))) {
    throw conflict('Your basket has changed. Please check it and try again.');
  }
}

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
  const saved = await repository.savedCardOf(
    db,
    { clientId: client.id, userId: context.user.id },
    { provider: provider.name },
  );
  const waiting = attempt?.status === 'sca_required' ? attempt : undefined;
  return {
    paymentProvider: provider.name as PaymentProviderName,
    sessionKey: session.sessionKey,
    mode: session.mode,
    url: session.url,
    publishableKey: session.publishableKey ?? null,
    savedCard: saved
      ? {
          id: saved.id,
          brand: saved.brand,
          last4: saved.last4,
          expiryMonth: saved.expiryMonth,
          expiryYear: saved.expiryYear,
        }
      : null,
    scaData: null,
    scaUrl: null,
    transactionStatus: waiting ? 'sca_required' : null,
    transactionUuid: waiting?.uuid ?? null,
    inProgress: waiting !== undefined,
    amount: priceOf(cart.totals.balance, client.currencySymbol),
    holdExpiresAt: (holdExpiresAt ?? new Date()).toISOString(),
  };
}

/** A stable uuid for an Idempotency-Key, so a repeated authorise reaches the same attempt. */
function uuidFromKey(owner: string, key: string): string {
  const hex = createHash('sha256').update(`${owner}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function responseOf(row: CheckoutTransactionRow, extra: Partial<AuthoriseResponse>, returnUrl: string) {
  const status = row.status;
  const transactionStatus: AuthoriseResponse['transactionStatus'] =
    status === 'authorised' || status === 'completed'
      ? 'authorised'
      : status === 'sca_required'
        ? 'sca_required'
        : 'failed';
  return {
    transactionUuid: row.uuid,
    transactionStatus,
    scaUrl: null,
    scaMethod: null,
    scaData: null,
    clientSecret: null,
    returnUrl,
    error:
      transactionStatus === 'failed'
        ? {
            code: 'payment_failed',
            message: row.errorMessage ?? 'Failed to authorize payment',
            details: null,
          }
        : null,
    ...extra,
  } satisfies AuthoriseResponse;
}

export async function authorise(
  context: CheckoutContext,
  body: z.output<typeof AuthoriseRequest>,
  idempotencyKey: string | undefined,
): Promise<AuthoriseResponse> {
  const { db, client, user, provider } = context;
  const cart = await cartOf(db, ownerOf(context));
  assertPayable(cart);
  if (cart.totals.balance === 0) {
    throw conflict('There is nothing left to pay by card: place the order without a card.');
  }
  assertWaivers(cart, body.completed_waivers, 'completed_waivers');
  assertPaymentsMatch(
    cart,
    body.payments.map((payment) => ({ tenderType: payment.tender_type, amount: payment.amount })),
  );
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

  // An earlier attempt whose process died mid-call would refuse this one for 30 minutes (and
  // its charge, if taken, would hang): the provider says what became of it first.
  await settleStaleAttemptsOf(context, { clientId: client.id, cartId: cart.id }, new Date());
  const uuid = idempotencyKey ? uuidFromKey(`user:${user.id}`, idempotencyKey) : undefined;
  const attempt = await db.transaction(async (tx) => {
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
    });
    if (!created) throw conflict('A payment for this basket is already being taken.');
    return { created };
  });
  const inputFor = (row: CheckoutTransactionRow, returnUrl: string): AuthoriseInput => ({
    merchant: client.slug,
    vendorTxCode: row.uuid,
    amountPence: row.amountPence,
    currency: client.currencyCode,
    description: `${client.name} bookings`,
    sessionKey: body.session_key,
    cardIdentifier: cardIdentifier ?? '',
    savedCard: saved !== undefined,
    saveCard: body.save_card === true,
    cardholderName: body.card_holder_name,
    billing: {
      firstName: body.billing_first_name,
      lastName: body.billing_last_name,
      addressLine1: body.billing_address_line_one,
      addressLine2: body.billing_address_line_two,
      city: body.billing_city,
      postcode: body.billing_postcode,
      country: 'GB',
    },
    browser: {
      colourDepth: body.browser_color_depth,
      language: body.browser_language,
      screenHeight: body.browser_screen_height,
      screenWidth: body.browser_screen_width,
      timezoneOffset: body.browser_timezone_offset,
      javaEnabled: body.browser_java_enabled,
      javascriptEnabled: body.browser_javascript_enabled,
    },
    returnUrl,
    paymentMethodId: body.payment_method_id,
    setupIntentId: body.setup_intent_id,
  });
  if ('repeat' in attempt && attempt.repeat) {
    const row = attempt.repeat;
    const returnUrl = context.returnUrlFor(row.uuid, checkoutPathOf(row.source, cart));
    if (row.status === 'authorising') {
      const resumed = await resumeInterrupted(context, row, inputFor(row, returnUrl));
      if (resumed) return resumed;
      throw conflict('A payment for this basket is already being taken.');
    }
    return responseOf(row, {}, returnUrl);
  }
  const row = attempt.created;
  if (!row) throw new Error('checkout attempt missing');
  const returnUrl = context.returnUrlFor(row.uuid, checkoutPathOf(body.source, cart));
  await extendHolds(db, client.id, cart.id);

  let result: AuthoriseResult;
  try {
    result = await provider.authorise(inputFor(row, returnUrl));
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

/** A repeat arriving this soon is a double click: the first call is surely still under way. */
const RESUME_AFTER_MS = 5_000;

/**
 * The same authorise again (same Idempotency-Key, same card) for an attempt still `authorising`:
 * its first call failed on our side (a process killed, the database gone) or is still under way.
 * When the provider already has the payment, its answer is replayed (authorise is idempotent per
 * vendorTxCode) and recorded. When it has nothing, or cannot say, this answers undefined: the
 * first call may still reach it, so only the reconciler may conclude (settleStaleAuthorising).
 */
async function resumeInterrupted(
  context: CheckoutContext,
  row: CheckoutTransactionRow,
  input: AuthoriseInput,
): Promise<AuthoriseResponse | undefined> {
  if (Date.now() - row.createdAt.getTime() < RESUME_AFTER_MS) return undefined;
  const provider = context.providerOf(row.provider);
  try {
    const known = await provider.lookup({ merchant: input.merchant, vendorTxCode: row.uuid });
    if (!known) return undefined;
    const replayed = await provider.authorise(input);
    if (replayed.status === 'failed') return undefined;
    return await recordAuthorisation(context, row, replayed, input.saveCard, input.returnUrl);
  } catch (error) {
    if (error instanceof ProviderError) return undefined;
    throw error;
  }
}

async function recordAuthorisation(
  context: CheckoutContext,
  row: CheckoutTransactionRow,
  result: AuthoriseResult,
  saveCard: boolean,
  returnUrl: string,
): Promise<AuthoriseResponse> {
  const { db, client, user, provider } = context;
  if (result.status === 'authorised') {
    const moved = await repository.moveTransaction(db, row, ['authorising'], {
      status: 'authorised',
      providerTransactionId: result.providerTransactionId,
    });
    if (moved && saveCard && result.card?.reusableToken) {
      await repository.saveCard(db, {
        clientId: client.id,
        userId: user.id,
        provider: provider.name,
        providerToken: result.card.reusableToken,
        brand: result.card.brand,
        last4: result.card.last4,
        expiryMonth: result.card.expiryMonth,
        expiryYear: result.card.expiryYear,
      });
    }
    return responseOf(moved ?? { ...row, status: 'authorised' }, {}, returnUrl);
  }
  if (result.status === 'sca_required') {
    const moved = await repository.moveTransaction(db, row, ['authorising'], {
      status: 'sca_required',
      providerTransactionId: result.providerTransactionId,
    });
    return responseOf(
      moved ?? { ...row, status: 'sca_required' },
      {
        scaUrl: result.scaUrl,
        scaMethod: result.scaMethod,
        scaData: result.scaData,
        clientSecret: result.clientSecret ?? null,
      },
      returnUrl,
    );
  }
  const message = result.status === 'declined' ? 'Payment was declined' : result.message;
  await repository.moveTransaction(db, row, ['authorising'], {
    status: result.status,
    providerTransactionId: result.status === 'declined' ? (result.providerTransactionId ?? null) : null,
    errorMessage: message,
  });
  if (result.status === 'failed' && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
    throw validationFailed(result.fieldErrors, result.message);
  }
  return {
    ...responseOf({ ...row, status: result.status, errorMessage: message }, {}, returnUrl),
    error: {
      code: result.status === 'declined' ? 'payment_declined' : 'payment_failed',
      message,
      details: null,
    },
  };
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
    await repository.moveTransaction(db, row, ['sca_required'], { status: 'authorised' });
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
