import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  adHocSlots,
  classOccurrences,
  membershipPlanDiscounts,
  membershipPlans,
  ticketTimes,
  ticketTypes,
} from '../../db/schema/index.ts';
import type { PlanDiscount } from './membership-discount.ts';

export type PricedActivity = Pick<typeof activities.$inferSelect, 'id' | 'slug' | 'kind'>;

/** An item's id as the listing gave it: numeric in the v1 family, the public uid in v2. */
export type ItemKey = { id: number } | { uid: string };

interface ItemScope {
  clientId: number;
  venueId: number;
  activityId: number;
}

/** An activity of this client by numeric id or slug; another client's is never found. */
export async function findActivityByIdOrSlug(
  db: Database,
  clientId: number,
  idOrSlug: string,
): Promise<PricedActivity | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select({ id: activities.id, slug: activities.slug, kind: activities.kind })
    .from(activities)
    .where(
      and(
        eq(activities.clientId, clientId),
        byId ? eq(activities.id, Number(idOrSlug)) : eq(activities.slug, idOrSlug),
      ),
    )
    .limit(1);
  return row;
}

/** The listed price of a class of this activity at this venue. */
export async function findClassPrice(db: Database, scope: ItemScope, key: ItemKey) {
  const [row] = await db
    .select({ pricePence: classOccurrences.pricePence })
    .from(classOccurrences)
    .where(
      and(
        eq(classOccurrences.clientId, scope.clientId),
        eq(classOccurrences.venueId, scope.venueId),
        eq(classOccurrences.activityId, scope.activityId),
        'id' in key ? eq(classOccurrences.id, key.id) : eq(classOccurrences.uid, key.uid),
      ),
    )
    .limit(1);
  return row;
}

/** The listed price of a court, lane or pitch slot of this activity at this venue. */
export async function findSlotPrice(db: Database, scope: ItemScope, key: ItemKey) {
  const [row] = await db
    .select({ pricePence: adHocSlots.pricePence })
    .from(adHocSlots)
    .where(
      and(
        eq(adHocSlots.clientId, scope.clientId),
        eq(adHocSlots.venueId, scope.venueId),
        eq(adHocSlots.activityId, scope.activityId),
        'id' in key ? eq(adHocSlots.id, key.id) : eq(adHocSlots.uid, key.uid),
      ),
    )
    .limit(1);
  return row;
}

/** The price of one ticket type of this fast-ticket activity at this venue. */
export async function findTicketTypePrice(db: Database, scope: ItemScope, ticketTypeId: number) {
  const [row] = await db
    .select({ pricePence: ticketTypes.pricePence })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.clientId, scope.clientId),
        eq(ticketTypes.venueId, scope.venueId),
        eq(ticketTypes.activityId, scope.activityId),
        eq(ticketTypes.id, ticketTypeId),
      ),
    )
    .limit(1);
  return row;
}

export async function hasTicketTime(db: Database, scope: ItemScope, key: ItemKey): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketTimes.id })
    .from(ticketTimes)
    .where(
      and(
        eq(ticketTimes.clientId, scope.clientId),
        eq(ticketTimes.venueId, scope.venueId),
        eq(ticketTimes.activityId, scope.activityId),
        'id' in key ? eq(ticketTimes.id, key.id) : eq(ticketTimes.uid, key.uid),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Membership discounts on activities at a venue, with their plans: for a listing's member prices
 * (every plan) or for one viewer (`planIds`, the plans they hold). A plan tied to one venue gives
 * nothing elsewhere.
 */
export async function listPlanDiscounts(
  db: Database,
  scope: { clientId: number; venueId: number; activityIds: readonly number[]; planIds?: readonly number[] },
): Promise<PlanDiscount[]> {
  if (scope.activityIds.length === 0 || scope.planIds?.length === 0) return [];
  return db
    .select({
      planId: membershipPlans.id,
      planName: membershipPlans.name,
      activityId: membershipPlanDiscounts.activityId,
      percentOff: membershipPlanDiscounts.percentOff,
    })
    .from(membershipPlanDiscounts)
    .innerJoin(
      membershipPlans,
      and(
        eq(membershipPlans.clientId, membershipPlanDiscounts.clientId),
        eq(membershipPlans.id, membershipPlanDiscounts.planId),
      ),
    )
    .where(
      and(
        eq(membershipPlanDiscounts.clientId, scope.clientId),
        inArray(membershipPlanDiscounts.activityId, [...scope.activityIds]),
        scope.planIds ? inArray(membershipPlans.id, [...scope.planIds]) : undefined,
        or(isNull(membershipPlans.venueId), eq(membershipPlans.venueId, scope.venueId)),
      ),
    )
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}
