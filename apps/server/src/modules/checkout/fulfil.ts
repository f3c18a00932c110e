import { randomInt } from 'node:crypto';
import type { Cart } from '@leisure/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  bookings,
  cartDiscounts,
  carts,
  creditLedger,
  orderPayments,
  orders,
  venues,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { allowancesHold } from '../memberships/allowances.ts';
import { settleWaitlistsOnBooking } from '../waitlist/on-booking.ts';
import { confirmationMail, type MailedBooking } from './confirmation-mail.ts';
import { confirmPlaces, heldLines, lockedCreditBalance, redeemDiscount } from './fulfilment.repository.ts';
import { type StartedMembership, startMembership } from './membership-fulfilment.ts';

/** Why a paid basket could not become an order; the card payment is then given back. */
export class FulfilmentRefused extends AppError {}

export const placeGone = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'hold_expired',
    message: 'Sorry, a place in your basket was taken after its hold ran out.',
  });

export const basketChanged = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'conflict',
    message: 'Your basket has changed since you started paying. Please check it and try again.',
  });

const allowanceGone = () =>
  new FulfilmentRefused({
    statusCode: 409,
    code: 'allowance_unavailable',
    message:
      'A membership benefit or package in your basket can no longer be used. Please check your basket and try again.',
  });

/** A paid membership line becomes the customer's membership, or the order is refused (and refunded). */
async function startOrRefuse(
  tx: Transaction,
  input: {
    line: Parameters<typeof startMembership>[1]['line'];
    customer: UserWithVenue;
    orderId: number;
    zone: string;
  },
): Promise<StartedMembership> {
  const result = await startMembership(tx, {
    line: input.line,
    userId: input.customer.id,
    orderId: input.orderId,
    reference: membershipReference(),
    zone: input.zone,
  });
  if ('started' in result) return result.started;
  throw new FulfilmentRefused({
    statusCode: 409,
    code: 'conflict',
    message: `You are already a member of ${result.alreadyHeld}.`,
  });
}

export interface CardPayment {
  provider: string;
  providerTransactionId: string;
  amountPence: number;
  description: string;
}

export interface FulfilInput {
  client: ClientRow;
  customer: UserWithVenue;
  /** The staff user taking the order at the desk, when one is. */
  staffUserId: number | null;
  source: string;
  /** The basket as priced now (cart.service `cartOf`, read in this transaction). */
  cart: Cart;
  /** The lines paid for: fixed at authorise for a card payment, all live lines for a direct order. */
  cartItemIds: number[];
  card: CardPayment | null;
  /** Cash, cheque or a voucher taken at the desk by `staffUserId`: together they pay the balance. */
  deskPayments?: DeskPayment[];
}

