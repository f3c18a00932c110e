import type { CompleteOrderResponse } from '@leisure/contracts';
import { formatMoney } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { creditLedger, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { cartOf } from '../cart/cart.service.ts';
import { type IdempotencyScope, once } from '../cart/idempotency.ts';
import type { OutboxRow } from '../mail/mailer.ts';
import { queueRefundMail } from '../mail/refund-mail.ts';
import { ProviderError } from '../payments/provider.ts';
import {
  assertPayable,
  assertPaymentsMatch,
  assertQuestionsAnswered,
  assertWaivers,
} from './basket-checks.ts';
import type { CheckoutTransactionRow } from './checkout.repository.ts';
import * as repository from './checkout.repository.ts';
import { ownerOf, type PaymentContext } from './checkout-context.ts';
import { fulfil } from './fulfil.ts';
import { LOCK, lock } from './fulfilment.repository.ts';
import { basketChanged, FulfilmentRefused } from './fulfilment-refusals.ts';
import type { DeskPayment } from './fulfilment-steps.ts';
import { runSteps, type Step, UndoFailed } from './steps.ts';

async function referenceOf(tx: Transaction, clientId: number, orderId: number) {
  const [row] = await tx
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
    .limit(1);
  return row?.reference ?? '';
}

interface CardOrderInput {
  transactionUuid: string;
  source: string;
  refundTo: 'card' | 'credit';
  completedWaivers?: boolean;
}

/** A card payment on its way to becoming an order: what the steps of `cardOrderSteps` share. */
interface CardOrder {
  readonly context: PaymentContext;
  readonly input: CardOrderInput;
  /** The payment attempt, as the `card payment` step found it paid. */
  attempt: CheckoutTransactionRow;
  answer: CompleteOrderResponse | null;
  mail: OutboxRow | null;
  /** What the customer is told when the payment was given back. */
  refundNote: string | null;
}

/**
 * The attempt must be paid: a 3-D Secure check still waiting is asked about (the bank may have
 * approved it with no return to us), a refunded or unpaid attempt is refused.
 */
async function confirmPaid(state: CardOrder) {
  const { db, client, provider } = state.context;
  const row = state.attempt;
  if (row.status === 'sca_required' && row.providerTransactionId) {
    const status = await provider
      .status({ merchant: client.slug, providerTransactionId: row.providerTransactionId })
      .catch((error: unknown) => {
        if (error instanceof ProviderError) return undefined;
        throw error;
      });
    if (status?.status !== 'authorised') {
      throw new AppError({
        statusCode: 409,
        code: 'conflict',
        message: '3D Secure verification is not finished.',
      });
    }
    state.attempt =
      (await repository.moveTransaction(db, row, ['sca_required'], { status: 'authorised' })) ?? row;
  }
  const { status, errorMessage } = state.attempt;
  if (status === 'refunded') {
    throw new AppError({
      statusCode: 409,
      code: 'hold_expired',
      message: errorMessage ?? 'This payment was refunded.',
    });
  }
  if (status !== 'authorised' && status !== 'completed') {
    throw new AppError({
      statusCode: 409,
      code: 'payment_failed',
      message: errorMessage ?? 'Payment was not authorised.',
    });
  }
}

/**
 * The paid lines become the order in one transaction under the basket's checkout lock, so a
 * double click, a retry or a reload after 3-D Secure answers the same order and never books twice.
 */
async function bookPaidBasket(state: CardOrder) {
  const { context, input, attempt } = state;
  const { db, client, user } = context;
  state.answer = await db.transaction(async (tx) => {
    await lock(tx, LOCK.checkout, attempt.cartId);
    const fresh = await repository.findTransaction(tx, client.id, user.id, attempt.uuid);
    if (fresh?.status === 'completed' && fresh.orderId !== null) {
      return { completeOrderId: fresh.orderId, reference: await referenceOf(tx, client.id, fresh.orderId) };
    }
    if (fresh?.status !== 'authorised') throw basketChanged();
    const cart = await cartOf(tx, ownerOf(context));
    if (cart.id !== attempt.cartId) throw basketChanged();
    assertWaivers(cart, input.completedWaivers ?? true, 'completed_waivers');
    await assertQuestionsAnswered(tx, client.id, cart);
    const done = await fulfil(tx, context.mailer, {
      client,
      customer: user,
      staffUserId: null,
      source: input.source,
      cart,
      cartItemIds: attempt.cartItemIds,
      card: {
        provider: attempt.provider,
        providerTransactionId: attempt.providerTransactionId ?? '',
        amountPence: attempt.amountPence,
        description: 'Card payment',
      },
    });
    await repository.moveTransaction(tx, attempt, ['authorised'], {
      status: 'completed',
      orderId: done.orderId,
    });
    state.mail = done.mail;
    return { completeOrderId: done.orderId, reference: done.reference };
  });
}

/**
 * The undo of a card payment when its basket cannot become the order (`FulfilmentRefused`): the
 * money goes back, once, to the card through the provider (idempotent per attempt) or as general
 * account credit. Any other failure keeps the payment, for a retry or the reconciler. A refund
 * the provider refuses throws its `ProviderError`; the attempt stays paid, to be given back later.
 */
async function giveBack(state: CardOrder, failure: unknown) {
  if (!(failure instanceof FulfilmentRefused)) return;
  const { context, input, attempt } = state;
  const { db, client, provider } = context;
  const amount = formatMoney(attempt.amountPence, client.currencySymbol);
  const refund = {
    client,
    userId: attempt.userId,
    amountPence: attempt.amountPence,
    to: input.refundTo,
    reason: failure.message,
  };
  if (input.refundTo === 'credit') {
    const message = `${failure.message} Your payment of ${amount} has been added to your account as credit.`;
    const mail = await db.transaction(async (tx) => {
      const moved = await repository.moveTransaction(tx, attempt, ['authorised'], {
        status: 'refunded',
        refundedTo: 'credit',
        errorMessage: message,
      });
      if (!moved) return undefined;
      await tx.insert(creditLedger).values({
        clientId: client.id,
        userId: attempt.userId,
        kind: 'general',
        amountPence: attempt.amountPence,
        reason: 'Refund of a payment whose place was taken',
      });
      return queueRefundMail(tx, context.mailer, refund);
    });
    if (mail) context.mailer.deliver(db, mail);
    state.refundNote = message;
    return;
  }
  const message = `${failure.message} Your payment of ${amount} has been refunded to your card.`;
  await provider.refund({
    merchant: client.slug,
    providerTransactionId: attempt.providerTransactionId ?? '',
    amountPence: attempt.amountPence,
    vendorTxCode: `refund-${attempt.uuid}`,
    reason: failure.message,
  });
  const mail = await db.transaction(async (tx) => {
    const moved = await repository.moveTransaction(tx, attempt, ['authorised'], {
      status: 'refunded',
      refundedTo: 'card',
      errorMessage: message,
    });
    return moved ? queueRefundMail(tx, context.mailer, refund) : undefined;
  });
  if (mail) context.mailer.deliver(db, mail);
  state.refundNote = message;
}

/** Completing a card payment: the payment (undone by giving it back), the order, then its mail. */
const cardOrderSteps: readonly Step<CardOrder>[] = [
  { name: 'card payment', run: confirmPaid, undo: giveBack },
  { name: 'order', run: bookPaidBasket, undo: 'rollback' },
  {
    name: 'confirmation mail',
    run: async ({ context, mail }) => {
      if (mail) context.mailer.deliver(context.db, mail);
    },
    undo: 'none',
  },
];

/**
 * What the customer is told when completing failed: a refused basket says why and where the
 * money went; a refund the provider refused says so (502), keeping the refusal as its cause.
 */
function answerOfFailure(failure: unknown, state: CardOrder): unknown {
  if (failure instanceof FulfilmentRefused && state.refundNote !== null) {
    return new AppError({ statusCode: failure.statusCode, code: failure.code, message: state.refundNote });
  }
  if (failure instanceof UndoFailed && failure.cause instanceof FulfilmentRefused) {
    const refund = failure.undoFailures[0]?.error;
    if (!(refund instanceof ProviderError)) return failure;
    return new AppError({
      statusCode: 502,
      code: 'payment_failed',
      message: `${failure.cause.message} We could not refund your payment automatically yet: please try again or contact us.`,
      cause: failure,
    });
  }
  return failure;
}

/**
 * Completes a card payment as steps (`cardOrderSteps`): when the basket cannot be honoured any
 * more (a place went while the shopper was at the bank), the payment step's undo gives the
 * money back, to the card or as account credit.
 */
export async function completeCardOrder(
  context: PaymentContext,
  input: CardOrderInput,
): Promise<CompleteOrderResponse> {
  const { db, client, user } = context;
  const row = await repository.findTransaction(db, client.id, user.id, input.transactionUuid);
  if (!row) throw notFound();
  const state: CardOrder = { context, input, attempt: row, answer: null, mail: null, refundNote: null };
  try {
    await runSteps(cardOrderSteps, state);
  } catch (failure) {
    throw answerOfFailure(failure, state);
  }
  if (!state.answer) throw new Error('the order step answered nothing');
  return state.answer;
}

/**
 * The direct order: nothing is left for a card (credit or the desk's tenders cover it, or it
 * is free). Runs once per Idempotency-Key.
 */
export async function completeDirectOrder(
  context: PaymentContext,
  input: {
    payments: { tenderType: string; amount: number }[];
    source: string;
    completedWaivers?: boolean | undefined;
    staffUserId: number | null;
    /** At the desk: what the staff user takes now for the balance. */
    deskPayments?: DeskPayment[];
  },
  scope: IdempotencyScope | undefined,
): Promise<CompleteOrderResponse> {
  const { db, client, user } = context;
  let mail: OutboxRow | undefined;
  const result = await once(db, scope, 200, async () => async (tx: Transaction) => {
    const cart = await cartOf(tx, ownerOf(context));
    await lock(tx, LOCK.checkout, cart.id);
    assertPayable(cart);
    const desk = input.deskPayments ?? [];
    const deskPence = desk.reduce((sum, payment) => sum + payment.amountPence, 0);
    if (cart.totals.balance !== deskPence) {
      throw new AppError({
        statusCode: 409,
        code: 'conflict',
        message:
          deskPence === 0
            ? `There is still ${cart.totals.formattedBalance} to pay.`
            : `The payments taken (${formatMoney(deskPence, client.currencySymbol)}) do not match the ${cart.totals.formattedBalance} to pay.`,
      });
    }
    assertPaymentsMatch(cart, input.payments);
    assertWaivers(cart, input.completedWaivers, 'completedWaivers');
    await assertQuestionsAnswered(tx, client.id, cart);
    const done = await fulfil(tx, context.mailer, {
      client,
      customer: user,
      staffUserId: input.staffUserId,
      source: input.source,
      cart,
      cartItemIds: cart.items.map((item) => item.id),
      card: null,
      deskPayments: desk,
    });
    mail = done.mail;
    return { completeOrderId: done.orderId, reference: done.reference };
  });
  if (mail) context.mailer.deliver(db, mail);
  return result;
}
