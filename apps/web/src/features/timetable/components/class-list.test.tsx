// @vitest-environment jsdom

import type { ActionToShow, ActivityClass } from '@leisure/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../../lib/system-store.ts';
import { ClassList } from './class-list.tsx';
import type { ListingBasket, ListingRef } from './listing-basket.ts';

afterEach(() => {
  cleanup();
  systemStore.closeLoginModal();
});

/** A basket that records what the list asks of it; `busy` listings are being added or removed. */
function fakeBasket(busy: ListingRef[] = []) {
  const isBusy = (listing: ListingRef) => busy.some((entry) => entry.id === listing.id);
  return {
    add: vi.fn(async () => true),
    remove: vi.fn(async () => true),
    isAdding: isBusy,
    isRemoving: isBusy,
  } satisfies ListingBasket;
}

const display = { timeZone: 'Europe/London', timeFormat: '24h' as const, currencySymbol: '£' };

function activityClass(id: number, name: string, action: Partial<ActionToShow>, spaces = 3): ActivityClass {
  return {
    id,
    objectType: 'activity_class',
    name,
    description: '',
    activitySlug: 'yoga',
    venueSlug: 'central',
    location: { id: 1, name: 'Studio 1' },
    startsAt: { dateTime: '2026-11-25T09:00:00+00:00', time: '09:00' },
    endsAt: { dateTime: '2026-11-25T10:00:00+00:00', time: '10:00' },
    capacity: 20,
    spacesAvailable: spaces,
    actionToShow: { status: 'BOOK', reason: null, firstBookableAt: null, ...action },
    durationMinutes: 60,
    instructors: [1, 2],
    tags: [10],
    price: { amountPence: 650, formatted: '£6.50' },
    pricingOptions: [],
    accessibility: [],
  };
}

const instructors = [
  { id: 1, firstName: 'Sarah', lastName: 'Jones' },
  { id: 2, firstName: 'Tom', lastName: 'Smith' },
];
const tags = [{ id: 10, slug: 'beginner', name: 'Beginner' }];

function renderList(
  classes: ActivityClass[],
  timeFormat: '24h' | '12h' = '24h',
  basket: ListingBasket = fakeBasket(),
) {
  render(
    <ClassList
      classes={classes}
      instructors={instructors}
      tags={tags}
      display={{ ...display, timeFormat }}
      basket={basket}
    />,
  );
  return screen.getAllByTestId('timetable-item');
}

describe('ClassList', () => {
  it('shows time, name, instructors, tags, location, price and spaces', () => {
    const [row] = renderList([activityClass(1, 'Morning flow', {})]);
    if (!row) throw new Error('no row');
    const text = row.textContent ?? '';
    expect(text).toContain('09:00 – 10:00');
    expect(within(row).getByRole('heading', { name: 'Morning flow' })).toBeTruthy();
    expect(text).toContain('with Sarah and Tom');
    expect(within(row).getByRole('list', { name: 'Tags' }).textContent).toBe('Beginner');
    expect(text).toContain('Studio 1');
    expect(text).toContain('£6.50');
    expect(text).toContain('3 spaces left');
  });

  it('shows 12-hour times when the client asks', () => {
    const [row] = renderList([activityClass(1, 'Morning flow', {})], '12h');
    expect(row?.textContent).toContain('9:00 am – 10:00 am');
  });

  it('says what each status means in words', () => {
    const rows = renderList([
      activityClass(1, 'Full one', { status: 'FULL' }, 0),
      activityClass(2, 'Later one', { status: 'NOT_YET_BOOKABLE', firstBookableAt: '2026-12-01T07:00:00Z' }),
      activityClass(3, 'Cancelled one', { status: 'CANCELLED' }),
      activityClass(4, 'Members one', { status: 'LOGIN' }),
    ]);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'FULL',
      'NOT_YET_BOOKABLE',
      'CANCELLED',
      'LOGIN',
    ]);
    expect(rows[0]?.textContent).toContain('Full');
    expect(rows[1]?.textContent).toContain('Not bookable until Tue 1 Dec, 07:00');
    expect(rows[2]?.textContent).toContain('Cancelled');
    expect(rows[3]?.textContent).toContain('Log in to book');
  });

  it('offers Book, Remove from basket or Log in by status, and nothing else', () => {
    const rows = renderList([
      activityClass(1, 'Open', {}),
      activityClass(2, 'Mine', { status: 'CANCEL_RESERVATION' }),
      activityClass(3, 'Members', { status: 'LOGIN', reason: 'Members only' }),
      activityClass(4, 'Full one', { status: 'FULL' }, 0),
    ]);
    const buttonsOf = (index: number) =>
      within(rows[index] as HTMLElement)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf(0)).toEqual(['Book: Open, 09:00 – 10:00']);
    expect(buttonsOf(1)).toEqual(['Remove from basket: Mine, 09:00 – 10:00']);
    expect(buttonsOf(2)).toEqual(['Log in']);
    expect(buttonsOf(3)).toEqual([]);
    expect(rows[2]?.textContent).toContain('Log in to book');
  });

  it('adds a bookable class by its id and objectType, and removes one in the basket', () => {
    const basket = fakeBasket();
    const rows = renderList(
      [activityClass(1, 'Open', {}), activityClass(2, 'Mine', { status: 'CANCEL_RESERVATION' })],
      '24h',
      basket,
    );
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Book/ }));
    expect(basket.add).toHaveBeenCalledWith([{ id: 1, type: 'activity_class' }]);
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Remove from basket/ }));
    expect(basket.remove).toHaveBeenCalledWith({ id: 2, type: 'activity_class' });
  });

  it('says Adding… and ignores clicks while the class is being added, keeping focus on the button', () => {
    const basket = fakeBasket([{ id: 1, type: 'activity_class' }]);
    const [row] = renderList([activityClass(1, 'Open', {})], '24h', basket);
    const button = within(row as HTMLElement).getByRole('button', { name: /^Adding…/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(basket.add).not.toHaveBeenCalled();
  });

  it('opens the login modal for a members-only class', () => {
    const [row] = renderList([activityClass(3, 'Members', { status: 'LOGIN' })]);
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Log in' }));
    expect(systemStore.get().loginModal).toBe('login');
  });
});