export interface DeskPayment {
  tenderType: 'cash' | 'cheque' | 'offline-voucher';
  amountPence: number;
  reference: string | null;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const referenceCode = () => {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
};

/** A short order reference customers can read out: the client's first letters and 6 characters. */
export function orderReference(clientSlug: string): string {
  const prefix =
    clientSlug
      .replace(/[^a-z]/gi, '')
      .slice(0, 3)
      .toUpperCase() || 'ORD';
  return `${prefix}-${referenceCode()}`;
}

/** A membership's reference, read out like an order's: `MEM-` and 6 characters. */
export const membershipReference = () => `MEM-${referenceCode()}`;

/** The order's source: a basket holding a membership is an online-joining order wherever it was paid. */
const sourceOf = (lines: readonly { type: string }[], requested: string) =>
  lines.some((line) => line.type === 'membership') ? 'online-joining' : requested;

/**
 * Turns a paid basket into an order in the caller's transaction: every paid line becomes a
 * booking, or for a membership line the customer's membership (or the whole thing is refused
 * with `FulfilmentRefused`, and the caller rolls back),
 * credit used is written to the ledger, discount codes count a use, the basket is closed and
 * the confirmation mail is recorded in the outbox. Answers the order id and the mail to send.
 */
export async function fulfil(
  tx: Transaction,
  mailer: Mailer,
  input: FulfilInput,
): Promise<{ orderId: number; reference: string; mail: OutboxRow }> {
  const { client, customer, cart } = input;
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
  const reference = orderReference(client.slug);
  const [order] = await tx
    .insert(orders)
    .values({
      clientId: client.id,
      reference,
      userId: customer.id,
      cartId: cart.id,
      placedByUserId: input.staffUserId,
      source: sourceOf(lines, input.source),
      subtotalPence: subtotal,
      discountPence: discount,
      totalPence: subtotal - discount,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');

  const slugs = [...new Set(items.map((item) => item.venueSlug))];
  const venueIdBySlug = new Map(
    (
      await tx
        .select({ id: venues.id, slug: venues.slug })
        .from(venues)
        .where(and(eq(venues.clientId, client.id), inArray(venues.slug, slugs)))
    ).map((row) => [row.slug, row.id]),
  );
  const mailed: MailedBooking[] = [];
  const memberships: StartedMembership[] = [];
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.id);
    if (!item) throw basketChanged();
    if (line.type === 'membership') {
      memberships.push(await startOrRefuse(tx, { line, customer, orderId: order.id, zone: client.timezone }));
      continue;
    }
    const confirmed = await confirmPlaces(tx, line, line.purchasedForUserId ?? customer.id);
    if (!confirmed.ok) throw placeGone();
    const venueId = venueIdBySlug.get(item.venueSlug);
    if (venueId === undefined) throw new Error(`venue ${item.venueSlug} of a basket line is missing`);
    const [booking] = await tx
      .insert(bookings)
      .values({
        clientId: client.id,
        orderId: order.id,
        cartItemId: line.id,
        userId: customer.id,
        attendeeUserId: line.purchasedForUserId,
        type: line.type,
        classOccurrenceId: line.classOccurrenceId,
        slotBookingId: confirmed.slotBookingId,
        ticketTimeId: line.ticketTimeId,
        ticketTypeId: line.ticketTypeId,
        courseId: line.courseId,
        venueId,
        name: item.name,
        startsAt: new Date(item.startsAt.dateTime),
        endsAt: new Date(item.endsAt.dateTime),
        quantity: line.quantity,
        places: line.places,
        pricePence: line.pricePence,
        customerMembershipId: line.customerMembershipId,
        planBenefitId: line.planBenefitId,
        allowanceMonth: line.allowanceMonth,
        customerPackageId: line.customerPackageId,
      })
      .returning({ uid: bookings.uid, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
    if (!booking) throw new Error('booking insert returned no row');
    mailed.push({
      ...booking,
      name: item.name,
      venueName: item.venueName,
      quantity: line.quantity,
      totalPence: line.pricePence * line.quantity,
      cartItemId: line.id,
      courseId: line.courseId,
    });
  }

  await settleWaitlistsOnBooking(tx, { clientId: client.id, userId: customer.id, lines });
  if (!(await allowancesHold(tx, client.id, lines))) throw allowanceGone();

  for (const payment of cart.payments) {
    if (payment.tenderType === 'credit' && payment.creditKind) {
      const balance = await lockedCreditBalance(tx, client.id, customer.id, payment.creditKind);
      if (balance < payment.amount) {
        throw new FulfilmentRefused({
          statusCode: 409,
          code: 'credit_unavailable',
          message: 'Your credit balance has changed. Please check your basket and try again.',
        });
      }
      await tx.insert(creditLedger).values({
        clientId: client.id,
        userId: customer.id,
        kind: payment.creditKind,
        amountPence: -payment.amount,
        reason: `Used for order ${reference}`,
        orderId: order.id,
      });
    }
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId: order.id,
      tenderType: payment.tenderType,
      creditKind: payment.creditKind,
      amountPence: payment.amount,
      takenByUserId: input.staffUserId,
    });
  }
  for (const payment of deskPayments) {
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId: order.id,
      tenderType: payment.tenderType,
      amountPence: payment.amountPence,
      takenByUserId: input.staffUserId,
      reference: payment.reference,
    });
  }
  if (input.card) {
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId: order.id,
      tenderType: 'card',
      amountPence: input.card.amountPence,
      provider: input.card.provider,
      providerTransactionId: input.card.providerTransactionId,
      reference: input.card.description,
    });
  }

  const discounts = await tx
    .select({ id: cartDiscounts.discountCodeId })
    .from(cartDiscounts)
    .where(and(eq(cartDiscounts.clientId, client.id), eq(cartDiscounts.cartId, cart.id)));
  for (const applied of discounts) {
    if (!(await redeemDiscount(tx, client.id, applied.id))) {
      throw new FulfilmentRefused({
        statusCode: 409,
        code: 'discount_rejected',
        message: 'This discount code has been fully redeemed.',
      });
    }
  }

  await tx
    .update(carts)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(carts.clientId, client.id), eq(carts.id, cart.id)));

  const mail = await mailer.enqueue(tx, {
    clientId: client.id,
    to: customer.email,
    ...(await confirmationMail(tx, {
      client,
      customer,
      reference,
      bookings: mailed,
      memberships,
      paid: { ...input, items, subtotalPence: subtotal, discountPence: discount },
    })),
  });
  return { orderId: order.id, reference, mail };
}
