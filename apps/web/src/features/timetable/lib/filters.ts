import {
  type AccessibilityFeature,
  type ActionStatus,
  accessibilityFeatures,
  actionableStatuses,
} from '@leisure/contracts';

/** The listing filters (docs/product.md, 'What a listing offers'), plus accessibility. Held in the URL. */
export type ListingFilters = {
  /** 'HH:mm': items must start no earlier than this. */
  startTime: string | null;
  /** 'HH:mm': items must end no later than this. */
  endTime: string | null;
  /** false: only items whose action is one of the five actionable statuses. */
  showAllActions: boolean;
  instructors: number[];
  tags: number[];
  accessibility: AccessibilityFeature[];
};

/** Classes, fast tickets and ad-hoc slots all default to showing every action. */
export const defaultFilters: ListingFilters = {
  startTime: null,
  endTime: null,
  showAllActions: true,
  instructors: [],
  tags: [],
  accessibility: [],
};

/** What a listing item must carry to be filtered. */
export type FilterableItem = {
  startsAt: { time: string };
  endsAt: { time: string };
  actionToShow: { status: ActionStatus };
  instructors?: readonly number[];
  tags?: readonly number[];
  accessibility?: readonly AccessibilityFeature[];
};

const actionable: ReadonlySet<ActionStatus> = new Set(actionableStatuses);

function isWithinTimeWindow(item: FilterableItem, filters: ListingFilters): boolean {
  // 'HH:mm' strings compare correctly as text.
  if (filters.startTime !== null && item.startsAt.time < filters.startTime) return false;
  if (filters.endTime !== null && item.endsAt.time > filters.endTime) return false;
  return true;
}

function matchesAny(itemIds: readonly number[] | undefined, selected: readonly number[]): boolean {
  if (selected.length === 0) return true;
  return (itemIds ?? []).some((id) => selected.includes(id));
}

function hasEvery(
  itemFeatures: readonly AccessibilityFeature[] | undefined,
  selected: readonly AccessibilityFeature[],
): boolean {
  return selected.every((feature) => (itemFeatures ?? []).includes(feature));
}

export function matchesListingFilters(item: FilterableItem, filters: ListingFilters): boolean {
  return (
    isWithinTimeWindow(item, filters) &&
    (filters.showAllActions || actionable.has(item.actionToShow.status)) &&
    matchesAny(item.instructors, filters.instructors) &&
    matchesAny(item.tags, filters.tags) &&
    hasEvery(item.accessibility, filters.accessibility)
  );
}

export function applyListingFilters<T extends FilterableItem>(
  items: readonly T[],
  filters: ListingFilters,
): T[] {
  return items.filter((item) => matchesListingFilters(item, filters));
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.startTime !== null ||
    filters.endTime !== null ||
    filters.showAllActions !== defaultFilters.showAllActions ||
    filters.instructors.length > 0 ||
    filters.tags.length > 0 ||
    filters.accessibility.length > 0
  );
}

/** URL keys, so a filtered timetable can be shared. */
export const filterParamKeys = {
  startTime: 'from',
  endTime: 'to',
  bookableOnly: 'bookable',
  instructors: 'instructor',
  tags: 'tag',
  accessibility: 'access',
} as const;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

function readTime(value: string | null): string | null {
  return value !== null && timePattern.test(value) ? value : null;
}

function readIds(values: string[]): number[] {
  const ids = values.flatMap((value) => value.split(',')).map((value) => Number(value));
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

function isAccessibilityFeature(value: string): value is AccessibilityFeature {
  return (accessibilityFeatures as readonly string[]).includes(value);
}

/** Reads filters from the URL; anything unreadable falls back to the default. */
export function filtersFromSearchParams(params: URLSearchParams): ListingFilters {
  const access = params
    .getAll(filterParamKeys.accessibility)
    .flatMap((value) => value.split(','))
    .filter(isAccessibilityFeature);
  return {
    startTime: readTime(params.get(filterParamKeys.startTime)),
    endTime: readTime(params.get(filterParamKeys.endTime)),
    showAllActions: params.get(filterParamKeys.bookableOnly) !== '1',
    instructors: readIds(params.getAll(filterParamKeys.instructors)),
    tags: readIds(params.getAll(filterParamKeys.tags)),
    accessibility: [...new Set(access)],
  };
}

/**
 * Writes filters into URL params; defaults are left out so an unfiltered URL stays clean.
 * Other params in `base` (not filter keys) are kept.
 */
export function filtersToSearchParams(filters: ListingFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(filterParamKeys)) params.delete(key);
  if (filters.startTime !== null) params.set(filterParamKeys.startTime, filters.startTime);
  if (filters.endTime !== null) params.set(filterParamKeys.endTime, filters.endTime);
  if (!filters.showAllActions) params.set(filterParamKeys.bookableOnly, '1');
  for (const id of filters.instructors) params.append(filterParamKeys.instructors, String(id));
  for (const id of filters.tags) params.append(filterParamKeys.tags, String(id));
  for (const feature of filters.accessibility) params.append(filterParamKeys.accessibility, feature);
  return params;
}
