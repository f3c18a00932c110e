import type { ActivityClass, ClassDetail, Slot, SlotList, Timetable } from '@leisure/contracts';
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../auth/session.ts';
import type { PricingFacts } from '../pricing/viewer-price.ts';
import { viewerPriceOf } from '../pricing/viewer-price.ts';
import { pricingFactsOf } from '../pricing/viewer-pricing.repository.ts';
import { overlaidUserIdOf } from './basket-overlay.ts';
import { customerFactsOf, type HeldPrices } from './customer-facts.ts';

const NO_FACTS: PricingFacts = { discounts: [], benefits: [], packages: [] };

/**
 * Listings are shared (decision 9) and show the standard `price`. For a logged-in customer (or the
 * desk's customer) each class and slot is given, per request, the price they will pay
 * (`viewerPrice`): what their basket line holds for an item in it, otherwise what an add would
 * charge now (`viewerPriceOf`, the basket's rule). Visitors get the shared payload untouched.
 */
export interface ViewerPricing {
  symbol: string;
  facts: PricingFacts;
  activityIdsBySlug: ReadonlyMap<string, number>;
  /** The customer's live basket lines of classes and of slots, by listing id (row id and uid). */
  held: HeldPrices;
}

type Priced = Pick<ActivityClass, 'id' | 'activitySlug' | 'price' | 'startsAt'>;
type PricedType = 'activity_class' | 'ad_hoc_slot';

/**
 * What the request's customer pays for the items of a listing at `venue`; undefined for a visitor
 * (nothing is read for them).
 */
export async function viewerPricingOf(
  request: FastifyRequest,
  venue: string,
  items: readonly Priced[],
): Promise<ViewerPricing | undefined> {
  const viewer = await optionalUser(request);
  if (!viewer || items.length === 0) return undefined;
  const userId = await overlaidUserIdOf(request, viewer);
  const client = viewer.client;
  const db = request.server.db;
  const symbol = client.currencySymbol;
  const customer = await customerFactsOf(request, { clientId: client.id, userId, symbol });
  const held = customer.heldPrices;
  // Without a membership or a package nothing but their basket's lines can change their prices.
  if (!customer.hasMembership && !customer.hasPackage) {
    return { symbol, facts: NO_FACTS, activityIdsBySlug: new Map(), held };
  }
  const { facts, activityIdsBySlug } = await pricingFactsOf(db, {
    clientId: client.id,
    userId,
    zone: client.timezone,
    venue,
    activitySlugs: [...new Set(items.map((item) => item.activitySlug))],
    months: [...new Set(items.map((item) => item.startsAt.dateTime.slice(0, 7)))],
  });
  return { symbol, facts, activityIdsBySlug, held };
}

function priceFor(item: Priced, type: PricedType, pricing: ViewerPricing) {
  const held = pricing.held[type];
  if (held.has(item.id)) return held.get(item.id) ?? null;
  const activityId = pricing.activityIdsBySlug.get(item.activitySlug);
  if (activityId === undefined) return null;
  return viewerPriceOf(
    {
      type,
      activityId,
      listedPricePence: item.price.amountPence,
      startsAt: new Date(item.startsAt.dateTime),
      day: item.startsAt.dateTime.slice(0, 10),
      month: item.startsAt.dateTime.slice(0, 7),
    },
    pricing.facts,
    pricing.symbol,
  );
}

const withPrice = <T extends Priced>(item: T, type: PricedType, pricing: ViewerPricing) =>
  ({ ...item, viewerPrice: priceFor(item, type, pricing) }) as T;

export const withClassPrices = (payload: Timetable, pricing: ViewerPricing | undefined): Timetable =>
  pricing
    ? { ...payload, classes: payload.classes.map((item) => withPrice(item, 'activity_class', pricing)) }
    : payload;

export const withClassDetailPrice = (
  payload: ClassDetail,
  pricing: ViewerPricing | undefined,
): ClassDetail =>
  pricing ? { ...payload, class: withPrice(payload.class, 'activity_class', pricing) } : payload;

export const withSlotPrices = (payload: SlotList, pricing: ViewerPricing | undefined): SlotList =>
  pricing
    ? { ...payload, slots: payload.slots.map((slot: Slot) => withPrice(slot, 'ad_hoc_slot', pricing)) }
    : payload;
