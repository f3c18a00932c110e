import type { PlanRefusals } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerMemberships } from '../../db/schema/index.ts';
import { errorOf, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { giveMembership } from '../bookings/booking-orders.test-kit.ts';
import { CARDS, cardPaymentCallsOf } from '../checkout/card-payment-calls.test-kit.ts';
import { addDaysTo } from '../timetable/calendar.ts';
import { joiningCallsOf } from './online-joining-calls.test-kit.ts';

const kit = useBookingKit();
const { authorise, complete } = cardPaymentCallsOf(kit);
const { today, planId, venueId, customerBorn, join, membershipsOf } = joiningCallsOf(kit);

const refusalsPath = '/api/online-joining/plan-refusals';
const overlapText = 'You are already a member of Gym & Swim, which covers some of what Swim only includes.';

describe('a plan that overlaps a membership held', () => {
  it('is refused when joined: a Gym & Swim member cannot buy Swim only (409, the error shape)', async () => {
    const who = await customerBorn();
    await giveMembership(kit, who, 'gym-and-swim', addDaysTo(today(), -40, kit.client.timezone));
    const response = await join(who, {
      plan_id: await planId('swim-only'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'conflict', message: overlapText, errors: {} });
    expect((await kit.cartOf(who)).items).toEqual([]);
  });

  it('leaves a plan covering nothing in common, or a membership that has ended, free to buy', async () => {
    const who = await customerBorn();
    await giveMembership(kit, who, 'harrogate-racquets', addDaysTo(today(), -40, kit.client.timezone));
    const ended = await customerBorn();
    await giveMembership(kit, ended, 'gym-and-swim', addDaysTo(today(), -80, kit.client.timezone));
    await kit
      .db()
      .execute(sql`update ${customerMemberships} set ends_on = ${addDaysTo(today(), -1, kit.client.timezone)}::date
        where client_id = ${kit.clientId} and user_id = ${ended.id}`);
    for (const customer of [who, ended]) {
      const response = await join(customer, {
        plan_id: await planId('swim-only'),
        home_venue_id: await venueId('leeds-central'),
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('refunds a payment for a plan that came to overlap one held while paying', async () => {
    const who = await customerBorn();
    const joined = await join(who, {
      plan_id: await planId('swim-only'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(joined.statusCode).toBe(201);
    const authorised = await authorise(who, CARDS.approve, {}, { source: 'online-joining' });
    // Joined Gym & Swim at the desk meanwhile.
    await kit
      .db()
      .execute(sql`insert into ${customerMemberships} (client_id, user_id, plan_id, reference, starts_on)
      values (${kit.clientId}, ${who.id}, ${await planId('gym-and-swim')}, ${`MEM-O${who.id}`}, ${today()}::date)`);
    const response = await complete(who, authorised.transactionUuid);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      `${overlapText} Your payment of £39.99 has been refunded to your card.`,
    );
    expect(await membershipsOf(who)).toHaveLength(1);
  });
});

describe('GET /api/online-joining/plan-refusals', () => {
  it('names, for a member, each plan sold online they may not buy, with the words of the 409', async () => {
    const who = await customerBorn();
    await giveMembership(kit, who, 'gym-and-swim', addDaysTo(today(), -40, kit.client.timezone));
    const response = await kit.get(who, refusalsPath);
    expect(response.statusCode).toBe(200);
    const { refusals } = dataOf<PlanRefusals>(response);
    const byPlan = new Map(refusals.map((refusal) => [refusal.planId, refusal]));
    expect(byPlan.get(await planId('gym-and-swim'))).toEqual({
      planId: await planId('gym-and-swim'),
      heldPlanName: 'Gym & Swim',
      message: 'You are already a member of Gym & Swim.',
    });
    expect(byPlan.get(await planId('swim-only'))?.message).toBe(overlapText);
    // Classes and the pool in common; nothing in common with racquets at Harrogate.
    for (const slug of ['off-peak', 'family']) expect(byPlan.has(await planId(slug)), slug).toBe(true);
    expect(byPlan.has(await planId('harrogate-racquets'))).toBe(false);
    // Not sold online: never listed.
    expect(byPlan.has(await planId('corporate'))).toBe(false);
  });

  it('is empty for a visitor and for a customer with no membership, and is their own', async () => {
    const visitor = await kit.get(kit.visitor(), refusalsPath);
    expect(dataOf<PlanRefusals>(visitor)).toEqual({ refusals: [] });
    const newcomer = await customerBorn();
    expect(dataOf<PlanRefusals>(await kit.get(newcomer, refusalsPath))).toEqual({ refusals: [] });
    // A customer naming another gets 403, never the other's memberships.
    const member = await customerBorn();
    await giveMembership(kit, member, 'swim-only');
    const named = await kit.get(newcomer, `${refusalsPath}?selected_user_id=${member.id}`);
    expect(named.statusCode).toBe(403);
  });
});
