import type { Cart } from '@leisure/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookings, carts, creditLedger, orderPayments, orders, venues } from '../../db/schema/index.ts';
import { accountEmail } from '../auth/account-email.ts';
import type { UserWithVenue } from '../auth/auth.repository.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import {
  cartCodeRules,
  clashingCodes,
  hasUsedDiscount,
  type Redemption,
  redeemDiscount,
} from '../discounts/discount-redemptions.repository.ts';
import type { Mailer, OutboxRow } from '../mail/mailer.ts';
import { allowancesHold } from '../memberships/allowances.ts';
import { settleWaitlistsOnBooking } from '../waitlist/on-booking.ts';
import { confirmationMail, type MailedBooking } from './confirmation-mail.ts';
import { confirmPlaces, type HeldLine, lockedCreditBalance } from './fulfilment.repository.ts';
import {
  allowanceGone,
  alreadyMember,
  basketChanged,
  creditChanged,
  discountAlreadyUsed,
  discountsClash,
  discountUsedUp,
  placeGone,
} from './fulfilment-refusals.ts';
import { type StartedMembership, startMembership } from './membership-fulfilment.ts';
import { membershipReference } from './order-reference.ts';
import type { Step } from './steps.ts';

export interface CardPayment {
  provider: string;
  providerTransactionId: string;
  amountPence: number;
  description: string;
}

