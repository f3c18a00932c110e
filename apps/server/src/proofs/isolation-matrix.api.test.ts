import type { Cart, WaitlistEntry } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardRefunds, cartItems } from '../db/schema/index.ts';
import {
  bookingRow,
  bookWithCredit,
  spinClassStartingIn,
} from '../modules/bookings/booking-orders.test-kit.ts';
import { entryRow, fullClassOf, joined } from '../modules/waitlist/waitlist-calls.test-kit.ts';
import { bookingKit, classItem, type Shopper, useBookingKit } from '../test/booking-kit.test-kit.ts';
import type { CallOptions } from '../test/shoppers.test-kit.ts';
import { dataOf } from '../test/test-app.test-kit.ts';

/**
 * One customer's things (a booking and its order, a basket line, a waiting-list entry, a card
 * refund) and every
 * call that reads or changes them by id, made by everyone else: a visitor, another customer,
 * staff of another client and another client's customer. None may succeed or show the thing,
 * and afterwards everything is as it was.
 */

const kit = useBookingKit();

interface Owned {
  ownerId: number;
  bookingId: number;
  orderId: number;
  cartId: number;
  lineId: number;
  waitlistId: number;
  fullClassId: number | string;
  cardRefundId: number;
}

/** A call; `idempotent` ones answer the caller's own (empty) basket for ids that are not theirs. */
type Probe = CallOptions & { idempotent?: boolean };

function callsOn(owned: Owned): Probe[] {
  const { ownerId, bookingId, orderId, cartId, lineId, waitlistId, fullClassId, cardRefundId } = owned;
  const selected = `selected_user_id=${ownerId}`;
  return [
    { method: 'GET', url: `/api/activities/orders/${orderId}` },
    { method: 'GET', url: `/api/my-account/payments/${orderId}/receipt` },
    { method: 'DELETE', url: `/api/activities/bookings/${bookingId}/?source=bookings` },
    { method: 'PUT', url: `/api/activities/cart/${lineId}`, payload: { options: {} } },
    {
      method: 'POST',
      url: '/api/activities/cart/remove?source=bookings',
      payload: { cart_item_ids: [lineId] },
      idempotent: true,
    },
    { method: 'DELETE', url: `/api/activities/benefit/remove/${lineId}` },
    { method: 'DELETE', url: `/api/activities/package/remove/${lineId}` },
    { method: 'POST', url: `/api/activities/cart/${cartId}/questions`, payload: { answers: [] } },
    { method: 'DELETE', url: `/api/activities/waitlist/remove/${waitlistId}` },
    {
      method: 'DELETE',
      url: `/api/v1/activities/occurrences/${encodeURIComponent(String(fullClassId))}/waitlist/members/${ownerId}`,
    },
    {
      method: 'POST',
      url: `/api/v1/activities/occurrences/${encodeURIComponent(String(fullClassId))}/waitlist/members`,
      payload: { data: { user_id: ownerId } },
    },
    // Acting for the owner is for their own client's staff only.
    { method: 'GET', url: `/api/activities/cart?${selected}` },
    { method: 'DELETE', url: `/api/activities/cart?${selected}` },
    { method: 'GET', url: `/api/activities/question-waivers/previous-attendees?${selected}` },
    { method: 'GET', url: `/api/my-account/waitlists?${selected}` },
    {
      method: 'POST',
      url: '/api/front-of-house/checkout/pay',
      payload: { payments: [], selectedUserId: ownerId, source: 'bookings', terms: true },
    },
    { method: 'POST', url: `/api/front-of-house/refunds/${cardRefundId}/retry` },
  ];
}

