import { describe, expect, it } from 'vitest';
import { type BookableItem, bookingOpensAt, decideAction, reasons } from './action-to-show.ts';

const now = new Date('2025-11-20T10:00:00Z');
const item = (overrides: Partial<BookableItem> = {}): BookableItem => ({
  isCancelled: false,
  startsAt: new Date('2025-11-21T18:00:00Z'),
  firstBookableAt: new Date('2025-11-14T07:00:00Z'),
  isMembersOnly: false,
  spacesAvailable: 5,
  ...overrides,
});
const anonymous = { isLoggedIn: false };
const member = { isLoggedIn: true };
const decide = (overrides: Partial<BookableItem>, viewer = anonymous) =>
  decideAction({ item: item(overrides), now, viewer });

describe('decideAction', () => {
  it('offers BOOK for an open item with spaces', () => {
    expect(decide({})).toEqual({ status: 'BOOK', reason: null, firstBookableAt: null });
  });

  it('says FULL with the contract reason when no space is left', () => {
    expect(decide({ spacesAvailable: 0 })).toEqual({
      status: 'FULL',
      reason: reasons.full,
      firstBookableAt: null,
    });
  });

  it('says NOT_YET_BOOKABLE with firstBookableAt before the booking window opens', () => {
    const opensAt = new Date('2025-11-25T07:00:00Z');
    expect(decide({ firstBookableAt: opensAt, spacesAvailable: 0 })).toEqual({
      status: 'NOT_YET_BOOKABLE',
      reason: 'You cannot book this activity yet',
      firstBookableAt: opensAt.toISOString(),
    });
  });

  it('asks an anonymous viewer to LOGIN for members-only items, and lets a logged-in one book', () => {
    expect(decide({ isMembersOnly: true }).status).toBe('LOGIN');
    expect(decide({ isMembersOnly: true }, member).status).toBe('BOOK');
  });

  it('says CLOSED once the item has started, and CANCELLED before anything else', () => {
    expect(decide({ startsAt: now }).status).toBe('CLOSED');
    expect(decide({ startsAt: new Date('2025-11-19T10:00:00Z') }).status).toBe('CLOSED');
    expect(decide({ isCancelled: true, startsAt: new Date('2025-11-19T10:00:00Z') }).status).toBe(
      'CANCELLED',
    );
  });
});

describe('bookingOpensAt', () => {
  it('opens 7 days ahead at 07:00 wall-clock time, across a clock change', () => {
    // 1 November 2025 18:00 GMT; 7 days earlier is 25 October, still on BST.
    expect(bookingOpensAt(new Date('2025-11-01T18:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2025-10-25T06:00:00.000Z',
    );
    expect(bookingOpensAt(new Date('2025-11-21T18:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2025-11-14T07:00:00.000Z',
    );
  });
});