export interface DeskPayment {
  tenderType: 'cash' | 'cheque' | 'offline-voucher';
  amountPence: number;
  reference: string | null;
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

/** A paid basket on its way to becoming an order: what the steps share. */
export interface Fulfilment {
  readonly tx: Transaction;
  readonly mailer: Mailer;
  readonly input: FulfilInput;
  /** The paid lines: held (locked for update), and as the basket prices them. */
  readonly lines: HeldLine[];
  readonly items: Cart['items'];
  readonly reference: string;
  readonly subtotal: number;
  readonly discount: number;
  /** Set by the `order` step. */
  orderId: number | null;
  readonly mailed: MailedBooking[];
  readonly memberships: StartedMembership[];
  /** Set by the `confirmation mail` step: deliver it once the transaction commits. */
  mail: OutboxRow | null;
}

function orderIdOf(state: Fulfilment): number {
  if (state.orderId === null) throw new Error('a fulfilment step ran before the order was made');
  return state.orderId;
}

/** The order's source: a basket holding a membership is an online-joining order wherever it was paid. */
const sourceOf = (lines: readonly { type: string }[], requested: string) =>
  lines.some((line) => line.type === 'membership') ? 'online-joining' : requested;

async function makeOrder(state: Fulfilment) {
  const { tx, input, lines, subtotal, discount } = state;
  const [order] = await tx
    .insert(orders)
    .values({
      clientId: input.client.id,
      reference: state.reference,
      userId: input.customer.id,
      cartId: input.cart.id,
      placedByUserId: input.staffUserId,
      source: sourceOf(lines, input.source),
      subtotalPence: subtotal,
      discountPence: discount,
      totalPence: subtotal - discount,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  state.orderId = order.id;
}

async function venueIdsBySlug(state: Fulfilment) {
  const { tx, input, items } = state;
  const slugs = [...new Set(items.map((item) => item.venueSlug))];
  const rows = await tx
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(and(eq(venues.clientId, input.client.id), inArray(venues.slug, slugs)));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** A paid membership line becomes the customer's membership, or the order is refused (and refunded). */
async function startOrRefuse(state: Fulfilment, line: HeldLine) {
  const { client, customer } = state.input;
  const result = await startMembership(state.tx, {
    line,
    userId: customer.id,
    orderId: orderIdOf(state),
    reference: membershipReference(),
    zone: client.timezone,
  });
  if (!('started' in result)) throw alreadyMember(result.alreadyHeld);
  state.memberships.push(result.started);
}

/** A paid line's place is taken (or the order refused: `placeGone`) and written as a booking. */
async function bookLine(
  state: Fulfilment,
  line: HeldLine,
  item: Cart['items'][number],
  venueIdBySlug: Map<string, number>,
) {
  const { tx, input } = state;
  const confirmed = await confirmPlaces(tx, line, line.purchasedForUserId ?? input.customer.id);
  if (!confirmed.ok) throw placeGone();
  const venueId = venueIdBySlug.get(item.venueSlug);
  if (venueId === undefined) throw new Error(`venue ${item.venueSlug} of a basket line is missing`);
  const [booking] = await tx
    .insert(bookings)
    .values({
      clientId: input.client.id,
      orderId: orderIdOf(state),
      cartItemId: line.id,
      userId: input.customer.id,
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
  state.mailed.push({
    ...booking,
    name: item.name,
    venueName: item.venueName,
    quantity: line.quantity,
    totalPence: line.pricePence * line.quantity,
    cartItemId: line.id,
    courseId: line.courseId,
  });
}

/** Every paid line, in turn: a membership starts, any other line's place becomes a booking. */
async function bookPlaces(state: Fulfilment) {
  const venueIdBySlug = await venueIdsBySlug(state);
  for (const line of state.lines) {
    const item = state.items.find((candidate) => candidate.id === line.id);
    if (!item) throw basketChanged();
    if (line.type === 'membership') {
      await startOrRefuse(state, line);
      continue;
    }
    await bookLine(state, line, item, venueIdBySlug);
  }
}

/** Credit is spent (under the per-customer lock, or refused), and every tender is recorded. */
async function recordPayments(state: Fulfilment) {
  const { tx, input } = state;
  const { client, customer, cart } = input;
  const orderId = orderIdOf(state);
  for (const payment of cart.payments) {
    if (payment.tenderType === 'credit' && payment.creditKind) {
      const balance = await lockedCreditBalance(tx, client.id, customer.id, payment.creditKind);
      if (balance < payment.amount) throw creditChanged();
      await tx.insert(creditLedger).values({
        clientId: client.id,
        userId: customer.id,
        kind: payment.creditKind,
        amountPence: -payment.amount,
        reason: `Used for order ${state.reference}`,
        orderId,
      });
    }
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId,
      tenderType: payment.tenderType,
      creditKind: payment.creditKind,
      amountPence: payment.amount,
      takenByUserId: input.staffUserId,
    });
  }
  for (const payment of input.deskPayments ?? []) {
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId,
      tenderType: payment.tenderType,
      amountPence: payment.amountPence,
      takenByUserId: input.staffUserId,
      reference: payment.reference,
    });
  }
  if (input.card) {
    await tx.insert(orderPayments).values({
      clientId: client.id,
      orderId,
      tenderType: 'card',
      amountPence: input.card.amountPence,
      provider: input.card.provider,
      providerTransactionId: input.card.providerTransactionId,
      reference: input.card.description,
    });
  }
}

const redemptionRefusals: Record<Exclude<Redemption, 'redeemed'>, () => Error> = {
  usedUp: discountUsedUp,
  alreadyUsed: discountAlreadyUsed,
};

/**
 * The basket's codes, refused (`FulfilmentRefused`) when their rules no longer let this customer
 * use them together: two that may not combine, or a once-per-customer code they have used.
 * Checked before a card is charged, and again when the order is made.
 */
export async function codesStillApply(
  db: Database | Transaction,
  scope: { clientId: number; cartId: number; userId: number },
) {
  const codes = await cartCodeRules(db, scope.clientId, scope.cartId);
  const clash = clashingCodes(codes);
  if (clash) throw discountsClash(clash[0].code, clash[1].code);
  for (const code of codes.filter((each) => each.oncePerCustomer)) {
    const use = { clientId: scope.clientId, discountCodeId: code.id, userId: scope.userId };
    if (await hasUsedDiscount(db, use)) throw discountAlreadyUsed();
  }
  return codes;
}

/** Counts each code's use on the order under its rules: uses left, once per customer, combining. */
async function redeemDiscounts(state: Fulfilment) {
  const { tx, input } = state;
  const scope = { clientId: input.client.id, cartId: input.cart.id, userId: input.customer.id };
  for (const code of await codesStillApply(tx, scope)) {
    const use = { clientId: scope.clientId, discountCodeId: code.id, userId: scope.userId };
    const redemption = await redeemDiscount(tx, { ...use, orderId: orderIdOf(state) });
    if (redemption !== 'redeemed') throw redemptionRefusals[redemption]();
  }
}

async function closeBasket(state: Fulfilment) {
  const { client, cart } = state.input;
  await state.tx
    .update(carts)
    .set({ status: 'completed', updatedAt: new Date() })
    .where(and(eq(carts.clientId, client.id), eq(carts.id, cart.id)));
}

async function queueConfirmationMail(state: Fulfilment) {
  const { client, customer } = state.input;
  state.mail = await state.mailer.enqueue(state.tx, {
    clientId: client.id,
    to: accountEmail(customer),
    ...(await confirmationMail(state.tx, {
      client,
      customer,
      reference: state.reference,
      bookings: state.mailed,
      memberships: state.memberships,
      paid: {
        ...state.input,
        items: state.items,
        subtotalPence: state.subtotal,
        discountPence: state.discount,
      },
    })),
  });
}

/**
 * The steps that turn a paid basket into an order, in the caller's database transaction. Each
 * writes only in that transaction, so a refusal (`FulfilmentRefused`) or any other failure
 * undoes them all by its rollback; their order is the order locks are taken in (places, then
 * credit, then discount codes), the same for every order.
 */
export const fulfilmentSteps: readonly Step<Fulfilment>[] = [
  { name: 'order', run: makeOrder, undo: 'rollback' },
  { name: 'places', run: bookPlaces, undo: 'rollback' },
  {
    name: 'waiting lists',
    run: ({ tx, input, lines }) =>
      settleWaitlistsOnBooking(tx, { clientId: input.client.id, userId: input.customer.id, lines }),
    undo: 'rollback',
  },
  {
    name: 'allowances',
    run: async ({ tx, input, lines }) => {
      if (!(await allowancesHold(tx, input.client.id, lines))) throw allowanceGone();
    },
    undo: 'none',
  },
  { name: 'payments', run: recordPayments, undo: 'rollback' },
  { name: 'discount codes', run: redeemDiscounts, undo: 'rollback' },
  { name: 'basket closed', run: closeBasket, undo: 'rollback' },
  { name: 'confirmation mail', run: queueConfirmationMail, undo: 'rollback' },
];
