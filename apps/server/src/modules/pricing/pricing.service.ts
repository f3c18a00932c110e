import { type PriceQuote, type PriceRequest, priceOf } from '@leisure/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { findVenueByIdOrSlug } from '../venues/venues.repository.ts';
import { applyMembershipDiscount } from './membership-discount.ts';
import {
  findActivityByIdOrSlug,
  findClassPrice,
  findSlotPrice,
  findTicketTypePrice,
  hasTicketTime,
  type ItemKey,
  listPlanDiscounts,
  type PricedActivity,
} from './pricing.repository.ts';

/** Whose price it is: the membership plans the viewer holds (none while anonymous). */
export interface PricingViewer {
  membershipPlanIds: readonly number[];
}

export interface QuotePriceInput {
  client: { id: number; currencySymbol: string };
  venue: string;
  activity: string;
  request: PriceRequest;
  viewer: PricingViewer;
}

const NUMERIC_ID = /^\d+$/;
/** The largest id an `integer` column holds; a longer number names nothing. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * The price of one item for the viewer. The activity's kind decides what `reference` names:
 * a class (class activities), a slot (court, lane and pitch activities), or a ticket type
 * (fast-ticket activities, optionally at the ticket time `occurrence_id`).
 */
export async function quotePrice(db: Database, input: QuotePriceInput): Promise<PriceQuote> {
  const { client, request } = input;
  const venue = await findVenueByIdOrSlug(db, client.id, input.venue);
  if (!venue) throw notFound();
  const activity = await findActivityByIdOrSlug(db, client.id, input.activity);
  if (!activity) throw notFound();
  const scope = { clientId: client.id, venueId: venue.id, activityId: activity.id };
  const listed = await findListedPrice(db, scope, activity, request);
  if (!listed) throw notFound();
  const discounts = await listPlanDiscounts(db, {
    clientId: scope.clientId,
    venueId: scope.venueId,
    activityIds: [scope.activityId],
    planIds: input.viewer.membershipPlanIds,
  });
  const discounted = applyMembershipDiscount({
    pricePence: listed.pricePence,
    discounts,
    activityId: activity.id,
  });
  return {
    price: priceOf(listed.pricePence, client.currencySymbol),
    discountPercent: discounted.discountPercent,
    membershipPlan: discounted.membershipPlan,
    finalPrice: priceOf(discounted.finalPricePence, client.currencySymbol),
  };
}

async function findListedPrice(
  db: Database,
  scope: { clientId: number; venueId: number; activityId: number },
  activity: PricedActivity,
  request: PriceRequest,
): Promise<{ pricePence: number } | undefined> {
  const reference = String(request.reference);
  switch (activity.kind) {
    case 'class': {
      const key = itemKeyOf(reference, request.is_v2, 'reference');
      return key && findClassPrice(db, scope, key);
    }
    case 'ad_hoc': {
      const key = itemKeyOf(reference, request.is_v2, 'reference');
      return key && findSlotPrice(db, scope, key);
    }
    case 'fast_ticket': {
      // Ticket types are not dated, so their ids are numbers in both families.
      if (!NUMERIC_ID.test(reference)) {
        throw validationFailed({ reference: ['A ticket type id is a number.'] });
      }
      if (request.occurrence_id !== undefined) {
        const time = itemKeyOf(request.occurrence_id, request.is_v2, 'occurrence_id');
        if (!time || !(await hasTicketTime(db, scope, time))) return undefined;
      }
      const id = Number(reference);
      return id <= MAX_ROW_ID ? findTicketTypePrice(db, scope, id) : undefined;
    }
  }
}

/**
 * An id in the family the caller says it came from: v1 ids are numeric, v2 ids are not. An id
 * of the other family is refused (never priced as something else); undefined for a number too
 * large to name a row.
 */
function itemKeyOf(value: string, isV2: boolean, field: string): ItemKey | undefined {
  const isNumeric = NUMERIC_ID.test(value);
  if (isNumeric === isV2) {
    throw new AppError({
      statusCode: 422,
      code: 'wrong_api_family',
      message: isV2 ? 'A v2 id is not a number.' : 'A v1 id is a number.',
      errors: { [field]: [isV2 ? 'Expected a v2 (non-numeric) id.' : 'Expected a v1 (numeric) id.'] },
    });
  }
  if (isV2) return { uid: value };
  const id = Number(value);
  return id <= MAX_ROW_ID ? { id } : undefined;
}
