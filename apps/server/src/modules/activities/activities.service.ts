import type { AccessibilityFeature, Activity, ActivitySummary, OfferedActivity } from '@leisure/contracts';
import { accessibilityFeatures } from '@leisure/contracts';
import type { ActivityRow, LocationRow, VenueRow } from './activities.repository.ts';

const typesByKind = {
  class: { v1Type: 'class_templates', v2Type: 'classes' },
  ad_hoc: { v1Type: 'ad_hoc_templates', v2Type: 'resources' },
  fast_ticket: { v1Type: 'fast_ticket_templates', v2Type: 'ticketed' },
} as const;

/** Facts of the building that hold for everything at the venue. */
const buildingFacts: readonly AccessibilityFeature[] = [
  'step_free_access',
  'changing_places_toilet',
  'hearing_loop',
];

/**
 * An activity's accessibility at a venue: the venue's building facts, plus the activity's own
 * facts (a quiet session; a pool hoist only where the venue has one).
 */
export function accessibilityAt(
  venueFacts: readonly AccessibilityFeature[],
  activityFacts: readonly AccessibilityFeature[],
): AccessibilityFeature[] {
  const facts = new Set<AccessibilityFeature>(venueFacts.filter((fact) => buildingFacts.includes(fact)));
  for (const fact of activityFacts) {
    if (fact !== 'pool_hoist' || venueFacts.includes('pool_hoist')) facts.add(fact);
  }
  return accessibilityFeatures.filter((fact) => facts.has(fact));
}

export interface ActivityCatalogue {
  venue: VenueRow;
  /** Every activity the venue offers. */
  offered: ActivityRow[];
  locations: LocationRow[];
}

export function toActivitySummary(row: ActivityRow, catalogue: ActivityCatalogue): ActivitySummary {
  const parent = row.parentId === null ? undefined : catalogue.offered.find((a) => a.id === row.parentId);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    isRoot: row.parentId === null,
    parentSlug: parent?.slug ?? null,
    browseByName: row.browseByName,
    allocationStrategy: row.allocationStrategy,
    ...typesByKind[row.kind],
    imageUrl: row.imageUrl,
    isMembersOnly: row.isMembersOnly,
    accessibility: accessibilityAt(catalogue.venue.accessibility, row.accessibility),
  };
}

/** The activity with its sub-activities offered at the venue; a root lists its children's locations too. */
export function toActivity(row: ActivityRow, catalogue: ActivityCatalogue): Activity {
  const children = catalogue.offered.filter((candidate) => candidate.parentId === row.id);
  const ids = new Set([row.id, ...children.map((child) => child.id)]);
  const seen = new Set<number>();
  const locations = catalogue.locations.flatMap((location) => {
    if (!ids.has(location.activityId) || seen.has(location.id)) return [];
    seen.add(location.id);
    return [{ id: location.id, name: location.name, kind: location.kind, venueSlug: catalogue.venue.slug }];
  });
  return {
    ...toActivitySummary(row, catalogue),
    locations,
    subActivities: children.map((child) => toActivitySummary(child, catalogue)),
  };
}

export function rootActivities(catalogue: ActivityCatalogue): Activity[] {
  return catalogue.offered.filter((row) => row.parentId === null).map((row) => toActivity(row, catalogue));
}

type OfferedRow = { id: number; parentId: number | null; slug: string; name: string; venueSlug: string };

/**
 * The activities on offer, each with the venues offering it (in the rows' order), sorted by name
 * for a customer to pick from. A root also counts its sub-activities' venues: a venue with lane
 * swimming offers swimming.
 */
export function offeredActivities(rows: readonly OfferedRow[]): OfferedActivity[] {
  const byId = new Map<number, { row: OfferedRow; venues: Set<string> }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { row, venues: new Set<string>() };
    entry.venues.add(row.venueSlug);
    byId.set(row.id, entry);
  }
  for (const { row, venues } of byId.values()) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    for (const venue of venues) parent?.venues.add(venue);
  }
  return [...byId.values()]
    .map(({ row, venues }) => ({
      slug: row.slug,
      name: row.name,
      parentSlug: row.parentId === null ? null : (byId.get(row.parentId)?.row.slug ?? null),
      venues: [...venues],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
