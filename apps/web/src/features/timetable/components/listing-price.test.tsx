// @vitest-environment jsdom

import type { ActivityClass, Slot, ViewerPrice } from '@leisure/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClassList } from './class-list.tsx';
import type { ListingBasket } from './listing-basket.ts';
import { SlotItem } from './slot-item.tsx';

afterEach(cleanup);

const basket: ListingBasket = {
  add: vi.fn(async () => true),
  remove: vi.fn(async () => true),
  isAdding: () => false,
  isRemoving: () => false,
};
const display = { timeZone: 'Europe/London', timeFormat: '24h' as const, currencySymbol: '£' };
const standard = { amountPence: 850, formatted: '£8.50' };
const bookable = { status: 'BOOK' as const, reason: null, firstBookableAt: null };
const times = {
  startsAt: { dateTime: '2026-11-25T09:00:00+00:00', time: '09:00' },
  endsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
};

const yinYoga = (viewerPrice?: ViewerPrice | null): ActivityClass => ({
  id: 1,
  objectType: 'activity_class',
  name: 'Yin yoga',
  description: '',
  activitySlug: 'yoga',
  venueSlug: 'leeds-central',
  location: null,
  ...times,
  capacity: 20,
  spacesAvailable: 5,
  actionToShow: bookable,
  durationMinutes: 60,
  instructors: [],
  tags: [],
  price: standard,
  viewerPrice,
  pricingOptions: [],
  accessibility: [],
});

/** The row's price as a screen reader reads it (visually hidden words included, strike-through not). */
function priceOf(item: ActivityClass) {
  render(<ClassList classes={[item]} instructors={[]} tags={[]} display={display} basket={basket} />);
  const row = screen.getByTestId('timetable-item');
  return { row, text: row.querySelector('p[class*="price"]')?.textContent ?? '' };
}

describe('the price a listing shows', () => {
  it('shows visitors, and customers who pay it, the standard price alone', () => {
    for (const viewerPrice of [undefined, null]) {
      const { row, text } = priceOf(yinYoga(viewerPrice));
      expect(text).toBe('£8.50');
      expect(row.querySelector('s')).toBeNull();
      cleanup();
    }
  });

  it("strikes the standard price through beside a member's, each named for screen readers", () => {
    const { row, text } = priceOf(
      yinYoga({
        price: { amountPence: 680, formatted: '£6.80' },
        paidWith: 'member_price',
        heldThrough: 'Gym & Swim',
      }),
    );
    expect(text).toBe('Standard price £8.50 Your price £6.80');
    expect(row.querySelector('s')?.textContent).toBe('Standard price £8.50');
  });

  it('says "Free with your membership" where a benefit pays, and names a package that pays', () => {
    const free = priceOf(
      yinYoga({
        price: { amountPence: 0, formatted: '£0.00' },
        paidWith: 'benefit',
        heldThrough: 'Gym & Swim',
      }),
    );
    expect(free.text).toBe('Standard price £8.50 Free with your membership');
    cleanup();
    const pass = priceOf(
      yinYoga({
        price: { amountPence: 0, formatted: '£0.00' },
        paidWith: 'package',
        heldThrough: '5 Class Pass',
      }),
    );
    expect(pass.text).toBe('Standard price £8.50 Uses your 5 Class Pass');
  });

  it("shows a court's member price inside its button's name", () => {
    const slot: Slot = {
      id: 'court-1',
      objectType: 'ad_hoc_slot',
      activitySlug: 'squash',
      location: { id: 1, name: 'Court 1', kind: 'court' },
      price: { amountPence: 1200, formatted: '£12.00' },
      viewerPrice: {
        price: { amountPence: 0, formatted: '£0.00' },
        paidWith: 'benefit',
        heldThrough: 'Racquets',
      },
      ...times,
      capacity: 1,
      spacesAvailable: 1,
      actionToShow: bookable,
    };
    render(<SlotItem slot={slot} timeFormat="24h" basket={basket} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('Standard price £12.00 Free with your membership');
    expect(within(button).getByText('£12.00', { exact: false }).closest('s')).not.toBeNull();
  });
});
