import type { CompleteOrderResponse } from '@leisure/contracts';
import { formatPence } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { creditLedger, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { cartOf } from '../cart/cart.service.ts';
import { type IdempotencyScope, once } from '../cart/idempotency.ts';
import type { OutboxRow } from '../mail/mailer.ts';
import { queueRefundMail } from '../mail/refund-mail.ts';
import { ProviderError } from '../payments/provider.ts';
import type { CheckoutTransactionRow } from './checkout.repository.ts';
import * as repository from './checkout.repository.ts';
import {
  assertPayable,
  assertPaymentsMatch,
  assertWaivers,
  ownerOf,
  type PaymentContext,
} from './checkout.service.ts';
import { basketChanged, type DeskPayment, FulfilmentRefused, fulfil } from './fulfil.ts';
import { LOCK, lock } from './fulfilment.repository.ts';

async function referenceOf(tx: Transaction, clientId: number, orderId: number) {
  const [row] = await tx
    .select({ reference: orders.reference })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
    .limit(1);
  return row?.reference ?? '';
}

/**
 * Completes a card payment: the paid lines become bookings in one transaction, under a lock
 * per attempt, so a double click, a retry or a reload after 3-D Secure answers the same order
 * and never books twice. When the basket cannot be honoured any more (a place went while the
 * shopper was at the bank), the payment goes back, to the card or as account credit.
 */
export async function completeCardOrder(
  context: PaymentContext,
  input: { transactionUuid: string; source: string; refundTo: 'card' | 'credit'; completedWaivers?: boolean },
): Promise<CompleteOrderResponse> {
  const { db, client, user, provider } = context;
  let row = await repository.findTransaction(db, client.id, user.id, input.transactionUuid);
  if (!row) throw notFound();
  if (row.status === 'sca_required' && row.providerTransactionId) {
    const state = await provider
      .status({ merchant: client.slug, providerTransactionId: row.providerTransactionId })
      .catch((error: unknown) => {
        if (error instanceof ProviderError) return undefined;
        throw error;
      });
    if (state?.status === 'authorised') {
      row = (await repository.moveTransaction(db, row, ['sca_required'], { status: 'authorised' })) ?? row;
    } else {
      throw new AppError({
        statusCode: 409,
        code: 'conflict',
        message: '3D Secure verification is not finished.',
      });
    }
  }
  if (row.status === 'refunded') {
    throw new AppError({
      statusCode: 409,
      code: 'hold_expired',
      message: row.errorMessage ?? 'This payment was refunded.',
    });
  }
  if (row.status !== 'authorised' && row.status !== 'completed') {
    throw new AppError({
      statusCode: 409,
      code: 'payment_failed',
      message: row.errorMessage ?? 'Payment was not authorised.',
    });
  }
  const attempt = row;
  let mail: OutboxRow | undefined;
  try {
    const result = await db.transaction(async (tx) => {
      await lock(tx, LOCK.checkout, attempt.cartId);
      const fresh = await repository.findTransaction(tx, client.id, user.id, attempt.uuid);
      if (fresh?.status === 'completed' && fresh.orderId !== null) {
        return { completeOrderId: fresh.orderId, reference: await referenceOf(tx, client.id, fresh.orderId) };
      }
      if (fresh?.status !== 'authorised') throw basketChanged();
      const cart = await cartOf(tx, ownerOf(context));
      if (cart.id !== attempt.cartId) throw basketChanged();
      assertWaivers(cart, input.completedWaivers ?? true, 'completed_waivers');
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
      mail = done.mail;
      return { completeOrderId: done.orderId, reference: done.reference };
    });
    if (mail) context.mailer.deliver(db, mail);
    return result;
  } catch (error) {
    if (!(error instanceof FulfilmentRefused)) throw error;
    const note = await giveBack(context, attempt, input.refundTo, error.message);
    throw new AppError({ statusCode: error.statusCode, code: error.code, message: note });
  }
}

/** Gives a paid attempt's money back, once, mails the customer so, and answers what they are told. */
async function giveBack(
  context: PaymentContext,
  attempt: CheckoutTransactionRow,
  to: 'card' | 'credit',
  reason: string,
): Promise<string> {
  const { db, client, provider } = context;
  const amount = formatPence(attempt.amountPence, client.currencySymbol);
  const refund = { client, userId: attempt.userId, amountPence: attempt.amountPence, to, reason };
  if (to === 'credit') {
    const message = `${reason} Your payment of ${amount} has been added to your account as credit.`;
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
    return message;
  }
  const message = `${reason} Your payment of ${amount} has been refunded to your card.`;
  try {
    await provider.refund({
      merchant: client.slug,
      providerTransactionId: attempt.providerTransactionId ?? '',
      amountPence: attempt.amountPence,
      vendorTxCode: `refund-${attempt.uuid}`,
      reason,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError({
      statusCode: 502,
      code: 'payment_failed',
      message: `${reason} We could not refund your payment automatically yet: please try again or contact us.`,
      cause: error,
    });
  }
  const mail = await db.transaction(async (tx) => {
    const moved = await repository.moveTransaction(tx, attempt, ['authorised'], {
      status: 'refunded',
      refundedTo: 'card',
      errorMessage: message,
    });
    return moved ? queueRefundMail(tx, context.mailer, refund) : undefined;
  });
  if (mail) context.mailer.deliver(db, mail);
  return message;
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
            : `The payments taken (${formatPence(deskPence, client.currencySymbol)}) do not match the ${cart.totals.formattedBalance} to pay.`,
      });
    }
    assertPaymentsMatch(cart, input.payments);
    assertWaivers(cart, input.completedWaivers, 'completedWaivers');
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
