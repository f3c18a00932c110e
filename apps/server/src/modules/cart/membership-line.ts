import { ageOn, membershipAgeRefusal } from '@leisure/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.ts';
import { cartItems, membershipPlans, venues } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { findUserById } from '../auth/auth.repository.ts';
import { overlapMessage, planOverlap } from '../memberships/plan-overlap.ts';
import { addDaysTo, dayOf } from '../timetable/calendar.ts';
import { lockCart } from './cart.repository.ts';
import { isGuest } from './cart-owner.ts';
import type { Plan, PlanInput } from './hold-plans.ts';

// A membership bought online is a basket line like a place: it is held for the hold period (so
// the basket expires as one), takes no capacity, and becomes the customer's membership when the
// order completes (checkout/fulfil.ts). A basket holds at most one: a new one replaces it.

/** How far ahead a membership may start. */
export const MAX_START_DAYS = 30;

export type JoinablePlan = NonNullable<Awaited<ReturnType<typeof findJoinablePlan>>>;

/** A plan of this client sold online, with the venue it is tied to (if any). */
export async function findJoinablePlan(db: Db, clientId: number, planId: number) {
  const [row] = await db
    .select({
      id: membershipPlans.id,
      name: membershipPlans.name,
      venueId: membershipPlans.venueId,
      venueName: venues.name,
      pricePence: membershipPlans.pricePence,
      joiningFeePence: membershipPlans.joiningFeePence,
      minAge: membershipPlans.minAge,
      maxAge: membershipPlans.maxAge,
    })
    .from(membershipPlans)
    .leftJoin(
      venues,
      and(eq(venues.clientId, membershipPlans.clientId), eq(venues.id, membershipPlans.venueId)),
    )
    .where(
      and(
        eq(membershipPlans.clientId, clientId),
        eq(membershipPlans.id, planId),
        eq(membershipPlans.isOnlineJoinable, true),
      ),
    )
    .limit(1);
  return row;
}

/** A venue of this client that sells memberships online. */
async function findJoiningVenue(db: Db, clientId: number, venueId: number) {
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.clientId, clientId), eq(venues.id, venueId), eq(venues.onlineJoiningEnabled, true)))
    .limit(1);
  return row;
}

/** The 409 of a plan that overlaps a membership the customer holds (`overlapMessage`). */
export const alreadyMember = (message: string) =>
  new AppError({ statusCode: 409, code: 'conflict', message });

/** The request fields a refusal names: the join call's own keys, or the cart add item's. */
export interface MembershipFields {
  homeVenue: string;
  startsOn: string;
  dateOfBirth: string;
}

const addFields = (field: string): MembershipFields => ({
  homeVenue: `${field}.options.home_venue_id`,
  startsOn: `${field}.options.starts_on`,
  dateOfBirth: `${field}.id`,
});

/** The first day: today when not given; never in the past nor more than 30 days ahead. */
function startDayOf(requested: string | undefined, today: string, zone: string, field: string): string {
  const day = requested ?? today;
  if (day < today) throw validationFailed({ [field]: ['The start date cannot be in the past.'] });
  if (day > addDaysTo(today, MAX_START_DAYS, zone)) {
    throw validationFailed({ [field]: [`Choose a start date within the next ${MAX_START_DAYS} days.`] });
  }
  return day;
}

/**
 * Checks a membership for the basket (a visitor must log in first; 404 for a plan not sold
 * online here; 422 for a home centre the plan does not cover, a start date out of range or an
 * age outside the plan's; 409 when the customer holds the plan or one it overlaps), then answers how to
 * put it in: the basket's other membership line goes, and this one is held like a place.
 */
export async function planMembership(
  input: PlanInput,
  fields: MembershipFields = addFields(input.field),
): Promise<Plan> {
  const { db, owner, item } = input;
  if (isGuest(owner)) {
    throw new AppError({
      statusCode: 409,
      code: 'conflict',
      message: 'Log in or create an account to buy a membership.',
    });
  }
  const { client } = owner;
  if (!client.onlineJoiningEnabled || typeof item.id !== 'number') throw notFound();
  const plan = await findJoinablePlan(db, client.id, item.id);
  const user = await findUserById(db, client.id, owner.userId);
  if (!plan || !user) throw notFound();
  const homeVenueId = item.options?.home_venue_id ?? plan.venueId ?? user.homeVenueId;
  const venue = homeVenueId === null ? undefined : await findJoiningVenue(db, client.id, homeVenueId);
  if (!venue) {
    throw validationFailed({
      [fields.homeVenue]: ['Choose one of our centres that sell memberships online.'],
    });
  }
  if (plan.venueId !== null && plan.venueId !== venue.id) {
    throw validationFailed({
      [fields.homeVenue]: [`${plan.name} is only available with ${plan.venueName} as your home centre.`],
    });
  }
  const today = dayOf(input.now, client.timezone);
  const startsOn = startDayOf(item.options?.starts_on, today, client.timezone, fields.startsOn);
  const age = user.dateOfBirth === null ? null : ageOn(user.dateOfBirth, startsOn);
  const refusal = membershipAgeRefusal(plan, age);
  if (refusal) throw validationFailed({ [fields.dateOfBirth]: [refusal] });
  const overlap = await planOverlap(db, { clientId: client.id, userId: user.id, planId: plan.id, today });
  if (overlap) throw alreadyMember(overlapMessage(plan.name, overlap));
  return (tx, cartId) =>
    holdMembership(tx, {
      clientId: client.id,
      cartId,
      planId: plan.id,
      pricePence: plan.joiningFeePence + plan.pricePence,
      holdMinutes: owner.holdMinutes,
      options: { home_venue_id: venue.id, starts_on: startsOn },
    });
}

/**
 * Puts one membership line in the basket under the basket's lock, replacing any other (two tabs
 * joining at once take turns, so the basket never ends up with two). Answers the line's id.
 */
async function holdMembership(
  tx: Transaction,
  line: {
    clientId: number;
    cartId: number;
    planId: number;
    pricePence: number;
    holdMinutes: number;
    options: { home_venue_id: number; starts_on: string };
  },
): Promise<number | undefined> {
  await lockCart(tx, line.clientId, line.cartId);
  await tx
    .update(cartItems)
    .set({ status: 'released' })
    .where(
      and(
        eq(cartItems.clientId, line.clientId),
        eq(cartItems.cartId, line.cartId),
        eq(cartItems.type, 'membership'),
        eq(cartItems.status, 'held'),
      ),
    );
  const [row] = await tx
    .insert(cartItems)
    .values({
      clientId: line.clientId,
      cartId: line.cartId,
      type: 'membership',
      membershipPlanId: line.planId,
      quantity: 1,
      places: 1,
      pricePence: line.pricePence,
      options: line.options,
      holdExpiresAt: sql`now() + make_interval(mins => ${line.holdMinutes})`,
    })
    .returning({ id: cartItems.id });
  return row?.id;
}

/** The same day a month later (the 31st becomes the month's last day), as PostgreSQL adds a month. */
export function monthAfter(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const daysInNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, daysInNext))).toISOString().slice(0, 10);
}

/** '24 Nov 2026' for a calendar day. */
export function dayLabel(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
