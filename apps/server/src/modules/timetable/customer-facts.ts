import type { ItemId, ViewerPrice } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  adHocSlots,
  bookings,
  cartItems,
  carts,
  classOccurrences,
  customerMemberships,
  customerPackages,
  membershipPlans,
  packages,
  slotBookings,
  ticketTimes,
  waitlistEntries,
} from '../../db/schema/index.ts';
import type { HeldTargets } from '../cart/viewer-holds.ts';
import type { RefsById, ViewerBookings } from './viewer-bookings.ts';

// What a logged-in customer's listing marks (decision 9: after the shared, cached listing):
// their basket's live holds and what each costs them, their bookings, their waiting-list places,
// and whether they hold any membership or package at all (without either, no member price or
// free session can apply, and nothing more is read). ONE prepared statement per request, shared
// by the basket overlay and the price overlay (issue 27: it was five statements, each planned
// on every read).

/** The customer's live basket lines of classes and slots, by listing id: what each costs them. */
export type HeldPrices = Record<'activity_class' | 'ad_hoc_slot', ReadonlyMap<ItemId, ViewerPrice | null>>;

export interface CustomerFacts {
  held: HeldTargets;
  heldPrices: HeldPrices;
  bookings: ViewerBookings;
  hasMembership: boolean;
  hasPackage: boolean;
}

interface Row {
  kind: 'held' | 'booking' | 'waitlist' | 'holder';
  ref: number | null;
  class_id: number | null;
  class_uid: string | null;
  slot_id: number | null;
  slot_uid: string | null;
  time_id: number | null;
  time_uid: string | null;
  course_id: number | null;
  position: number | null;
  price_pence: number | null;
  listed_pence: number | null;
  allowance: 'benefit' | 'package' | null;
  held_through: string | null;
  has_membership: boolean | null;
  has_package: boolean | null;
  offer_expires_at: Date | string | null;
}

const c = sql.placeholder('clientId');
const u = sql.placeholder('userId');

/** Live held lines, confirmed bookings not ended, live waiting-list entries, and one `holder` row. */
const factsSql = sql`
  select 'held' as kind, null::int as ref, i.class_occurrence_id as class_id, o.uid as class_uid,
      i.ad_hoc_slot_id as slot_id, s.uid as slot_uid, i.ticket_time_id as time_id, t.uid as time_uid,
      i.course_id as course_id, null::int as position,
      i.price_pence, coalesce(o.price_pence, s.price_pence) as listed_pence,
      case when i.plan_benefit_id is not null then 'benefit'
        when i.customer_package_id is not null then 'package' end as allowance,
      case when i.plan_benefit_id is not null then bp.name
        when i.customer_package_id is not null then k.name else op.name end as held_through,
      null::boolean as has_membership, null::boolean as has_package,
      null::timestamptz as offer_expires_at
    from ${cartItems} i
    join ${carts} cart on cart.client_id = i.client_id and cart.id = i.cart_id
    left join ${classOccurrences} o on o.client_id = i.client_id and o.id = i.class_occurrence_id
    left join ${adHocSlots} s on s.client_id = i.client_id and s.id = i.ad_hoc_slot_id
    left join ${ticketTimes} t on t.client_id = i.client_id and t.id = i.ticket_time_id
    left join ${customerMemberships} m on m.client_id = i.client_id and m.id = i.customer_membership_id
    left join ${membershipPlans} bp on bp.client_id = i.client_id and bp.id = m.plan_id
    left join ${customerPackages} cp on cp.client_id = i.client_id and cp.id = i.customer_package_id
    left join ${packages} k on k.client_id = i.client_id and k.id = cp.package_id
    left join ${membershipPlans} op on op.client_id = i.client_id and op.id = i.pricing_option_id
    where i.client_id = ${c} and cart.user_id = ${u} and cart.status = 'open'
      and i.status = 'held' and i.hold_expires_at > now()
  union all
  select 'booking', b.id, b.class_occurrence_id, o.uid, sb.slot_id, s.uid, b.ticket_time_id, t.uid,
      b.course_id, null, null, null, null, null, null, null, null
    from ${bookings} b
    left join ${classOccurrences} o on o.client_id = b.client_id and o.id = b.class_occurrence_id
    left join ${slotBookings} sb on sb.client_id = b.client_id and sb.id = b.slot_booking_id
    left join ${adHocSlots} s on s.client_id = sb.client_id and s.id = sb.slot_id
    left join ${ticketTimes} t on t.client_id = b.client_id and t.id = b.ticket_time_id
    where b.client_id = ${c} and b.user_id = ${u} and b.status = 'confirmed'
      and (b.ends_at > now() or b.course_id is not null)
  union all
  select 'waitlist', e.id, e.class_occurrence_id, o.uid, null, null, null, null, null,
      (select count(*)::int from ${waitlistEntries} ahead
        where ahead.client_id = e.client_id and ahead.class_occurrence_id = e.class_occurrence_id
          and ahead.status in ('waiting', 'offered') and ahead.id <= e.id),
      null, null, null, null, null, null,
      case when e.status = 'offered' then e.offer_expires_at end
    from ${waitlistEntries} e
    join ${classOccurrences} o on o.client_id = e.client_id and o.id = e.class_occurrence_id
    where e.client_id = ${c} and e.user_id = ${u}
      -- An offer declined (its line out of the basket) or whose time is up has ended, though the
      -- worker may not have passed it on yet: left out, never shown as a place held.
      and (e.status = 'waiting' or (e.status = 'offered' and e.offer_expires_at > now() and exists (
        select 1 from ${cartItems} oi where oi.client_id = e.client_id and oi.id = e.cart_item_id
          and oi.status = 'held' and oi.hold_expires_at > now())))
  union all
  select 'holder', null, null, null, null, null, null, null, null, null, null, null, null, null,
      exists (select 1 from ${customerMemberships} hm where hm.client_id = ${c}
        and hm.user_id = ${u} and hm.status = 'active'),
      exists (select 1 from ${customerPackages} hp where hp.client_id = ${c}
        and hp.user_id = ${u} and hp.expires_at > now()),
      null`;

