import { PriceQuote } from '@leisure/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  adHocSlots,
  classOccurrences,
  membershipPlans,
  ticketTimes,
  ticketTypes,
  venues,
} from '../../db/schema/index.ts';
import { dataOf, useTestApp } from '../../test/test-app.test-kit.ts';
import { quotePrice } from './pricing.service.ts';

const testApp = useTestApp();

const DEMO = { id: 1, currencySymbol: '£' };
const db = () => testApp.database.handle.db;
const priceUrl = (venue: string, activity: string | number) =>
  `/api/activities/price/${venue}/ticket/${activity}`;
const postPrice = (url: string, payload: unknown, client = 'demo') =>
  testApp.request({ method: 'POST', url, payload: payload as object, client });

async function idsOf(venueSlug: string, activitySlug: string) {
  const [venue] = await db()
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.clientId, DEMO.id), eq(venues.slug, venueSlug)));
  const [activity] = await db()
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.clientId, DEMO.id), eq(activities.slug, activitySlug)));
  if (!venue || !activity) throw new Error(`No ${activitySlug} at ${venueSlug} in the demo data`);
  return { venueId: venue.id, activityId: activity.id };
}

async function firstClass(venueSlug: string, activitySlug: string) {
  const { venueId, activityId } = await idsOf(venueSlug, activitySlug);
  const [row] = await db()
    .select()
    .from(classOccurrences)
    .where(and(eq(classOccurrences.venueId, venueId), eq(classOccurrences.activityId, activityId)))
    .orderBy(asc(classOccurrences.id))
    .limit(1);
  if (!row) throw new Error(`No ${activitySlug} class at ${venueSlug}`);
  return { ...row, activityId };
}

