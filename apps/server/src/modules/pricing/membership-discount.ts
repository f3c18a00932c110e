/** One plan's discount on one activity, as `membership_plan_discounts` holds it. */
export interface PlanDiscount {
  planId: number;
  planName: string;
  activityId: number;
  percentOff: number;
}

/**
 * Which basket lines a member price applies to: classes, which list their plans' prices as
 * pricing options. Slots, tickets and courses cost their listed price (benefits and packages
 * may still pay for a slot).
 */
export const isMemberPriced = (type: string): boolean => type === 'activity_class';

/** The basket line type of each kind of activity's bookables. */
const lineTypeOfKind = {
  class: 'activity_class',
  ad_hoc: 'ad_hoc_slot',
  fast_ticket: 'ticket_time',
} as const;

/** Whether a member price applies to the bookables of an activity of this kind (`isMemberPriced`). */
export const isMemberPricedKind = (kind: keyof typeof lineTypeOfKind): boolean =>
  isMemberPriced(lineTypeOfKind[kind]);

export interface DiscountedPrice {
  discountPercent: number;
  membershipPlan: { id: number; name: string } | null;
  finalPricePence: number;
}

/**
 * A price less a percentage, rounded down to the whole penny (any fraction is the customer's).
 * Integer arithmetic first, one division last: no floating-point drift before the rounding.
 */
export function discountedPence(pricePence: number, percentOff: number): number {
  return Math.floor((pricePence * (100 - Math.min(Math.max(percentOff, 0), 100))) / 100);
}

/**
 * The viewer's best membership discount on an activity applied to a price. Among the plans
 * the viewer holds, the largest discount for this activity wins (ties go to the lower plan id,
 * so the answer is stable). The discounted price is rounded down to the whole penny: any
 * fraction is the customer's.
 */
export function applyMembershipDiscount(input: {
  pricePence: number;
  discounts: readonly PlanDiscount[];
  activityId: number;
}): DiscountedPrice {
  const { pricePence, discounts, activityId } = input;
  if (!Number.isSafeInteger(pricePence) || pricePence < 0) {
    throw new RangeError(`A price is a whole, non-negative number of pence, not ${pricePence}`);
  }
  const best = discounts
    .filter((discount) => discount.activityId === activityId && discount.percentOff > 0)
    .reduce<PlanDiscount | undefined>((winner, candidate) => {
      if (!winner) return candidate;
      if (candidate.percentOff !== winner.percentOff) {
        return candidate.percentOff > winner.percentOff ? candidate : winner;
      }
      return candidate.planId < winner.planId ? candidate : winner;
    }, undefined);
  if (!best) return { discountPercent: 0, membershipPlan: null, finalPricePence: pricePence };
  const percentOff = Math.min(best.percentOff, 100);
  const finalPricePence = discountedPence(pricePence, percentOff);
  return {
    discountPercent: percentOff,
    membershipPlan: { id: best.planId, name: best.planName },
    finalPricePence,
  };
}
