import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Transaction } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  activities,
  adHocSlots,
  attendees,
  bookings,
  cartItems,
  carts,
  classOccurrences,
  courses,
  customerMemberships,
  customerPackages,
  locations,
  membershipPlanBenefits,
  membershipPlans,
  packages,
  ticketTimes,
  ticketTypes,
  users,
  venues,
} from '../../db/schema/index.ts';
import { courseSessionsJson } from '../courses/courses.repository.ts';
import { liveHeldPlaces } from '../timetable/capacity.ts';
import { cartExtrasJson } from './cart-extras.repository.ts';
import { type CartOwner, isGuest } from './cart-owner.ts';
import { lineBookableJoins } from './line-bookables.ts';

export type CartRow = typeof carts.$inferSelect;

async function findOpen(db: Db, clientId: number, owner: SQL): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.clientId, clientId), owner, eq(carts.status, 'open')))
    .limit(1);
  return row;
}

interface RawCartRow {
  client_id: number;
  id: number;
  uuid: string;
  user_id: number | null;
  guest_key_hash: string | null;
  status: CartRow['status'];
  created_at: Date | string;
  updated_at: Date | string;
}

const toCartRow = (row: RawCartRow): CartRow => ({
  clientId: row.client_id,
  id: row.id,
  uuid: row.uuid,
  userId: row.user_id,
  guestKeyHash: row.guest_key_hash,
  status: row.status,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/**
 * The open cart of a user or of a guest key, created empty if there is none, in ONE statement
 * for the usual cases (it exists; nobody else is making it): a CTE finds it, and inserts it
 * only when not found. Safe against two first calls at once: the unique index of open carts
 * makes the second insert do nothing, and its statement's snapshot may not see the first's
 * row, so an empty answer reads again (as the separate find, insert, find did).
 */
async function findOrOpen(
  db: Db,
  clientId: number,
  owner: { column: 'user_id'; value: number } | { column: 'guest_key_hash'; value: string },
): Promise<CartRow | undefined> {
  const column = sql.identifier(owner.column);
  const columns = sql`client_id, id, uuid, user_id, guest_key_hash, status, created_at, updated_at`;
  const [row] = await rowsOf<RawCartRow>(
    db,
    sql`with found as (
        select ${columns} from ${carts}
        where client_id = ${clientId} and ${column} = ${owner.value} and status = 'open' limit 1
      ), made as (
        insert into ${carts} (client_id, ${column})
        select ${clientId}, ${owner.value} where not exists (select 1 from found)
        on conflict (client_id, ${column}) where status = 'open' do nothing
        returning ${columns}
      )
      select ${columns} from found union all select ${columns} from made`,
  );
  if (row) return toCartRow(row);
  const match =
    owner.column === 'user_id' ? eq(carts.userId, owner.value) : eq(carts.guestKeyHash, owner.value);
  return findOpen(db, clientId, match);
}

/** The user's open cart, created empty if there is none (safe against two first calls at once). */
export async function openCartOf(db: Db, clientId: number, userId: number): Promise<CartRow> {
  const cart = await findOrOpen(db, clientId, { column: 'user_id', value: userId });
  if (!cart) throw new Error('open cart missing after insert');
  return cart;
}

/** A visitor's open cart by the SHA-256 of their guest cookie, created when `create` asks. */
export async function guestCartOf(
  db: Db,
  clientId: number,
  guestKeyHash: string,
  create: boolean,
): Promise<CartRow | undefined> {
  if (!create) return findOpen(db, clientId, eq(carts.guestKeyHash, guestKeyHash));
  return findOrOpen(db, clientId, { column: 'guest_key_hash', value: guestKeyHash });
}

/**
 * The owner's open cart. A customer always has one (made on first read); a visitor's is made
 * only when `create` asks (their first add), so reading an empty guest basket writes nothing.
 */
export async function cartOfOwner(db: Db, owner: CartOwner, create: boolean): Promise<CartRow | undefined> {
  if (!isGuest(owner)) return openCartOf(db, owner.client.id, owner.userId);
  if (!owner.guest) return undefined;
  return guestCartOf(db, owner.client.id, owner.guest.hash, create);
}

export async function touchCart(db: Db, clientId: number, cartId: number) {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(carts.clientId, clientId), eq(carts.id, cartId)));
}

