import type {
  Cart,
  JoinRequest,
  MembershipPlan,
  OnlineJoiningCentre,
  PlanRefusals,
} from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import type { Database, Db, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { cartOfOwner, touchCart } from '../cart/cart.repository.ts';
import { settledCart } from '../cart/cart.service.ts';
import type { CustomerOwner } from '../cart/cart-owner.ts';
import { type MembershipFields, planMembership } from '../cart/membership-line.ts';
import type { ClientRow } from '../clients/clients.repository.ts';
import { planInclusions } from '../memberships/plan-inclusions.ts';
import { overlapMessage, planOverlaps } from '../memberships/plan-overlap.ts';
import { dayOf } from '../timetable/calendar.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import { toVenue } from '../venues/venues.service.ts';
import { listJoinablePlans, listOnlinePlans, type PlanRow } from './online-joining.repository.ts';

/** Online joining is off for the client, or the centre does not sell memberships online. */
const notJoiningHere = () => notFound('This centre does not sell memberships online.');

function toMembershipPlan(
  plan: PlanRow,
  inclusions: Awaited<ReturnType<typeof planInclusions>>,
  symbol: string,
): MembershipPlan {
  return {
    id: plan.id,
    objectType: 'membership',
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    venueId: plan.venueId,
    price: priceOf(plan.pricePence, symbol),
    joiningFee: priceOf(plan.joiningFeePence, symbol),
    firstPayment: priceOf(plan.joiningFeePence + plan.pricePence, symbol),
    termMonths: plan.termMonths,
    minAge: plan.minAge,
    maxAge: plan.maxAge,
    guestPassesPerMonth: plan.guestPassesPerMonth,
    discounts: inclusions.discounts
      .filter((discount) => discount.planId === plan.id)
      .map(({ activityName, activitySlug, percentOff }) => ({ activityName, activitySlug, percentOff })),
    benefits: inclusions.benefits
      .filter((benefit) => benefit.planId === plan.id)
      .map(({ name, sessionsPerMonth }) => ({ name, sessionsPerMonth })),
    requiredDocument: plan.requiredDocument,
  };
}

/** `GET /api/online-joining/centres/{slug}`: a centre selling memberships online, with its plans. */
export async function centreOf(db: Db, client: ClientRow, slug: string): Promise<OnlineJoiningCentre> {
  if (!client.onlineJoiningEnabled) throw notJoiningHere();
  const venue = await findVenueByIdOrSlug(db, client.id, slug);
  if (!venue?.onlineJoiningEnabled) throw notJoiningHere();
  const plans = await listJoinablePlans(db, client.id, venue.id);
  const inclusions = await planInclusions(
    db,
    client.id,
    plans.map((plan) => plan.id),
  );
  return {
    venue: toVenue(venue),
    plans: plans.map((plan) => toMembershipPlan(plan, inclusions, client.currencySymbol)),
  };
}

/**
 * `GET /api/online-joining/plan-refusals`: each plan sold online that the customer may not buy,
 * with what the join call would say (a membership they hold of it, or of a plan it overlaps), so
 * the plan card says so before any details are asked.
 */
export async function planRefusalsOf(
  db: Db,
  client: ClientRow,
  customerId: number,
  now: Date,
): Promise<PlanRefusals> {
  if (!client.onlineJoiningEnabled) return { refusals: [] };
  const plans = await listOnlinePlans(db, client.id);
  const overlaps = await planOverlaps(db, {
    clientId: client.id,
    userId: customerId,
    today: dayOf(now, client.timezone),
    planIds: plans.map((plan) => plan.id),
  });
  return {
    refusals: plans.flatMap((plan) => {
      const overlap = overlaps.get(plan.id);
      if (!overlap) return [];
      return [
        { planId: plan.id, heldPlanName: overlap.heldPlanName, message: overlapMessage(plan.name, overlap) },
      ];
    }),
  };
}

/** Refusals of a join name the join call's own fields. */
const joinFields: MembershipFields = {
  homeVenue: 'home_venue_id',
  startsOn: 'starts_on',
  dateOfBirth: 'date_of_birth',
};

/**
 * `POST /api/online-joining/join`: checks the plan for this customer (see `planMembership`),
 * then answers the work that puts it in their basket, in place of any other membership.
 */
export async function prepareJoin(db: Database, owner: CustomerOwner, body: JoinRequest) {
  const plan = await planMembership(
    {
      db,
      owner,
      item: {
        id: body.plan_id,
        type: 'membership',
        options: { home_venue_id: body.home_venue_id, starts_on: body.starts_on },
      },
      // A membership is the joiner's own.
      attendeeId: null,
      field: '',
      now: new Date(),
    },
    joinFields,
  );
  return async (tx: Transaction): Promise<Cart> => {
    const cart = await cartOfOwner(tx, owner, true);
    if (!cart) throw new Error('a basket could not be opened');
    await plan(tx, cart.id);
    await touchCart(tx, owner.client.id, cart.id);
    return settledCart(tx, owner, cart);
  };
}
