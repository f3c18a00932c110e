import { z } from 'zod';
import { accessibilityFeatures } from './limits.ts';

export { accessibilityFeatures };
export const AccessibilityFeature = z.enum(accessibilityFeatures).meta({ id: 'AccessibilityFeature' });
export type AccessibilityFeature = z.infer<typeof AccessibilityFeature>;

export const BrowseBy = z.enum(['location', 'time']);
export const AllocationStrategy = z.enum(['customer', 'system']);
export const ActivityV1Type = z.enum(['class_templates', 'ad_hoc_templates', 'fast_ticket_templates']);
export const ActivityV2Type = z.enum(['classes', 'resources', 'ticketed']);

/** A bookable court, lane, pool or studio of the activity at this venue. */
export const ActivityLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string().describe('e.g. `badminton_court`, `lane`, `studio`'),
  venueSlug: z.string(),
});
export type ActivityLocation = z.infer<typeof ActivityLocation>;

const activityFields = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  isRoot: z.boolean(),
  parentSlug: z.string().nullable(),
  browseByName: BrowseBy.describe('How the timetable lists it without a `{type}` route segment'),
  allocationStrategy: AllocationStrategy.describe(
    '`customer`: the customer picks the court, lane or room; `system`: the server allocates one',
  ),
  v1Type: ActivityV1Type,
  v2Type: ActivityV2Type,
  imageUrl: z.string().nullable(),
  isMembersOnly: z.boolean(),
  accessibility: z
    .array(AccessibilityFeature)
    .describe("The venue's building facts with the activity's own (pool hoist, quiet session)"),
};

/** An activity (category) as listed under its parent. */
export const ActivitySummary = z.object(activityFields).meta({ id: 'ActivitySummary' });
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** An activity (category) offered at a venue, with its sub-activities offered there. */
export const Activity = z
  .object({
    ...activityFields,
    locations: z.array(ActivityLocation).describe('Bookable locations at this venue; [] for classes'),
    subActivities: z.array(ActivitySummary),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof Activity>;

export const ActivityList = z.array(Activity);
export type ActivityList = z.infer<typeof ActivityList>;

const slugParam = z.string().min(1).max(120);

export const VenueParams = z.object({ venue: slugParam });
export const CategoryParams = z.object({ venue: slugParam, slug: slugParam });

/**
 * An activity the client offers somewhere, with the venues that offer it: how home finds venues by
 * what a customer wants to do (`GET /api/activities/offered`).
 */
export const OfferedActivity = z
  .object({
    slug: z.string(),
    name: z.string(),
    parentSlug: z.string().nullable(),
    venues: z
      .array(z.string())
      .describe('Slugs of the venues offering it; a root counts the venues of its sub-activities too'),
  })
  .meta({ id: 'OfferedActivity' });
export type OfferedActivity = z.infer<typeof OfferedActivity>;

export const OfferedActivityList = z.array(OfferedActivity);
