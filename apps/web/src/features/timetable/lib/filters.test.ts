import type { ActionStatus } from '@leisure/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyListingFilters,
  defaultFilters,
  type FilterableItem,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  type ListingFilters,
} from './filters.ts';

type Item = FilterableItem & { name: string };

function item(
  name: string,
  overrides: Partial<Omit<Item, 'name'>> & { status?: ActionStatus; at?: [string, string] },
): Item {
  const [start, end] = overrides.at ?? ['09:00', '10:00'];
  return {
    name,
    startsAt: { time: start },
    endsAt: { time: end },
    actionToShow: { status: overrides.status ?? 'BOOK' },
    instructors: overrides.instructors ?? [],
    tags: overrides.tags ?? [],
    accessibility: overrides.accessibility ?? [],
  };
}

function names(items: Item[], filters: Partial<ListingFilters>): string[] {
  return applyListingFilters(items, { ...defaultFilters, ...filters }).map((i) => i.name);
}

describe('applyListingFilters', () => {
  it('keeps everything with the default filters, whatever the status', () => {
    const items = [item('a', { status: 'FULL' }), item('b', { status: 'CANCELLED' }), item('c', {})];
    expect(names(items, {})).toEqual(['a', 'b', 'c']);
  });

  it('keeps items starting no earlier than startTime (inclusive)', () => {
    const items = [item('early', { at: ['08:59', '09:30'] }), item('on', { at: ['09:00', '09:30'] })];
    expect(names(items, { startTime: '09:00' })).toEqual(['on']);
  });

  it('keeps items ending no later than endTime (inclusive)', () => {
    const items = [item('on', { at: ['09:00', '10:00'] }), item('late', { at: ['09:30', '10:01'] })];
    expect(names(items, { endTime: '10:00' })).toEqual(['on']);
  });

  it('drops an item that starts inside the window but ends after it', () => {
    const items = [item('straddle', { at: ['09:30', '11:00'] })];
    expect(names(items, { startTime: '09:00', endTime: '10:30' })).toEqual([]);
  });

  it('keeps only the five actionable statuses when not showing all actions', () => {
    const statuses: ActionStatus[] = [
      'BOOK',
      'CANCEL_RESERVATION',
      'CANCEL_BOOKING',
      'JOIN_WAITLIST',
      'LEAVE_WAITLIST',
      'FULL',
      'NOT_YET_BOOKABLE',
      'LOGIN',
      'CLOSED',
      'CANCELLED',
    ];
    const items = statuses.map((status) => item(status, { status }));
    expect(names(items, { showAllActions: false })).toEqual([
      'BOOK',
      'CANCEL_RESERVATION',
      'CANCEL_BOOKING',
      'JOIN_WAITLIST',
      'LEAVE_WAITLIST',
    ]);
  });

  it('keeps items with at least one selected instructor', () => {
    const items = [
      item('sarah', { instructors: [1] }),
      item('both', { instructors: [1, 2] }),
      item('tom', { instructors: [3] }),
    ];
    expect(names(items, { instructors: [2, 1] })).toEqual(['sarah', 'both']);
  });

  it('drops items without instructors when instructors are selected', () => {
    const items: Item[] = [{ ...item('none', {}), instructors: undefined }];
    expect(names(items, { instructors: [1] })).toEqual([]);
    expect(names(items, {})).toEqual(['none']);
  });

  it('keeps items with at least one selected tag', () => {
    const items = [item('beginner', { tags: [10] }), item('hiit', { tags: [11] }), item('none', {})];
    expect(names(items, { tags: [10, 12] })).toEqual(['beginner']);
  });

  it('keeps items with every selected accessibility feature', () => {
    const items = [
      item('hoist', { accessibility: ['pool_hoist'] }),
      item('hoist+loop', { accessibility: ['pool_hoist', 'hearing_loop'] }),
      item('none', {}),
    ];
    expect(names(items, { accessibility: ['pool_hoist', 'hearing_loop'] })).toEqual(['hoist+loop']);
    expect(names(items, { accessibility: ['pool_hoist'] })).toEqual(['hoist', 'hoist+loop']);
  });

  it('combines every rule with AND', () => {
    const match = item('match', {
      at: ['18:00', '19:00'],
      instructors: [1],
      tags: [10],
      accessibility: ['quiet_session'],
    });
    const items = [
      match,
      { ...match, name: 'too early', startsAt: { time: '06:00' } },
      { ...match, name: 'full', actionToShow: { status: 'FULL' as const } },
      { ...match, name: 'other instructor', instructors: [2] },
      { ...match, name: 'other tag', tags: [11] },
      { ...match, name: 'not quiet', accessibility: [] },
    ];
    const filters = {
      startTime: '17:00',
      endTime: '20:00',
      showAllActions: false,
      instructors: [1],
      tags: [10],
      accessibility: ['quiet_session' as const],
    };
    expect(names(items, filters)).toEqual(['match']);
  });

  it('does not change the input list', () => {
    const items = [item('a', { status: 'FULL' })];
    applyListingFilters(items, { ...defaultFilters, showAllActions: false });
    expect(items).toHaveLength(1);
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters: ListingFilters = {
      startTime: '07:30',
      endTime: '21:00',
      showAllActions: false,
      instructors: [3, 1],
      tags: [7],
      accessibility: ['pool_hoist', 'hearing_loop'],
    };
    const params = filtersToSearchParams(filters);
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('writes nothing for the defaults and keeps other params', () => {
    const params = filtersToSearchParams(defaultFilters, new URLSearchParams('location=4&from=09:00'));
    expect(params.toString()).toBe('location=4');
  });

  it('reads an empty query as the defaults', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(defaultFilters);
    expect(hasActiveFilters(defaultFilters)).toBe(false);
  });

  it('ignores values it cannot read', () => {
    const params = new URLSearchParams(
      'from=25:00&to=nine&instructor=x&instructor=2,2&tag=-1&access=lift&bookable=yes',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...defaultFilters, instructors: [2] });
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters({ ...defaultFilters, tags: [1] })).toBe(true);
    expect(hasActiveFilters({ ...defaultFilters, showAllActions: false })).toBe(true);
  });
});
