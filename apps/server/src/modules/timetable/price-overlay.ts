import type { ActivityClass, ClassDetail, Slot, SlotList, Timetable, ViewerPrice } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  adHocSlots,
  cartItems,
  carts,
  classOccurrences,
  customerMemberships,
  customerPackages,
  membershipPlans,
  packages,
} from '../../db/schema/index.ts';
import { optionalUser } from '../auth/session.ts';
import type { PricingFacts } from '../pricing/viewer-price.ts';
import { viewerPriceOf } from '../pricing/viewer-price.ts';
import { pricingFactsOf } from '../pricing/viewer-pricing.repository.ts';
import { overlaidUserIdOf } from './basket-overlay.ts';

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
  held: Record<PricedType, ReadonlyMap<string | number, ViewerPrice | null>>;
}

type Priced = Pick<ActivityClass, 'id' | 'activitySlug' | 'price' | 'startsAt'>;
type PricedType = 'activity_class' | 'ad_hoc_slot';

interface HeldLineRow {
  class_id: number | null;
  class_uid: string | null;
  slot_id: number | null;
  slot_uid: string | null;
  price_pence: number;
  listed_pence: number;
  allowance: 'benefit' | 'package' | null;
  held_through: string | null;
}

/** The customer's live basket lines of classes and slots, with what each costs and what pays. */
async function heldLinePrices(db: Db, input: { clientId: number; userId: number; symbol: string }) {
  const rows = await rowsOf<HeldLineRow>(
    db,
    sql`select i.class_occurrence_id as class_id, o.uid as class_uid, i.ad_hoc_slot_id as slot_id, s.uid as slot_uid,
        i.price_pence, coalesce(o.price_pence, s.price_pence) as listed_pence,
        case when i.plan_benefit_id is not null then 'benefit'
          when i.customer_package_id is not null then 'package' end as allowance,
        case when i.plan_benefit_id is not null then bp.name
          when i.customer_package_id is not null then k.name else op.name end as held_through
      from ${cartItems} i
      join ${carts} c on c.client_id = i.client_id and c.id = i.cart_id
      left join ${classOccurrences} o on o.client_id = i.client_id and o.id = i.class_occurrence_id
      left join ${adHocSlots} s on s.client_id = i.client_id and s.id = i.ad_hoc_slot_id
      left join ${customerMemberships} m on m.client_id = i.client_id and m.id = i.customer_membership_id
      left join ${membershipPlans} bp on bp.client_id = i.client_id and bp.id = m.plan_id
      left join ${customerPackages} cp on cp.client_id = i.client_id and cp.id = i.customer_package_id
      left join ${packages} k on k.client_id = i.client_id and k.id = cp.package_id
      left join ${membershipPlans} op on op.client_id = i.client_id and op.id = i.pricing_option_id
      where i.client_id = ${input.clientId} and c.user_id = ${input.userId} and c.status = 'open'
        and i.type in ('activity_class', 'ad_hoc_slot') and i.status = 'held' and i.hold_expires_at > now()`,
  );
  const held = { activity_class: new Map(), ad_hoc_slot: new Map() } satisfies ViewerPricing['held'];
  for (const row of rows) {
    const price = heldPriceOf(row, input.symbol);
    for (const id of [row.class_id, row.class_uid]) if (id !== null) held.activity_class.set(id, price);
    for (const id of [row.slot_id, row.slot_uid]) if (id !== null) held.ad_hoc_slot.set(id, price);
  }
  return held;
}

function heldPriceOf(row: HeldLineRow, symbol: string): ViewerPrice | null {
  const heldThrough = row.held_through ?? '';
  if (row.allowance) return { price: priceOf(0, symbol), paidWith: row.allowance, heldThrough };
  const pence = Number(row.price_pence);
  if (row.held_through === null || pence >= Number(row.listed_pence)) return null;
  return { price: priceOf(pence, symbol), paidWith: 'member_price', heldThrough };
}

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
  const scope = { clientId: client.id, userId, zone: client.timezone, venue };
  const [{ facts, activityIdsBySlug }, held] = await Promise.all([
    pricingFactsOf(db, {
      ...scope,
      activitySlugs: [...new Set(items.map((item) => item.activitySlug))],
      months: [...new Set(items.map((item) => item.startsAt.dateTime.slice(0, 7)))],
    }),
    heldLinePrices(db, { clientId: client.id, userId, symbol: client.currencySymbol }),
  ]);
  return { symbol: client.currencySymbol, facts, activityIdsBySlug, held };
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
