import type { CartItemType } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { applyMembershipDiscount, discountedPence, isMemberPriced } from '../pricing/membership-discount.ts';
import { listPlanDiscounts } from '../pricing/pricing.repository.ts';

/** The standard price: what every listing offers as pricing option 0. */
export const STANDARD_OPTION = 0;

export interface PricedItem {
  type: CartItemType;
  clientId: number;
  venueId: number;
  activityId: number;
  listedPricePence: number;
}

export interface UnitPrice {
  pricePence: number;
  pricingOptionId: number | null;
}

/**
 * With no option chosen, a member pays their best member price for a class (the largest discount
 * among the plans they hold, as that option: `applyMembershipDiscount`, the rule listings show
 * customers too); anyone else, and anything but a class, the listed price. A visitor's plans are
 * none, so this reads nothing for them.
 */
async function bestPriceFor(
  db: Database,
  item: PricedItem,
  planIds: () => Promise<readonly number[]>,
): Promise<UnitPrice> {
  const listed = { pricePence: item.listedPricePence, pricingOptionId: null };
  if (!isMemberPriced(item.type)) return listed;
  const held = await planIds();
  if (held.length === 0) return listed;
  const discounts = await listPlanDiscounts(db, {
    clientId: item.clientId,
    venueId: item.venueId,
    activityIds: [item.activityId],
    planIds: held,
  });
  const best = applyMembershipDiscount({
    pricePence: item.listedPricePence,
    discounts,
    activityId: item.activityId,
  });
  return best.membershipPlan
    ? { pricePence: best.finalPricePence, pricingOptionId: best.membershipPlan.id }
    : listed;
}

/**
 * One unit's price for the pricing option chosen, by the member pricing rules the timetable
 * lists: option 0 is the listed price (none is the member's best price, above); a class's other options are its membership
 * plans' discounts at the venue, for holders of that plan only, rounded down to the penny.
 * An option that does not exist for the item, or that the viewer may not have, is a 422 on
 * `field`.
 */
export async function unitPriceFor(
  db: Database,
  input: {
    item: PricedItem;
    optionId: number | undefined;
    /** The plans the viewer holds, read only when a member option is chosen. */
    planIds: () => Promise<readonly number[]>;
    field: string;
  },
): Promise<UnitPrice> {
  const { item, optionId, field } = input;
  if (optionId === undefined) return bestPriceFor(db, item, input.planIds);
  if (optionId === STANDARD_OPTION) return { pricePence: item.listedPricePence, pricingOptionId: optionId };
  const refuse = (message: string): never => {
    throw validationFailed({ [field]: [message] });
  };
  if (!isMemberPriced(item.type)) return refuse('This item has only its standard price.');
  const options = await listPlanDiscounts(db, {
    clientId: item.clientId,
    venueId: item.venueId,
    activityIds: [item.activityId],
  });
  const option = options.find((candidate) => candidate.planId === optionId);
  if (!option) return refuse('This pricing option is not offered for this class.');
  if (!(await input.planIds()).includes(option.planId)) {
    return refuse(`The ${option.planName} members price is for ${option.planName} members only.`);
  }
  return { pricePence: discountedPence(item.listedPricePence, option.percentOff), pricingOptionId: optionId };
}
