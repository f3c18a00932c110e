import type { Cart } from '@leisure/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerMemberships, membershipPlans, users, venues } from '../../db/schema/index.ts';
import type { BookingKit, Shopper, TestCustomer } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { dayOf } from '../timetable/calendar.ts';

/** Test-only: online joining's calls as the joining pages make them, and the demo rows they name. */
export function joiningCallsOf(kit: BookingKit) {
  const today = () => dayOf(new Date(), kit.client.timezone);

  async function planId(slug: string, clientId = kit.clientId) {
    const [row] = await kit
      .db()
      .select({ id: membershipPlans.id })
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, clientId), eq(membershipPlans.slug, slug)));
    if (!row) throw new Error(`no plan ${slug}`);
    return row.id;
  }

  async function venueId(slug: string) {
    const [row] = await kit
      .db()
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.clientId, kit.clientId), eq(venues.slug, slug)));
    if (!row) throw new Error(`no venue ${slug}`);
    return row.id;
  }

  /** A customer born on `dateOfBirth` (an adult by default; null: unknown). */
  async function customerBorn(dateOfBirth: string | null = '1990-05-14') {
    const who = await kit.customer();
    await kit
      .db()
      .update(users)
      .set({ dateOfBirth })
      .where(and(eq(users.clientId, kit.clientId), eq(users.id, who.id)));
    return who;
  }

  const centre = (slug: string, client = 'demo') =>
    kit.testApp.request({ method: 'GET', url: `/api/online-joining/centres/${slug}`, client });

  const join = (who: Shopper, body: object) => kit.post(who, '/api/online-joining/join', body);

  /** Puts Gym & Swim, at Leeds Central, in the customer's basket; answers the basket. */
  async function joinGymAndSwim(who: TestCustomer) {
    const response = await join(who, {
      plan_id: await planId('gym-and-swim'),
      home_venue_id: await venueId('leeds-central'),
    });
    expect(response.statusCode).toBe(201);
    return dataOf<Cart>(response);
  }

  const membershipsOf = (who: TestCustomer) =>
    kit
      .db()
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.clientId, kit.clientId), eq(customerMemberships.userId, who.id)));

  return { today, planId, venueId, customerBorn, centre, join, joinGymAndSwim, membershipsOf };
}
