import { type ActivityClass, MembershipPricing, type PlanPricing, Timetable } from '@leisure/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, activityVenues, venues } from '../../db/schema/index.ts';
import { classItem, useBookingKit } from '../../test/booking-kit.test-kit.ts';
import { dataOf } from '../../test/test-app.test-kit.ts';
import { giveMembership } from '../bookings/booking-orders.test-kit.ts';
import { discountedPence } from './membership-discount.ts';

const kit = useBookingKit();

const pricingAt = (venue: string, client = 'demo') =>
  kit.testApp.request({ method: 'GET', url: `/api/activities/pricing?venue=${venue}`, client });

async function pricing(venue: string): Promise<MembershipPricing> {
  const response = await pricingAt(venue);
  expect(response.statusCode, response.body).toBe(200);
  return MembershipPricing.parse(dataOf(response));
}

const planOf = (all: MembershipPricing, slug: string) => all.plans.find((plan) => plan.slug === slug);
const slugsOf = (plan: PlanPricing | undefined) => plan?.discounts.map((discount) => discount.activity.slug);

/** The slugs of the sub-activities of `kind` offered at a venue (what is booked). */
async function offeredAt(venueSlug: string, kind: 'class' | 'ad_hoc') {
  const rows = await kit
    .db()
    .select({ slug: activities.slug })
    .from(activities)
    .innerJoin(
      activityVenues,
      and(eq(activityVenues.clientId, activities.clientId), eq(activityVenues.activityId, activities.id)),
    )
    .innerJoin(venues, and(eq(venues.clientId, activities.clientId), eq(venues.id, activityVenues.venueId)))
    .where(
      and(
        eq(activities.clientId, kit.clientId),
        eq(venues.slug, venueSlug),
        eq(activities.kind, kind),
        isNotNull(activities.parentId),
      ),
    );
  return rows.map((row) => row.slug).sort();
}

describe('membership discounts at a venue (GET /api/activities/pricing)', () => {
  it("lists each plan's member prices on the venue's classes, and its free sessions", async () => {
    const leeds = await pricing('leeds-central');
    expect(leeds.venue).toMatchObject({ slug: 'leeds-central', name: expect.any(String) });
    const classes = await offeredAt('leeds-central', 'class');
    const gymAndSwim = planOf(leeds, 'gym-and-swim');
    expect(gymAndSwim).toMatchObject({
      name: 'Gym & Swim',
      price: { amountPence: 3499, formatted: '£34.99' },
      joiningFee: { amountPence: 2000, formatted: '£20.00' },
      termMonths: 12,
      isJoinableOnline: true,
    });
    expect(slugsOf(gymAndSwim)?.sort()).toEqual(classes);
    expect(gymAndSwim?.discounts.every((discount) => discount.percentOff === 20)).toBe(true);
    expect(gymAndSwim?.freeSessions).toEqual([
      {
        name: '2 free classes a month',
        sessionsPerMonth: 2,
        activities: expect.arrayContaining([expect.objectContaining({ slug: 'yoga', name: 'Yoga' })]),
      },
    ]);
    expect(planOf(leeds, 'off-peak')?.discounts.map((discount) => discount.percentOff)).toEqual(
      classes.map(() => 15),
    );
    // Sold at the desk only: listed, not joinable online.
    expect(planOf(leeds, 'corporate')).toMatchObject({ isJoinableOnline: false });
    // The basket charges member prices on classes only: a plan whose discounts are all on
    // swims and courts gives nothing a member would pay less for here, and is left out.
    expect(planOf(leeds, 'junior')).toBeUndefined();
    expect(slugsOf(planOf(leeds, 'swim-only'))).toEqual(['aqua-aerobics']);
    // Tied to another venue.
    expect(planOf(leeds, 'harrogate-racquets')).toBeUndefined();
  });

  it("lists a venue's own plan there, by its free court sessions, and finds the venue by id", async () => {
    const harrogate = await pricing('harrogate');
    const racquets = planOf(harrogate, 'harrogate-racquets');
    expect(racquets?.discounts).toEqual([]);
    const courts = (await offeredAt('harrogate', 'ad_hoc')).filter((slug) =>
      ['squash', 'tennis'].includes(slug),
    );
    expect(racquets?.freeSessions[0]?.activities.map((activity) => activity.slug).sort()).toEqual(courts);
    expect(await pricing(String(harrogate.venue.id))).toEqual(harrogate);
  });

  it('quotes the percentage the basket takes off for a member', async () => {
    const member = await kit.customer();
    await giveMembership(kit, member, 'off-peak');
    const lesson = await kit.classWithSpaces(3, { activitySlug: 'yoga' });
    const listed = await pricing(lesson.venueSlug);
    const percentOff = planOf(listed, 'off-peak')?.discounts.find(
      (discount) => discount.activity.slug === 'yoga',
    )?.percentOff;
    expect(percentOff).toBe(15);
    const cart = await kit.added(member, [classItem(lesson)]);
    expect(cart.items[0]?.price.amountPence).toBe(discountedPence(lesson.pricePence, percentOff ?? 0));
    const day = Timetable.parse(await kit.read(member, kit.listingUrl(lesson, 'timetable')));
    const seen = day.classes.find((item) => item.id === lesson.listingId) as ActivityClass;
    expect(seen.viewerPrice?.price.amountPence).toBe(cart.items[0]?.price.amountPence);
  });

  it("keeps clients apart: another client's venue is not found, and each lists its own plans", async () => {
    expect((await pricingAt('leeds-central', 'riverside')).statusCode).toBe(404);
    const [leeds] = await kit
      .db()
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.clientId, kit.clientId), eq(venues.slug, 'leeds-central')));
    expect((await pricingAt(String(leeds?.id), 'riverside')).statusCode).toBe(404);
    const bath = await pricingAt('bath', 'riverside');
    expect(bath.statusCode, bath.body).toBe(200);
    const plans = MembershipPricing.parse(dataOf(bath)).plans;
    expect(plans.map((plan) => plan.slug)).toEqual(['riverside-flex']);
    expect(plans[0]?.isJoinableOnline).toBe(false);
  });

  it('answers 404 for an unknown venue and 422 without one', async () => {
    const unknown = await pricingAt('no-such-venue');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const missing = await kit.testApp.request({
      method: 'GET',
      url: '/api/activities/pricing',
      client: 'demo',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', errors: { venue: expect.any(Array) } });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await kit.testApp.request({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, { get?: { summary?: string } }>;
    };
    expect(document.paths['/api/activities/pricing']?.get?.summary).toContain('/pricing');
  });
});
