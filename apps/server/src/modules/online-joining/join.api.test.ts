import type {
  Cart,
  CompleteOrderResponse,
  Order,
  PriceQuote,
  ScaCompletionResponse,
} from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  clients,
  customerMemberships,
  membershipPlans,
  orders,
  outbox,
  users,
  venues,
} from '../../db/schema/index.ts';
import { classItem, errorOf, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { giveMembership } from '../bookings/booking-orders.test-kit.ts';
import { monthAfter } from '../cart/membership-line.ts';
import { CARDS, cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';
import { addDaysTo } from '../timetable/calendar.ts';
import { joiningCallsOf } from './online-joining-calls.test-kit.ts';

const kit = useBookingKit();
const { authorise, answerChallenge, complete } = cardPaymentCallsOf(kit);
const { today, planId, venueId, customerBorn, join, joinGymAndSwim, membershipsOf } = joiningCallsOf(kit);

describe('joining: the checks before the basket', () => {
  it('asks a visitor to sign up first (401) and puts nothing in a basket', async () => {
    const visitor = kit.visitor();
    const response = await join(visitor, {
      plan_id: await planId('gym-and-swim'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });

  it('does not know a plan that is unknown, not sold online or another client’s (404)', async () => {
    const who = await customerBorn();
    const homeVenue = await venueId('leeds-central');
    const [riverside] = await kit.db().select().from(clients).where(eq(clients.slug, 'riverside'));
    const [otherClientPlan] = await kit
      .db()
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(eq(membershipPlans.clientId, riverside?.id ?? 0))
      .limit(1);
    for (const plan of [999_999, await planId('corporate'), otherClientPlan?.id ?? 0]) {
      const response = await join(who, { plan_id: plan, home_venue_id: homeVenue });
      expect(response.statusCode).toBe(404);
    }
    expect((await kit.cartOf(who)).items).toEqual([]);
  });

  it('refuses an age outside the plan’s, or an unknown one, under date_of_birth (422)', async () => {
    const body = { plan_id: await planId('junior'), home_venue_id: await venueId('leeds-central') };
    const adult = await customerBorn('1990-05-14');
    const tooOld = await join(adult, body);
    expect(tooOld.statusCode).toBe(422);
    expect(errorOf(tooOld).errors.date_of_birth).toEqual(['Junior is for ages 11 to 17 on the start date.']);
    const unknownAge = await join(await customerBorn(null), body);
    expect(unknownAge.statusCode).toBe(422);
    expect(errorOf(unknownAge).errors.date_of_birth?.[0]).toMatch(/add your date of birth/);
    // Turning 11 today is old enough.
    const [year, month, day] = today().split('-');
    const child = await customerBorn(`${Number(year) - 11}-${month}-${day}`);
    expect((await join(child, body)).statusCode).toBe(201);
  });

  it('refuses a home centre the plan does not cover, or one that does not sell online (422)', async () => {
    const who = await customerBorn();
    const elsewhere = await join(who, {
      plan_id: await planId('harrogate-racquets'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere).errors.home_venue_id).toEqual([
      'Racquets (Harrogate) is only available with Harrogate Spa & Sports Centre as your home centre.',
    ]);
    const [offline] = await kit
      .db()
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.clientId, kit.clientId), eq(venues.onlineJoiningEnabled, false)));
    const notSelling = await join(who, { plan_id: await planId('gym-and-swim'), home_venue_id: offline?.id });
    expect(notSelling.statusCode).toBe(422);
    expect(errorOf(notSelling).errors.home_venue_id).toBeDefined();
  });

  it('refuses a start date in the past or more than 30 days ahead (422)', async () => {
    const who = await customerBorn();
    const body = { plan_id: await planId('gym-and-swim'), home_venue_id: await venueId('leeds-central') };
    const zone = kit.client.timezone;
    for (const startsOn of [addDaysTo(today(), -1, zone), addDaysTo(today(), 31, zone)]) {
      const response = await join(who, { ...body, starts_on: startsOn });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).errors.starts_on).toHaveLength(1);
    }
    expect((await join(who, { ...body, starts_on: addDaysTo(today(), 30, zone) })).statusCode).toBe(201);
  });

  it('refuses a plan the customer already holds (409)', async () => {
    const who = await customerBorn();
    await giveMembership(kit, who, 'swim-only', addDaysTo(today(), -40, kit.client.timezone));
    const response = await join(who, {
      plan_id: await planId('swim-only'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'conflict',
      message: 'You are already a member of Swim only.',
    });
  });
});

describe('the membership in the basket', () => {
  it('is one line, the joining fee and first month, held like a place, beside the other lines', async () => {
    const who = await customerBorn();
    const lesson = await kit.classWithSpaces(5);
    await kit.added(who, [classItem(lesson)]);
    const cart = await joinGymAndSwim(who);
    expect(cart.items).toHaveLength(2);
    const line = cart.items.find((item) => item.type === 'membership');
    expect(line).toMatchObject({
      name: 'Gym & Swim membership',
      venueSlug: 'leeds-central',
      venueName: 'Leeds Central Leisure Centre',
      quantity: 1,
      price: { amountPence: 5499 },
      total: { amountPence: 5499 },
      listingId: await planId('gym-and-swim'),
      allowance: null,
      isExpired: false,
    });
    expect(line?.description).toMatch(
      /^£34\.99 a month, £20\.00 joining fee\. 12-month minimum term, starting /,
    );
    expect(line?.startsAt.dateTime.slice(0, 10)).toBe(today());
    const holdMinutes = (new Date(line?.holdExpiresAt ?? 0).getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(cart.holdMinutes - 1);
    expect(holdMinutes).toBeLessThanOrEqual(cart.holdMinutes);
    const classLine = cart.items.find((item) => item.type === 'activity_class');
    expect(cart.totals.total).toBe(5499 + (classLine?.total.amountPence ?? 0));
    expect(cart.totals.itemCount).toBe(2);

    const [row] = await kit
      .db()
      .select({ options: cartItems.options })
      .from(cartItems)
      .where(and(eq(cartItems.clientId, kit.clientId), eq(cartItems.id, line?.id ?? 0)));
    expect(row?.options).toEqual({ home_venue_id: await venueId('leeds-central'), starts_on: today() });
  });

  it('replaces the membership already in the basket', async () => {
    const who = await customerBorn();
    await joinGymAndSwim(who);
    const response = await join(who, {
      plan_id: await planId('off-peak'),
      home_venue_id: await venueId('leeds-central'),
    });
    const cart = dataOf<Cart>(response);
    expect(cart.items.map((item) => item.name)).toEqual(['Off-peak membership']);
    expect(cart.items[0]?.description).toMatch(/^£21\.99 a month, £10\.00 joining fee\. Rolling monthly/);
    expect(cart.totals.total).toBe(3199);
  });

  it('can be added with the basket call too, at the home venue, but not by a visitor', async () => {
    const who = await customerBorn();
    await kit
      .db()
      .update(users)
      .set({ homeVenueId: await venueId('leeds-central') })
      .where(and(eq(users.clientId, kit.clientId), eq(users.id, who.id)));
    const added = await kit.add(who, [{ id: await planId('swim-only'), type: 'membership' }]);
    expect(added.statusCode).toBe(201);
    expect(dataOf<Cart>(added).items[0]).toMatchObject({
      name: 'Swim only membership',
      venueSlug: 'leeds-central',
    });
    const visitor = kit.visitor();
    const refused = await kit.add(visitor, [{ id: await planId('swim-only'), type: 'membership' }]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Log in or create an account to buy a membership.');
  });

  it('cannot be made for someone else', async () => {
    const who = await customerBorn();
    const cart = await joinGymAndSwim(who);
    const other = await kit.customer();
    const response = await kit.update(who, cart.items[0]?.id ?? 0, { purchased_for_user_id: other.id });
    expect(response.statusCode).toBe(422);
  });
});

describe('paying for a membership', () => {
  it('through 3-D Secure starts exactly one membership, and a repeated complete answers the same order', async () => {
    const who = await customerBorn();
    const cart = await joinGymAndSwim(who);
    const authorised = await authorise(who, CARDS.challenge, {}, { source: 'online-joining' });
    expect(authorised.transactionStatus).toBe('sca_required');
    // The bank sends the shopper back to the joining page of the membership's centre.
    expect(new URL(authorised.returnUrl).pathname).toBe('/centre/leeds-central');
    expect(new URL(authorised.returnUrl).searchParams.get('transaction_uuid')).toBe(
      authorised.transactionUuid,
    );
    expect(await membershipsOf(who)).toEqual([]);

    const sca = await answerChallenge(who, authorised, 'approve');
    expect(dataOf<ScaCompletionResponse>(sca)).toMatchObject({ status: 'authorised' });
    const completed = await complete(who, authorised.transactionUuid, { source: 'online-joining' });
    expect(completed.statusCode).toBe(200);
    const { completeOrderId, reference } = dataOf<CompleteOrderResponse>(completed);
    const again = await complete(who, authorised.transactionUuid, { source: 'online-joining' });
    expect(dataOf<CompleteOrderResponse>(again)).toEqual({ completeOrderId, reference });

    const held = await membershipsOf(who);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      planId: await planId('gym-and-swim'),
      status: 'active',
      startsOn: today(),
      homeVenueId: await venueId('leeds-central'),
      orderId: completeOrderId,
    });
    expect(held[0]?.reference).toMatch(/^MEM-[A-Z2-9]{6}$/);
    expect(held[0]?.nextPaymentOn).toBe(monthAfter(today()));

    const [order] = await kit.db().select().from(orders).where(eq(orders.id, completeOrderId));
    expect(order).toMatchObject({ source: 'online-joining', totalPence: cart.totals.total });
    const view = dataOf<Order>(await kit.get(who, `/api/activities/orders/${completeOrderId}`));
    expect(view.bookings).toEqual([]);
    expect(view.memberships).toEqual([
      expect.objectContaining({
        reference: held[0]?.reference,
        planName: 'Gym & Swim',
        homeVenueName: 'Leeds Central Leisure Centre',
        startsOn: today(),
        monthlyPrice: { amountPence: 3499, formatted: '£34.99' },
        joiningFee: { amountPence: 2000, formatted: '£20.00' },
        termMonths: 12,
        status: 'active',
      }),
    ]);
    expect(view.total.amountPence).toBe(5499);

    const mails = await kit
      .db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.clientId, kit.clientId), eq(outbox.to, who.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Demo Leisure: welcome to Gym & Swim (${reference})`);
    expect(mails[0]?.text).toContain(`Gym & Swim membership ${held[0]?.reference}`);
    expect(mails[0]?.text).toContain('£34.99 a month from');
    expect(mails[0]?.attachments).toEqual([]);
    expect((await kit.cartOf(who)).items).toEqual([]);
  });

  it("sends a card issuer's form post back to the joining page too", async () => {
    const who = await customerBorn();
    await joinGymAndSwim(who);
    const authorised = await authorise(who, CARDS.challenge, {}, { source: 'online-joining' });
    const response = await kit.testApp.request({
      method: 'POST',
      url: `/api/payment-providers/sca-return/${authorised.transactionUuid}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://acs.bank.example' },
      payload: 'cres=eyJhbGciOi',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://online-joining.demo.localhost:8080');
    expect(location.pathname).toBe('/centre/leeds-central');
    expect(location.searchParams.get('transaction_uuid')).toBe(authorised.transactionUuid);
  });

  it("gives the plan's member prices and benefits at once", async () => {
    const who = await customerBorn();
    const lesson = await kit.classWithSpaces(5, { activitySlug: 'spin' });
    const memberOption = { ...classItem(lesson), pricing_option_id: await planId('gym-and-swim') };
    expect((await kit.add(who, [memberOption])).statusCode).toBe(422);
    const quote = () =>
      kit.post(who, `/api/activities/price/${lesson.venueSlug}/ticket/${lesson.activitySlug}`, {
        reference: lesson.listingId,
        is_v2: lesson.family === 'v2',
      });
    expect(dataOf<PriceQuote>(await quote()).discountPercent).toBe(0);

    await joinGymAndSwim(who);
    const authorised = await authorise(who, CARDS.approve, {}, { source: 'online-joining' });
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(200);

    expect(dataOf<PriceQuote>(await quote())).toMatchObject({
      discountPercent: 20,
      membershipPlan: { name: 'Gym & Swim' },
      finalPrice: { amountPence: Math.floor((lesson.pricePence * 80) / 100) },
    });
    const added = await kit.add(who, [memberOption]);
    expect(added.statusCode).toBe(201);
    // The member price, paid by the plan's free class of the month.
    const [line] = dataOf<Cart>(added).items;
    expect(line?.price.amountPence).toBe(0);
    expect(line?.allowance).toMatchObject({
      kind: 'benefit',
      heldThrough: 'Gym & Swim',
      priceWithout: { amountPence: Math.floor((lesson.pricePence * 80) / 100) },
    });
  });

  it('starts nothing when 3-D Secure fails', async () => {
    const who = await customerBorn();
    await joinGymAndSwim(who);
    const authorised = await authorise(who, CARDS.challenge, {}, { source: 'online-joining' });
    await answerChallenge(who, authorised, 'fail');
    expect((await complete(who, authorised.transactionUuid)).statusCode).toBe(409);
    expect(await membershipsOf(who)).toEqual([]);
    expect((await kit.cartOf(who)).items).toHaveLength(1);
  });

  it('refunds a payment for a plan the customer came to hold while paying', async () => {
    const who = await customerBorn();
    await joinGymAndSwim(who);
    const authorised = await authorise(who, CARDS.approve, {}, { source: 'online-joining' });
    // Joined at the desk meanwhile.
    await kit
      .db()
      .execute(sql`insert into ${customerMemberships} (client_id, user_id, plan_id, reference, starts_on)
      values (${kit.clientId}, ${who.id}, ${await planId('gym-and-swim')}, ${`MEM-D${who.id}`}, ${today()}::date)`);
    const response = await complete(who, authorised.transactionUuid);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      'You are already a member of Gym & Swim. Your payment of £54.99 has been refunded to your card.',
    );
    expect(await membershipsOf(who)).toHaveLength(1);
  });
});