/** A benefit or package session paying for a line, as `lineAllowance` reads it. */
export interface LineAllowanceRow {
  kind: 'benefit' | 'package';
  name: string;
  heldThrough: string;
  /**
   * Sessions left once this line and the basket's lines before it are booked (in the session's
   * month for a benefit); see `takenUpToThisLine`.
   */
  sessionsLeft: number;
  expiresAt: string | null;
  priceWithoutPence: number;
}

/** When the session of a held line `h` starts (only class and slot lines take allowances). */
const heldLineStart = sql`left join ${classOccurrences} ho on ho.client_id = h.client_id
    and ho.id = h.class_occurrence_id
  left join ${adHocSlots} hs on hs.client_id = h.client_id and hs.id = h.ad_hoc_slot_id`;

/**
 * The live held lines `h` that take a session before this line is booked: every one in another
 * basket, and in this basket this line and those shown before it (the basket's order: start
 * time, then line id). So with two free classes left and two in the basket, the first says one
 * is left after it and the second none.
 */
const takenUpToThisLine = sql`h.status = 'held' and h.hold_expires_at > now()
  and (h.cart_id <> ${cartItems.cartId}
    or (coalesce(ho.starts_at, hs.starts_at), h.id)
      <= (coalesce(${classOccurrences.startsAt}, ${adHocSlots.startsAt}), ${cartItems.id}))`;

const lineAllowance = sql<LineAllowanceRow | null>`case
  when ${cartItems.planBenefitId} is not null then (
    select json_build_object('kind', 'benefit', 'name', b.name, 'heldThrough', p.name,
      'sessionsLeft', b.sessions_per_month
        - (select count(*) from ${bookings} k where k.client_id = m.client_id and k.customer_membership_id = m.id
            and k.plan_benefit_id = b.id and k.allowance_month = ${cartItems.allowanceMonth})
        - (select count(*) from ${cartItems} h ${heldLineStart}
            where h.client_id = m.client_id and h.customer_membership_id = m.id
            and h.plan_benefit_id = b.id and h.allowance_month = ${cartItems.allowanceMonth}
            and ${takenUpToThisLine}),
      'expiresAt', null, 'priceWithoutPence', ${cartItems.priceWithoutAllowancePence})
    from ${customerMemberships} m
    join ${membershipPlans} p on p.client_id = m.client_id and p.id = m.plan_id
    join ${membershipPlanBenefits} b on b.client_id = m.client_id and b.id = ${cartItems.planBenefitId}
    where m.client_id = ${cartItems.clientId} and m.id = ${cartItems.customerMembershipId})
  when ${cartItems.customerPackageId} is not null then (
    select json_build_object('kind', 'package', 'name', k.name, 'heldThrough', k.name,
      'sessionsLeft', c.sessions_total
        - (select count(*) from ${bookings} b where b.client_id = c.client_id and b.customer_package_id = c.id)
        - (select count(*) from ${cartItems} h ${heldLineStart}
            where h.client_id = c.client_id and h.customer_package_id = c.id and ${takenUpToThisLine}),
      'expiresAt', c.expires_at, 'priceWithoutPence', ${cartItems.priceWithoutAllowancePence})
    from ${customerPackages} c
    join ${packages} k on k.client_id = c.client_id and k.id = c.package_id
    where c.client_id = ${cartItems.clientId} and c.id = ${cartItems.customerPackageId})
  end`;

/** A membership line's home centre, kept in its options when it was put in the basket. */
const membershipHomeVenueId = sql`case when ${cartItems.type} = 'membership'
  then (${cartItems.options}->>'home_venue_id')::int end`;

