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