describe('price for the viewer', () => {
  it('prices a class by its v1 id and by its v2 uid, with no discount for an anonymous viewer', async () => {
    const yoga = await firstClass('leeds-central', 'yoga');
    const listed = { amountPence: yoga.pricePence, formatted: `£${(yoga.pricePence / 100).toFixed(2)}` };
    const expected = { price: listed, discountPercent: 0, membershipPlan: null, finalPrice: listed };
    for (const [activity, payload] of [
      [yoga.activityId, { reference: String(yoga.id), is_v2: false }],
      ['yoga', { reference: yoga.id, is_v2: false }],
      [yoga.activityId, { reference: yoga.uid, is_v2: true }],
    ] as const) {
      const response = await postPrice(priceUrl('leeds-central', activity), payload);
      expect(response.statusCode).toBe(200);
      expect(PriceQuote.parse(dataOf(response))).toEqual(expected);
    }
  });

  it('prices a court slot by its id', async () => {
    const { venueId, activityId } = await idsOf('leeds-central', 'badminton');
    const [slot] = await db()
      .select()
      .from(adHocSlots)
      .where(and(eq(adHocSlots.venueId, venueId), eq(adHocSlots.activityId, activityId)))
      .limit(1);
    if (!slot) throw new Error('No badminton slot at leeds-central');
    const response = await postPrice(priceUrl('leeds-central', 'badminton'), {
      reference: slot.uid,
      is_v2: true,
    });
    expect(PriceQuote.parse(dataOf(response)).price.amountPence).toBe(slot.pricePence);
  });

  it('prices a ticket type, at a ticket time when one is named', async () => {
    const { venueId, activityId } = await idsOf('leeds-central', 'public-swim');
    const [ticket] = await db()
      .select()
      .from(ticketTypes)
      .where(and(eq(ticketTypes.venueId, venueId), eq(ticketTypes.activityId, activityId)))
      .orderBy(asc(ticketTypes.sortOrder))
      .limit(1);
    const [time] = await db()
      .select()
      .from(ticketTimes)
      .where(and(eq(ticketTimes.venueId, venueId), eq(ticketTimes.activityId, activityId)))
      .limit(1);
    if (!ticket || !time) throw new Error('No public swim tickets at leeds-central');
    const url = priceUrl('leeds-central', 'public-swim');
    for (const payload of [
      { reference: String(ticket.id), is_v2: false },
      { reference: String(ticket.id), is_v2: false, occurrence_id: String(time.id) },
      { reference: String(ticket.id), is_v2: true, occurrence_id: time.uid },
    ]) {
      const quote = PriceQuote.parse(dataOf(await postPrice(url, payload)));
      expect(quote.price.amountPence).toBe(ticket.pricePence);
      expect(quote.finalPrice).toEqual(quote.price);
    }
    const unknownTime = await postPrice(url, {
      reference: String(ticket.id),
      is_v2: false,
      occurrence_id: '999999',
    });
    expect(unknownTime.statusCode).toBe(404);
  });

  it('answers 404 for an unknown venue, activity or item, and for an item of another activity', async () => {
    const yoga = await firstClass('leeds-central', 'yoga');
    for (const [url, payload] of [
      [priceUrl('no-such-venue', 'yoga'), { reference: String(yoga.id), is_v2: false }],
      [priceUrl('leeds-central', 'no-such-activity'), { reference: String(yoga.id), is_v2: false }],
      [priceUrl('leeds-central', 999_999), { reference: String(yoga.id), is_v2: false }],
      [priceUrl('leeds-central', 'yoga'), { reference: '999999', is_v2: false }],
      [priceUrl('leeds-central', 'yoga'), { reference: '99999999999999999999', is_v2: false }],
      [priceUrl('leeds-central', 'yoga'), { reference: 'no-such-uid', is_v2: true }],
      [priceUrl('leeds-central', 'spin'), { reference: String(yoga.id), is_v2: false }],
      [priceUrl('york', 'yoga'), { reference: String(yoga.id), is_v2: false }],
    ] as const) {
      const response = await postPrice(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 422 wrong_api_family for an id of the other family', async () => {
    const yoga = await firstClass('leeds-central', 'yoga');
    for (const payload of [
      { reference: String(yoga.id), is_v2: true },
      { reference: yoga.uid, is_v2: false },
    ]) {
      const response = await postPrice(priceUrl('leeds-central', 'yoga'), payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'wrong_api_family',
        errors: { reference: expect.any(Array) },
      });
    }
  });

  it('answers 422 with the field map for a body that breaks the schema', async () => {
    const url = priceUrl('leeds-central', 'yoga');
    const cases = [
      [{ is_v2: false }, 'reference'],
      [{ reference: '12' }, 'is_v2'],
      [{ reference: true, is_v2: false }, 'reference'],
      [{ reference: '', is_v2: false }, 'reference'],
      [{ reference: '12', is_v2: 'yes' }, 'is_v2'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await postPrice(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { [field]: expect.any(Array) },
      });
    }
    const ticketTypeByUid = await postPrice(priceUrl('leeds-central', 'public-swim'), {
      reference: 'abc',
      is_v2: true,
    });
    expect(ticketTypeByUid.statusCode).toBe(422);
  });

  it("keeps tenants apart: riverside cannot price a demo venue's class", async () => {
    const yoga = await firstClass('leeds-central', 'yoga');
    const response = await postPrice(
      priceUrl('leeds-central', yoga.activityId),
      { reference: String(yoga.id), is_v2: false },
      'riverside',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('membership discounts on the price', () => {
  const planIdOf = async (slug: string) => {
    const [plan] = await db()
      .select({ id: membershipPlans.id, name: membershipPlans.name })
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clientId, DEMO.id), eq(membershipPlans.slug, slug)));
    if (!plan) throw new Error(`No plan ${slug}`);
    return plan;
  };

  it("applies the best discount of the viewer's plans on the activity", async () => {
    const yoga = await firstClass('leeds-central', 'yoga');
    const gymAndSwim = await planIdOf('gym-and-swim');
    const offPeak = await planIdOf('off-peak');
    const quote = await quotePrice(db(), {
      client: DEMO,
      venue: 'leeds-central',
      activity: 'yoga',
      request: { reference: String(yoga.id), is_v2: false },
      viewer: { membershipPlanIds: [offPeak.id, gymAndSwim.id] },
    });
    expect(quote).toMatchObject({
      price: { amountPence: yoga.pricePence },
      discountPercent: 20,
      membershipPlan: gymAndSwim,
      finalPrice: { amountPence: Math.floor(yoga.pricePence * 0.8) },
    });
  });

  it('applies a venue-tied plan at its own venue only', async () => {
    const racquets = await planIdOf('harrogate-racquets');
    const junior = await planIdOf('junior');
    const quoteTennisAt = async (venueSlug: string) => {
      const { venueId, activityId } = await idsOf(venueSlug, 'tennis');
      const [slot] = await db()
        .select()
        .from(adHocSlots)
        .where(and(eq(adHocSlots.venueId, venueId), eq(adHocSlots.activityId, activityId)))
        .orderBy(asc(adHocSlots.id))
        .limit(1);
      if (!slot) throw new Error(`No tennis slot at ${venueSlug}`);
      return quotePrice(db(), {
        client: DEMO,
        venue: venueSlug,
        activity: 'tennis',
        request: { reference: String(slot.id), is_v2: false },
        viewer: { membershipPlanIds: [racquets.id, junior.id] },
      });
    };
    const atHarrogate = await quoteTennisAt('harrogate');
    expect(atHarrogate).toMatchObject({ discountPercent: 30, membershipPlan: racquets });
    expect(atHarrogate.finalPrice.amountPence).toBe(Math.floor((atHarrogate.price.amountPence * 70) / 100));
    const atYork = await quoteTennisAt('york');
    expect(atYork).toMatchObject({ discountPercent: 0, membershipPlan: null });
    expect(atYork.finalPrice).toEqual(atYork.price);
  });
});

describe('OpenAPI', () => {
  it('publishes the price call with its request and answer', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json() as {
      paths: Record<string, { post?: { description?: string } }>;
      components: { schemas: Record<string, unknown> };
    };
    const call = document.paths['/api/activities/price/{venue}/ticket/{activityId}'];
    expect(call?.post?.description).toContain('ticket type id');
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['PriceRequest', 'PriceQuote']),
    );
  });
});
