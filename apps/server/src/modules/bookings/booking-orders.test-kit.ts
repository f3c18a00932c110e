import type { Cart, CompleteOrderResponse } from '@leisure/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bookings, creditLedger, customerMemberships, membershipPlans } from '../../db/schema/index.ts';
import type { BookingKit, TestCustomer } from '../../test/booking-kit.test-kit.ts';
import type { ExtraHeaders, Shopper } from '../../test/shoppers.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';

/**
 * Test-only helpers of the cancellation and waiting-list API tests (never imported by product
 * code): orders completed as the bookings app completes them, paid by account credit (or by a
 * benefit or package when they cover everything), and the calls of the account area.
 */

const HOUR = 60 * 60_000;

export async function grantCredit(kit: BookingKit, who: TestCustomer, pence: number) {
  await kit.db().insert(creditLedger).values({
    clientId: kit.clientId,
    userId: who.id,
    kind: 'general',
    amountPence: pence,
    reason: 'Test grant',
  });
}

export async function creditBalance(kit: BookingKit, who: TestCustomer): Promise<number> {
  const [row] = await kit
    .db()
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amountPence}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.clientId, kit.clientId), eq(creditLedger.userId, who.id)));
  return Number(row?.total ?? 0);
}

/**
 * Completes the customer's basket as a direct order: the balance is paid with general credit
 * (granted first when `grant`), nothing when a benefit or package already covers it. Answers
 * the order and its bookings, first line first.
 */
export async function completeWithCredit(kit: BookingKit, who: TestCustomer, grant = true) {
  await kit.answerRequiredQuestions(who);
  let cart = await kit.cartOf(who);
  if (cart.totals.balance > 0) {
    if (grant) await grantCredit(kit, who, cart.totals.balance);
    const applied = await kit.post(who, '/api/credits/apply', {
      creditsToReserve: [{ amount: cart.totals.balance, type: 'general' }],
      cartSource: 'bookings',
    });
    if (applied.statusCode !== 200) throw new Error(`credit not applied: ${applied.body}`);
    cart = dataOf<Cart>(applied);
  }
  const completed = await kit.post(who, '/api/checkout/complete', {
    payments: cart.payments.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount })),
    source: 'bookings',
    terms: true,
  });
  if (completed.statusCode !== 200) throw new Error(`order not completed: ${completed.body}`);
  const { completeOrderId, reference } = dataOf<CompleteOrderResponse>(completed);
  const booked = await kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.orderId, completeOrderId)))
    .orderBy(asc(bookings.id));
  return { orderId: completeOrderId, reference, bookings: booked, paidPence: cart.totals.total };
}

/** Adds the items and books them, paid by credit; answers the first booking and its order. */
export async function bookWithCredit(kit: BookingKit, who: TestCustomer, items: unknown[]) {
  await kit.added(who, items);
  const order = await completeWithCredit(kit, who);
  const [booking] = order.bookings;
  if (!booking) throw new Error('the order booked nothing');
  return { ...order, booking };
}

export const cancelBooking = (kit: BookingKit, who: Shopper, bookingId: number, headers?: ExtraHeaders) =>
  kit.call(who, {
    method: 'DELETE',
    url: `/api/activities/bookings/${bookingId}/?source=bookings`,
    headers,
  });

/** A spin class (no waiver, no questions) made to start `hours` from now with `spaces` places left. */
export async function spinClassStartingIn(kit: BookingKit, hours: number, spaces = 1) {
  const lesson = await kit.classWithSpaces(spaces, { activitySlug: 'spin' });
  const startsAt = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  await kit.updateClass(lesson.id, { startsAt, endsAt });
  const moved = { ...lesson, startsAt, endsAt };
  return { ...moved, ...(await kit.publicId(moved)) };
}

export async function bookingRow(kit: BookingKit, bookingId: number) {
  const [row] = await kit
    .db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientId, kit.clientId), eq(bookings.id, bookingId)));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

/**
 * Makes `who` a member of the plan `planSlug` from `startsOn` (default: a month ago), as the desk
 * would; answers the plan's id and name.
 */
export async function giveMembership(
  kit: BookingKit,
  who: TestCustomer,
  planSlug: string,
  startsOn = new Date(Date.now() - 30 * 24 * HOUR).toISOString().slice(0, 10),
) {
  const [plan] = await kit
    .db()
    .select({ id: membershipPlans.id, name: membershipPlans.name })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.clientId, kit.clientId), eq(membershipPlans.slug, planSlug)));
  if (!plan) throw new Error(`no ${planSlug} plan`);
  await kit
    .db()
    .insert(customerMemberships)
    .values({
      clientId: kit.clientId,
      userId: who.id,
      planId: plan.id,
      reference: `MEM-${planSlug}-${who.id}`,
      startsOn,
    });
  return plan;
}

/** Makes `who` a Gym & Swim member since a month ago: 2 free classes a month. */
export const joinGymAndSwim = (kit: BookingKit, who: TestCustomer) =>
  giveMembership(kit, who, 'gym-and-swim');