/** Refused cleanly: a 4xx (never a success, never a fault), or for an idempotent remove an empty basket. */
function expectRefused(who: string, call: Probe, response: { statusCode: number; body: string }) {
  const where = `${who}: ${call.method} ${call.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (call.idempotent && response.statusCode === 200) {
    expect((JSON.parse(response.body) as { data: Cart }).data.items, where).toEqual([]);
    return;
  }
  expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, where).toBeLessThan(500);
}

async function ownedThings(): Promise<Owned & { owner: Awaited<ReturnType<typeof kit.customer>> }> {
  const owner = await kit.customer();
  const lesson = await spinClassStartingIn(kit, 72, 3);
  const { booking, orderId } = await bookWithCredit(kit, owner, [classItem(lesson)]);
  const other = await spinClassStartingIn(kit, 96, 3);
  const cart: Cart = await kit.added(owner, [classItem(other)]);
  const line = cart.items[0];
  if (!line) throw new Error('no basket line');
  const full = await fullClassOf(kit, 'v2');
  const entry: WaitlistEntry = await joined(kit, owner, full.listingId);
  // A refund of the booking the processor refused, as the desk's Refunds view lists it.
  const [refund] = await kit
    .db()
    .insert(cardRefunds)
    .values({
      clientId: kit.clientId,
      bookingId: booking.id,
      orderId,
      userId: owner.id,
      provider: 'sandbox',
      providerTransactionId: 'sbx_isolation',
      amountPence: 100,
      status: 'failed',
      lastError: 'Refused by the processor',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  if (!refund) throw new Error('no card refund');
  return {
    owner,
    ownerId: owner.id,
    bookingId: booking.id,
    orderId,
    cartId: cart.cartId,
    lineId: line.id,
    waitlistId: entry.id,
    fullClassId: full.listingId,
    cardRefundId: refund.id,
  };
}

describe('isolation: nobody else reaches a customer’s things', () => {
  it('refuses every call by id to a visitor, another customer, other-client staff and customers', async () => {
    const owned = await ownedThings();
    const riverside = await bookingKit(kit.testApp, 'riverside');
    const intruders: [string, Shopper, typeof kit.call][] = [
      ['visitor', kit.visitor(), kit.call],
      ['another customer', await kit.customer(), kit.call],
      ["another client's customer", await riverside.customer(), riverside.call],
      ["another client's staff", await riverside.staff(), riverside.call],
    ];
    for (const [who, shopper, call] of intruders) {
      for (const request of callsOn(owned)) {
        const response = await call(shopper, request);
        expectRefused(who, request, response);
        expect(response.body, `${who} saw the owner's email`).not.toContain(owned.owner.email);
      }
    }

    // Another client's desk lists its own refunds, never this one.
    const theirs = await riverside.get(await riverside.staff(), '/api/front-of-house/refunds');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(owned.owner.email);

    // Everything is as it was: the booking stands, the line is held, the owner still waits, the
    // refund was not tried.
    expect((await bookingRow(kit, owned.bookingId)).status).toBe('confirmed');
    const [line] = await kit
      .db()
      .select({ status: cartItems.status })
      .from(cartItems)
      .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, owned.lineId)));
    expect(line?.status).toBe('held');
    expect((await entryRow(kit, owned.waitlistId)).status).toBe('waiting');
    const [refund] = await kit
      .db()
      .select()
      .from(cardRefunds)
      .where(and(eq(cardRefunds.clientId, kit.clientId), eq(cardRefunds.id, owned.cardRefundId)));
    expect(refund).toMatchObject({ status: 'failed', attempts: 0 });
    const mine = dataOf<Cart>(await kit.get(owned.owner, '/api/activities/cart'));
    expect(mine.items.map((item) => item.id)).toEqual([owned.lineId]);
  });

  it('serves another client’s host nothing of this client', async () => {
    const owned = await ownedThings();
    // The owner's own session, presented at another client's host, is nobody there.
    const riverside = await bookingKit(kit.testApp, 'riverside');
    for (const request of callsOn(owned)) {
      const response = await riverside.call(owned.owner, request);
      expectRefused('the owner at another client', request, response);
    }
    const user = await riverside.get(owned.owner, '/api/auth/user');
    expect(user.statusCode).toBe(401);
  });
});