const column = <T>(name: keyof Row) => sql<T>`f.${sql.identifier(name)}`;

const factsQuery = preparedPerHandle((db: Database) =>
  db
    .select({
      kind: column<Row['kind']>('kind'),
      ref: column<number | null>('ref'),
      class_id: column<number | null>('class_id'),
      class_uid: column<string | null>('class_uid'),
      slot_id: column<number | null>('slot_id'),
      slot_uid: column<string | null>('slot_uid'),
      time_id: column<number | null>('time_id'),
      time_uid: column<string | null>('time_uid'),
      course_id: column<number | null>('course_id'),
      position: column<number | null>('position'),
      price_pence: column<number | null>('price_pence'),
      listed_pence: column<number | null>('listed_pence'),
      allowance: column<Row['allowance']>('allowance'),
      held_through: column<string | null>('held_through'),
      has_membership: column<boolean | null>('has_membership'),
      has_package: column<boolean | null>('has_package'),
      offer_expires_at: column<Date | string | null>('offer_expires_at'),
    })
    .from(sql`(${factsSql}) as f`)
    .prepare('customer_listing_facts'),
);

function heldPriceOf(row: Row, symbol: string): ViewerPrice | null {
  const heldThrough = row.held_through ?? '';
  if (row.allowance) return { price: priceOf(0, symbol), paidWith: row.allowance, heldThrough };
  const pence = Number(row.price_pence);
  if (row.held_through === null || pence >= Number(row.listed_pence)) return null;
  return { price: priceOf(pence, symbol), paidWith: 'member_price', heldThrough };
}

const put = (map: Map<ItemId, number>, ref: number, ...ids: (ItemId | null)[]) => {
  for (const id of ids) if (id !== null) map.set(id, ref);
};
const add = (set: Set<ItemId>, ...ids: (ItemId | null)[]) => {
  for (const id of ids) if (id !== null) set.add(id);
};

function factsFrom(rows: readonly Row[], symbol: string): CustomerFacts {
  const held: HeldTargets = {
    classes: new Set(),
    slots: new Set(),
    ticketTimes: new Set(),
    courses: new Set(),
  };
  const heldPrices = { activity_class: new Map(), ad_hoc_slot: new Map() } satisfies HeldPrices;
  const refs = () => new Map<ItemId, number>();
  const booked = { classes: refs(), slots: refs(), ticketTimes: refs(), courses: refs() };
  const waitlisted = refs();
  const waitlistPositions = refs();
  const waitlistOffers = new Map<ItemId, string>();
  const facts = { hasMembership: false, hasPackage: false };
  for (const row of rows) {
    if (row.kind === 'holder') {
      facts.hasMembership = row.has_membership === true;
      facts.hasPackage = row.has_package === true;
    } else if (row.kind === 'held') {
      add(held.classes, row.class_id, row.class_uid);
      add(held.slots, row.slot_id, row.slot_uid);
      add(held.ticketTimes, row.time_id, row.time_uid);
      add(held.courses, row.course_id);
      const price = row.class_id !== null || row.slot_id !== null ? heldPriceOf(row, symbol) : null;
      for (const id of [row.class_id, row.class_uid])
        if (id !== null) heldPrices.activity_class.set(id, price);
      for (const id of [row.slot_id, row.slot_uid]) if (id !== null) heldPrices.ad_hoc_slot.set(id, price);
    } else if (row.kind === 'waitlist') {
      put(waitlisted, Number(row.ref), row.class_id, row.class_uid);
      put(waitlistPositions, Number(row.position), row.class_id, row.class_uid);
      if (row.offer_expires_at !== null) {
        const endsAt = new Date(row.offer_expires_at).toISOString();
        for (const id of [row.class_id, row.class_uid]) if (id !== null) waitlistOffers.set(id, endsAt);
      }
    } else {
      const ref = Number(row.ref);
      put(booked.classes, ref, row.class_id, row.class_uid);
      put(booked.slots, ref, row.slot_id, row.slot_uid);
      put(booked.ticketTimes, ref, row.time_id, row.time_uid);
      put(booked.courses, ref, row.course_id);
    }
  }
  const bookings: ViewerBookings = {
    ...({ ...booked, waitlisted, waitlistPositions } satisfies Record<string, RefsById>),
    waitlistOffers,
  };
  return { held, heldPrices, bookings, ...facts };
}

const perRequest = new WeakMap<FastifyRequest, Map<number, Promise<CustomerFacts>>>();

/**
 * The facts of customer `userId` (the viewer, or the desk's customer) for this request: read once,
 * however many overlays ask.
 */
export function customerFactsOf(
  request: FastifyRequest,
  customer: { clientId: number; userId: number; symbol: string },
): Promise<CustomerFacts> {
  let byUser = perRequest.get(request);
  if (!byUser) {
    byUser = new Map();
    perRequest.set(request, byUser);
  }
  let facts = byUser.get(customer.userId);
  if (!facts) {
    facts = factsQuery(request.server.db)
      .execute({ clientId: customer.clientId, userId: customer.userId })
      .then((rows) => factsFrom(rows, customer.symbol));
    byUser.set(customer.userId, facts);
  }
  return facts;
}