/** The attendee is their customer themself: the same email and names (as `isSelfRow` reads them). */
const attendeeIsSelf = sql<boolean>`case when ${attendees.id} is null then null else exists (select 1 from ${users} u where u.client_id = ${attendees.clientId}
  and u.id = ${attendees.userId} and lower(u.email) = lower(${attendees.email})
  and lower(trim(u.first_name)) = lower(trim(${attendees.firstName}))
  and lower(trim(u.last_name)) = lower(trim(${attendees.lastName}))) end`;

/**
 * The lines of a cart still in it (held, live or expired), with everything the basket shows:
 * the booked row (class, slot, ticket time or course) or the membership plan, its venue (a
 * membership's home centre), activity and location. Prepared: every description of a basket
 * reads it, and PostgreSQL took longer to plan its nine joins than to run them.
 */
export async function listCartLines(db: Db, clientId: number, cartId: number) {
  return cartLinesQuery(db).execute({ clientId, cartId });
}

const cartLinesQuery = preparedPerHandle((db) => selectCartLines(db, {}).prepare('list_cart_lines'));

/**
 * The basket's lines, each with the rest of the basket (`cartExtrasJson`, read once: a scalar
 * subquery the lines do not change) in the same round trip. Answers no row for a basket without
 * lines; `describeCart` then reads the extras alone.
 */
export async function listCartLinesWithExtras(
  db: Db,
  scope: { clientId: number; cartId: number; userId: number | null },
) {
  return (scope.userId === null ? guestLinesWithExtras : customerLinesWithExtras)(db).execute(scope);
}

const extrasOf = (userId: Placeholder | null) =>
  cartExtrasJson({ clientId: sql.placeholder('clientId'), cartId: sql.placeholder('cartId'), userId });

const customerLinesWithExtras = preparedPerHandle((db) =>
  selectCartLines(db, { extras: extrasOf(sql.placeholder('userId')) }).prepare('list_cart_lines_with_extras'),
);

const guestLinesWithExtras = preparedPerHandle((db) =>
  selectCartLines(db, { extras: extrasOf(null) }).prepare('list_guest_cart_lines_with_extras'),
);

/** What a basket line reads: the line, its attendee, what it books (class, slot, time, course, plan) and where. */
const cartLineColumns = {
  id: cartItems.id,
  type: cartItems.type,
  quantity: cartItems.quantity,
  places: cartItems.places,
  pricePence: cartItems.pricePence,
  pricingOptionId: cartItems.pricingOptionId,
  purchasedForUserId: cartItems.purchasedForUserId,
  attendee: {
    id: attendees.id,
    firstName: attendees.firstName,
    lastName: attendees.lastName,
    dateOfBirth: attendees.dateOfBirth,
    email: attendees.email,
    isSelf: attendeeIsSelf,
  },
  courseSessions: courseSessionsJson(cartItems.clientId, cartItems.courseId),
  holdExpiresAt: cartItems.holdExpiresAt,
  isExpired: sql<boolean>`${cartItems.holdExpiresAt} <= now()`,
  holdExtended: cartItems.holdExtended,
  /** One unit as listed, before any member pricing option: what an update re-prices from. */
  listedPricePence: sql<number>`coalesce(${classOccurrences.pricePence}, ${adHocSlots.pricePence},
    ${ticketTypes.pricePence}, ${courses.pricePence})`.mapWith(Number),
  options: cartItems.options,
  allowance: lineAllowance,
  classOccurrenceId: cartItems.classOccurrenceId,
  adHocSlotId: cartItems.adHocSlotId,
  ticketTimeId: cartItems.ticketTimeId,
  courseId: cartItems.courseId,
  membershipPlanId: cartItems.membershipPlanId,
  ticketTypeId: cartItems.ticketTypeId,
  class: {
    uid: classOccurrences.uid,
    name: classOccurrences.name,
    startsAt: classOccurrences.startsAt,
    endsAt: classOccurrences.endsAt,
  },
  slot: { uid: adHocSlots.uid, startsAt: adHocSlots.startsAt, endsAt: adHocSlots.endsAt },
  time: { uid: ticketTimes.uid, startsAt: ticketTimes.startsAt, endsAt: ticketTimes.endsAt },
  course: {
    name: courses.name,
    startsOn: courses.startsOn,
    endsOn: courses.endsOn,
    startTime: courses.startTime,
    durationMinutes: courses.durationMinutes,
  },
  ticketType: { name: ticketTypes.name, placesPerTicket: ticketTypes.placesPerTicket },
  /** A ticket line's time: places neither booked nor held by a live line (this one's included). */
  ticketSpacesLeft: sql<number | null>`case when ${cartItems.ticketTimeId} is not null
    then ${ticketTimes.capacity} - ${ticketTimes.bookedCount} - ${liveHeldPlaces('ticket_times')} end`,
  membershipPlan: {
    name: membershipPlans.name,
    pricePence: membershipPlans.pricePence,
    joiningFeePence: membershipPlans.joiningFeePence,
    termMonths: membershipPlans.termMonths,
  },
  venue: {
    id: venues.id,
    slug: venues.slug,
    name: venues.name,
    activitiesV2Enabled: venues.activitiesV2Enabled,
    migrationDate: venues.migrationDate,
  },
  activity: { id: activities.id, slug: activities.slug, name: activities.name },
  locationName: locations.name,
};

