import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/client.ts';
import { cartItems, customerMemberships, membershipPlans, venues } from '../../db/schema/index.ts';
import { monthAfter } from '../cart/membership-line.ts';
import { overlapMessage, planOverlap } from '../memberships/plan-overlap.ts';
import { dayOf } from '../timetable/calendar.ts';
import { LOCK, lock } from './fulfilment.repository.ts';

/** A membership an order started, as the confirmation mail tells it. */
export interface StartedMembership {
  reference: string;
  planName: string;
  homeVenueName: string | null;
  startsOn: string;
  nextPaymentOn: string;
  monthlyPence: number;
  joiningFeePence: number;
  termMonths: number;
}

interface MembershipLine {
  id: number;
  clientId: number;
  membershipPlanId: number | null;
  options: unknown;
}

interface LineOptions {
  home_venue_id?: number;
  starts_on?: string;
}

async function planOf(tx: Transaction, clientId: number, planId: number, homeVenueId: number | null) {
  const [row] = await tx
    .select({
      id: membershipPlans.id,
      name: membershipPlans.name,
      pricePence: membershipPlans.pricePence,
      joiningFeePence: membershipPlans.joiningFeePence,
      termMonths: membershipPlans.termMonths,
      homeVenueName: sql<string | null>`(select ${venues.name} from ${venues}
        where ${venues.clientId} = ${clientId} and ${venues.id} = ${homeVenueId})`,
    })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.clientId, clientId), eq(membershipPlans.id, planId)))
    .limit(1);
  return row;
}

/**
 * Turns a paid membership line into the customer's membership, in the order's transaction:
 * active from its start day (today if that has passed while paying), paid for its first month.
 * Memberships of one customer are started one at a time (an advisory lock); a plan the customer
 * came to hold meanwhile, or one it overlaps (at the desk, in another order), answers
 * `alreadyHeld` with the refusal's words, and the caller refuses the order. The order key (`customer_memberships_order_key`)
 * keeps it to one per order.
 */
export async function startMembership(
  tx: Transaction,
  input: { line: MembershipLine; userId: number; orderId: number; reference: string; zone: string },
): Promise<{ started: StartedMembership } | { alreadyHeld: string }> {
  const { line, userId } = input;
  const options = (line.options ?? {}) as LineOptions;
  const today = dayOf(new Date(), input.zone);
  const startsOn = options.starts_on && options.starts_on > today ? options.starts_on : today;
  const homeVenueId = options.home_venue_id ?? null;
  const plan =
    line.membershipPlanId === null
      ? undefined
      : await planOf(tx, line.clientId, line.membershipPlanId, homeVenueId);
  if (!plan) throw new Error(`cart line ${line.id} has lost its membership plan`);

  await lock(tx, LOCK.membership, userId);
  const overlap = await planOverlap(tx, { clientId: line.clientId, userId, planId: plan.id, today });
  if (overlap) return { alreadyHeld: overlapMessage(plan.name, overlap) };
  const nextPaymentOn = monthAfter(startsOn);
  const [started] = await rowsOf<{ reference: string }>(
    tx,
    sql`insert into ${customerMemberships}
        (client_id, user_id, plan_id, home_venue_id, reference, status, starts_on, next_payment_on, order_id)
      values (${line.clientId}, ${userId}, ${plan.id}, ${homeVenueId}, ${input.reference}, 'active',
        ${startsOn}::date, ${nextPaymentOn}::date, ${input.orderId})
      on conflict (client_id, order_id) where order_id is not null do nothing
      returning reference`,
  );
  const [kept] = started
    ? [started]
    : await tx
        .select({ reference: customerMemberships.reference })
        .from(customerMemberships)
        .where(
          and(
            eq(customerMemberships.clientId, line.clientId),
            eq(customerMemberships.orderId, input.orderId),
          ),
        );
  await tx
    .update(cartItems)
    .set({ status: 'booked' })
    .where(and(eq(cartItems.clientId, line.clientId), eq(cartItems.id, line.id)));
  return {
    started: {
      reference: kept?.reference ?? input.reference,
      planName: plan.name,
      homeVenueName: plan.homeVenueName,
      startsOn,
      nextPaymentOn,
      monthlyPence: plan.pricePence,
      joiningFeePence: plan.joiningFeePence,
      termMonths: plan.termMonths,
    },
  };
}
