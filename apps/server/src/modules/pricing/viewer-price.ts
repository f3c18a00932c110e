import type { ViewerPrice } from '@leisure/contracts';
import { priceOf } from '@leisure/contracts';
import { applyMembershipDiscount, isMemberPriced, type PlanDiscount } from './membership-discount.ts';

/** A free-session benefit of a membership the customer holds, with what is left of it by month. */
export interface BenefitFact {
  membershipId: number;
  benefitId: number;
  planName: string;
  activityIds: readonly number[];
  /** The membership's first and last days (`YYYY-MM-DD`, client time zone); no last day: open. */
  startsOn: string;
  endsOn: string | null;
  /** Sessions left (bookings and live basket lines taken) by `YYYY-MM`. */
  sessionsLeftByMonth: ReadonlyMap<string, number>;
}

/** A package the customer holds, unexpired, with its sessions left. */
export interface PackageFact {
  id: number;
  name: string;
  activityIds: readonly number[];
  expiresAt: Date;
  sessionsLeft: number;
}

/** What a customer holds that changes what they pay: `viewer-pricing.repository.ts` reads it. */
export interface PricingFacts {
  /** Discounts of the plans held today, at the listing's venue. */
  discounts: readonly PlanDiscount[];
  benefits: readonly BenefitFact[];
  packages: readonly PackageFact[];
}

export interface PricedListing {
  type: 'activity_class' | 'ad_hoc_slot';
  activityId: number;
  listedPricePence: number;
  startsAt: Date;
  /** The session's day and month in the client's time zone (`YYYY-MM-DD`, `YYYY-MM`). */
  day: string;
  month: string;
}

const covers = (fact: { activityIds: readonly number[] }, activityId: number) =>
  fact.activityIds.includes(activityId);

/**
 * The benefit `applyAllowances` would give the line: memberships and benefits in id order, the
 * first covering the activity, held on the session's day, with a session left in its month.
 */
function benefitFor(item: PricedListing, benefits: readonly BenefitFact[]) {
  return [...benefits]
    .sort((a, b) => a.membershipId - b.membershipId || a.benefitId - b.benefitId)
    .find(
      (benefit) =>
        covers(benefit, item.activityId) &&
        benefit.startsOn <= item.day &&
        (benefit.endsOn === null || benefit.endsOn >= item.day) &&
        (benefit.sessionsLeftByMonth.get(item.month) ?? 0) > 0,
    );
}

/** The package `applyAllowances` would use: the first to expire, valid at the start, with a session left. */
function packageFor(item: PricedListing, packages: readonly PackageFact[]) {
  return [...packages]
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id)
    .find(
      (held) =>
        covers(held, item.activityId) &&
        held.expiresAt.getTime() > item.startsAt.getTime() &&
        held.sessionsLeft > 0,
    );
}

/**
 * What the customer pays for a class or slot added now for themselves, by the basket's rule: the
 * best member price of the plans they hold (classes only, `unitPriceFor`), then, while that is
 * more than nothing, a benefit's free session, else a package's (`applyAllowances`). Null when
 * that is the standard price.
 */
export function viewerPriceOf(item: PricedListing, facts: PricingFacts, symbol: string): ViewerPrice | null {
  const discounted = isMemberPriced(item.type)
    ? applyMembershipDiscount({
        pricePence: item.listedPricePence,
        discounts: facts.discounts,
        activityId: item.activityId,
      })
    : { finalPricePence: item.listedPricePence, membershipPlan: null };
  if (discounted.finalPricePence > 0) {
    const benefit = benefitFor(item, facts.benefits);
    if (benefit) return { price: priceOf(0, symbol), paidWith: 'benefit', heldThrough: benefit.planName };
    const held = packageFor(item, facts.packages);
    if (held) return { price: priceOf(0, symbol), paidWith: 'package', heldThrough: held.name };
  }
  if (!discounted.membershipPlan || discounted.finalPricePence === item.listedPricePence) return null;
  return {
    price: priceOf(discounted.finalPricePence, symbol),
    paidWith: 'member_price',
    heldThrough: discounted.membershipPlan.name,
  };
}