function selectCartLines<Extra extends Record<string, SQL>>(db: Db, extra: Extra) {
  return db
    .select({ ...extra, ...cartLineColumns })
    .from(cartItems)
    .leftJoin(classOccurrences, lineBookableJoins.classOccurrence)
    .leftJoin(adHocSlots, lineBookableJoins.adHocSlot)
    .leftJoin(ticketTimes, lineBookableJoins.ticketTime)
    .leftJoin(courses, lineBookableJoins.course)
    .leftJoin(
      attendees,
      and(eq(attendees.clientId, cartItems.clientId), eq(attendees.id, cartItems.attendeeId)),
    )
    .leftJoin(
      ticketTypes,
      and(eq(ticketTypes.clientId, cartItems.clientId), eq(ticketTypes.id, cartItems.ticketTypeId)),
    )
    .leftJoin(
      membershipPlans,
      and(
        eq(membershipPlans.clientId, cartItems.clientId),
        eq(membershipPlans.id, cartItems.membershipPlanId),
      ),
    )
    .leftJoin(
      venues,
      and(
        eq(venues.clientId, cartItems.clientId),
        sql`${venues.id} = coalesce(${classOccurrences.venueId}, ${adHocSlots.venueId}, ${ticketTimes.venueId}, ${courses.venueId}, ${membershipHomeVenueId})`,
      ),
    )
    .leftJoin(
      activities,
      and(
        eq(activities.clientId, cartItems.clientId),
        sql`${activities.id} = coalesce(${classOccurrences.activityId}, ${adHocSlots.activityId}, ${ticketTimes.activityId}, ${courses.activityId})`,
      ),
    )
    .leftJoin(
      locations,
      and(
        eq(locations.clientId, cartItems.clientId),
        sql`${locations.id} = coalesce(${classOccurrences.locationId}, ${adHocSlots.locationId})`,
      ),
    )
    .where(
      and(
        eq(cartItems.clientId, sql.placeholder('clientId')),
        eq(cartItems.cartId, sql.placeholder('cartId')),
        eq(cartItems.status, 'held'),
      ),
    )
    .orderBy(asc(cartItems.id));
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** Takes the cart row's lock: changes to its money (credit, discounts, trimming) take turns. */
export async function lockCart(tx: Transaction, clientId: number, cartId: number) {
  await tx.execute(sql`select id from ${carts} where client_id = ${clientId} and id = ${cartId} for update`);
}
