import type { Transaction } from '../../db/client.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { heldLines } from './fulfilment.repository.ts';
import { basketChanged } from './fulfilment-refusals.ts';
import { type FulfilInput, type Fulfilment, fulfilmentSteps } from './fulfilment-steps.ts';
import { orderReference } from './order-reference.ts';
import { runSteps } from './steps.ts';

/**
 * The paid lines, locked, and what the order is priced at; refused (`basketChanged`) when the
 * basket no longer holds exactly the lines paid for, or a fully live basket's balance is not
 * what was paid.
 */
async function paidBasketOf(tx: Transaction, mailer: Mailer, input: FulfilInput): Promise<Fulfilment> {
  const { client, cart } = input;
  const paid = new Set(input.cartItemIds);
  const items = cart.items.filter((item) => paid.has(item.id));
  const lines = await heldLines(tx, client.id, cart.id, input.cartItemIds);
  if (items.length !== paid.size || lines.length !== paid.size) throw basketChanged();
  const cardPence = input.card?.amountPence ?? 0;
  const deskPayments = input.deskPayments ?? [];
  const deskPence = deskPayments.reduce((sum, payment) => sum + payment.amountPence, 0);
  const otherPence = cart.payments.reduce((sum, payment) => sum + payment.amount, 0) + deskPence;
  const livePaid = items.filter((item) => !item.isExpired).length;
  // Lines whose hold ran out are not in the totals; the money paid covers them all.
  if (livePaid === items.length && cardPence + deskPence !== cart.totals.balance) throw basketChanged();

  const subtotal = items.reduce((sum, item) => sum + item.total.amountPence, 0);
  const total = cardPence + otherPence;
  const discount = Math.max(0, subtotal - total);
  return {
    tx,
    mailer,
    input,
    lines,
    items,
    reference: orderReference(client.slug),
    subtotal,
    discount,
    orderId: null,
    mailed: [],
    memberships: [],
    mail: null,
  };
}

/**
 * Turns a paid basket into an order in the caller's transaction (the steps of
 * `fulfilmentSteps`): every paid line becomes a booking, or for a membership line the
 * customer's membership (or the whole thing is refused with `FulfilmentRefused`, and the caller
 * rolls back), credit used is written to the ledger, discount codes count a use, the basket is
 * closed and the confirmation mail is recorded in the outbox. Answers the order id and the mail
 * to send.
 */
export async function fulfil(
  tx: Transaction,
  mailer: Mailer,
  input: FulfilInput,
): Promise<{ orderId: number; reference: string; mail: OutboxRow }> {
  const done = await runSteps(fulfilmentSteps, await paidBasketOf(tx, mailer, input));
  if (done.orderId === null || done.mail === null) throw new Error('fulfilment ended without an order');
  return { orderId: done.orderId, reference: done.reference, mail: done.mail };
}
