import { z } from 'zod';
import { Price } from './timetable.ts';

const idOrSlug = z.string().min(1).max(120);

export const PriceParams = z.object({
  venue: idOrSlug.describe('Venue slug or numeric id'),
  activityId: idOrSlug.describe('Activity numeric id or slug'),
});

/** `POST /api/activities/price/{venue}/ticket/{activityId}`. */
export const PriceRequest = z
  .object({
    reference: z
      .union([z.string().min(1).max(120), z.number().int().nonnegative()])
      .describe(
        'The item id as listed: a class or slot id (number in v1, uid in v2), or a ticket type id (a number in both families)',
      ),
    is_v2: z.boolean().describe('Whether the id came from a v2 listing'),
    occurrence_id: z
      .string()
      .min(1)
      .max(120)
      .optional()
      .describe('Fast tickets only: the ticket time the ticket is for (number in v1, uid in v2)'),
  })
  .meta({ id: 'PriceRequest' });
export type PriceRequest = z.infer<typeof PriceRequest>;

/** The price for the viewer: the listed price and what they pay after their membership discount. */
export const PriceQuote = z
  .object({
    price: Price.describe('The listed price'),
    discountPercent: z.number().int().min(0).max(100),
    membershipPlan: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('The plan whose discount applies; null when none does'),
    finalPrice: Price.describe('What the viewer pays: the discounted price rounded down to the penny'),
  })
  .meta({ id: 'PriceQuote' });
export type PriceQuote = z.infer<typeof PriceQuote>;

/** `GET /api/activities/pricing?venue=`. */
export const MembershipPricingQuery = z.object({ venue: idOrSlug.describe('Venue slug or numeric id') });

const PricedActivity = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** One plan as the /pricing page shows it at a venue: what its members pay less, and free sessions. */
export const PlanPricing = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    price: Price.describe('Each month'),
    joiningFee: Price,
    termMonths: z.number().int().positive().describe('Minimum term; 1 is rolling monthly'),
    isJoinableOnline: z
      .boolean()
      .describe('Sold online at this venue: online joining `/centre/{venue slug}?plan={plan slug}`'),
    discounts: z
      .array(z.object({ activity: PricedActivity, percentOff: z.number().int().min(1).max(100) }))
      .describe("Member prices on the venue's activities, as the basket charges them (classes)"),
    freeSessions: z
      .array(
        z.object({
          name: z.string(),
          sessionsPerMonth: z.number().int().positive(),
          activities: z.array(PricedActivity).describe('The activities at the venue it pays for'),
        }),
      )
      .describe('Benefits paying for a class or slot each month, on activities at the venue'),
  })
  .meta({ id: 'PlanPricing' });
export type PlanPricing = z.infer<typeof PlanPricing>;

/** The membership plans with member prices or free sessions at a venue, in the client's order. */
export const MembershipPricing = z
  .object({
    venue: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    plans: z.array(PlanPricing),
  })
  .meta({ id: 'MembershipPricing' });
export type MembershipPricing = z.infer<typeof MembershipPricing>;
