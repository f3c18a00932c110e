// @vitest-environment jsdom
import type { ActionStatus, Slot } from '@leisure/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemStore } from '../../../lib/system-store.ts';
import type { ListingBasket } from './listing-basket.ts';
import { SlotItem } from './slot-item.tsx';

afterEach(() => {
  cleanup();
  act(() => systemStore.closeLoginModal());
});

function slot(status: ActionStatus): Slot {
  return {
    id: 'slot-7',
    objectType: 'ad_hoc_slot',
    activitySlug: 'badminton',
    location: { id: 1, name: 'Court 1', kind: 'court' },
    price: { amountPence: 1200, formatted: '£12.00' },
    startsAt: { dateTime: '2026-11-25T18:00:00+00:00', time: '18:00' },
    endsAt: { dateTime: '2026-11-25T19:00:00+00:00', time: '19:00' },
    capacity: 1,
    spacesAvailable: status === 'BOOK' ? 1 : 0,
    actionToShow: { status, reason: null, firstBookableAt: null },
  };
}

function showSlot(status: ActionStatus, busy = false) {
  const basket = {
    add: vi.fn(async () => true),
    remove: vi.fn(async () => true),
    isAdding: () => busy,
    isRemoving: () => busy,
  } satisfies ListingBasket;
  render(<SlotItem slot={slot(status)} timeFormat="24h" basket={basket} />);
  return { basket, item: screen.getByTestId('timetable-item') };
}

describe('SlotItem', () => {
  it('adds a free slot to the basket when selected', () => {
    const { basket, item } = showSlot('BOOK');
    expect(item.tagName).toBe('BUTTON');
    expect(item.textContent).toBe('18:00 – 19:00Court 1£12.00Book');
    fireEvent.click(item);
    expect(basket.add).toHaveBeenCalledWith([{ id: 'slot-7', type: 'ad_hoc_slot' }]);
  });

  it('takes a slot in the basket out of it when selected', () => {
    const { basket, item } = showSlot('CANCEL_RESERVATION');
    expect(item.textContent).toContain('In your basket Remove');
    fireEvent.click(item);
    expect(basket.remove).toHaveBeenCalledWith({ id: 'slot-7', type: 'ad_hoc_slot' });
  });

  it('ignores selection while the slot is being added', () => {
    const { basket, item } = showSlot('BOOK', true);
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(item.textContent).toContain('Adding…');
    fireEvent.click(item);
    expect(basket.add).not.toHaveBeenCalled();
  });

  it('opens the login modal for a members-only slot', () => {
    const { item } = showSlot('LOGIN');
    fireEvent.click(item);
    expect(systemStore.get().loginModal).toBe('login');
  });

  it('is no button when nothing can be done with it', () => {
    const { item } = showSlot('FULL');
    expect(item.tagName).toBe('DIV');
    expect(item.textContent).toContain('Unavailable');
    expect(item.textContent).not.toContain('Booked');
  });
});
